import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Background } from '../../src/server/background';
import { BACKGROUND } from '../../src/server/tokens';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

/**
 * Issue 35, requests before background work: the app counts every request in flight, and a
 * background unit (the fan-out's, the outbox's and alert workers' claims) waits until none is.
 * A request whose JSON body is still arriving is in flight (the body parser waits for it).
 */
describe.each(backends())('the app holds background units while a request is in flight (%s)', (backend) => {
  let t: TestApp;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'notifications'), settle: false });
    server = http.createServer(t.app.callback);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('a unit waits for the request whose body is still coming, and runs once it has answered', async () => {
    const background = t.app.container.get<Background>(BACKGROUND);
    const body = JSON.stringify({ all: true });
    const answered = new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/notifications/read', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.write(body.slice(0, 3));
      // The rest once the unit has been seen waiting.
      setTimeout(() => req.end(body.slice(3)), 400);
    });
    await expect.poll(() => background.foreground.requests).toBe(1);
    let ranWhile: number | undefined;
    const unit = background.unit(async () => {
      ranWhile = background.foreground.requests;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ranWhile).toBeUndefined();
    expect(background.foreground.waiting).toBe(1);
    expect(await answered).toBe(401); // no session: refused, after its body arrived
    await unit;
    expect(ranWhile).toBe(0);
  });
});
