import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { SERVED_METHODS } from '../../src/server/http/methods';
import { RELAXED_RATE_LIMITS } from '../support/rate-limits';
import { createTestDb } from '../support/test-app';

/** Every method Node's parser lets through that no route serves (CONNECT never reaches Koa: Node handles it). */
const UNUSUAL = http.METHODS.filter((m) => m !== 'CONNECT' && !(SERVED_METHODS as readonly string[]).includes(m));
const PATHS = ['/', '/index.html', '/app.js', '/tasks', '/api/health', '/api/tasks/available', '/api/tasks/00000000-0000-4000-8000-000000000000/accept', '/api/no-such-route', '/api/admin/tasks/review', '/embed/map', '/widget.js'];

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function send(port: number, method: string, url: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Issue 17, point 3: TRACE, PROPFIND, PURGE, ... were a 500 with a stack in the log on every path. */
describe('methods no route serves', () => {
  const logged: string[] = [];
  let server: http.Server;
  let port: number;
  let staticDir: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-methods-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(staticDir, 'app.js'), 'console.log(1);');
    const created = await createTestDb('pglite');
    drop = created.drop;
    const config = loadConfig({ ...RELAXED_RATE_LIMITS, LOG_REQUESTS: 'false', DATA_DIR: '/nonexistent-cq-test', STATIC_DIR: staticDir }, serverModules);
    const app = createApp({ config, db: created.db, modules: serverModules, log: { info: () => {}, error: (msg, err) => logged.push(`${msg} ${(err as Error)?.stack ?? ''}`) } });
    server = http.createServer(app.callback);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await drop?.();
    // Later, not now: a HEAD's file stream (koa-static) may still open its file after the answer ended
    // (it is destroyed unread); removing the folder first made that open fail outside any test (ENOENT
    // on app.js, seen once in a loaded CI run's faketime pass, reported in the next file).
    setTimeout(() => fs.rmSync(staticDir, { recursive: true, force: true }), 10_000).unref();
  });

  it('includes the methods the attack tried', () => {
    expect(UNUSUAL).toEqual(expect.arrayContaining(['TRACE', 'PROPFIND', 'PURGE', 'SEARCH', 'LOCK', 'MKCOL', 'REPORT']));
  });

  it('answers each with a JSON 405 naming the served methods, on every path, and logs no error', async () => {
    const wrong: string[] = [];
    for (const method of UNUSUAL) {
      for (const url of PATHS) {
        const res = await send(port, method, url);
        const body = /json/.test(String(res.headers['content-type'])) ? JSON.parse(res.text) : undefined;
        const ok = res.status === 405 && body?.code === 'METHOD_NOT_ALLOWED' && body.error === `The method ${method} is not supported here.` && res.headers.allow === SERVED_METHODS.join(', ');
        if (!ok) wrong.push(`${method} ${url}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('keeps HEAD, OPTIONS and the router’s own 405 working', async () => {
    expect((await send(port, 'HEAD', '/api/health')).status).toBe(200);
    expect((await send(port, 'HEAD', '/app.js')).status).toBe(200);
    const options = await send(port, 'OPTIONS', '/api/health');
    expect(options.status).toBe(200);
    expect(options.headers.allow).toBe('HEAD, GET');
    const wrongMethod = await send(port, 'DELETE', '/api/health');
    expect(wrongMethod.status).toBe(405);
    expect(JSON.parse(wrongMethod.text).code).toBe('HTTP_405');
    expect(logged).toEqual([]);
  });
});
