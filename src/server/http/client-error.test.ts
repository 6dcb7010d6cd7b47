import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer } from './client-error';

let server: http.Server | undefined;

async function listen(options: http.ServerOptions = {}): Promise<number> {
  // Answers once the whole request body has arrived, so a body error comes before any response.
  server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  }, options);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** Writes raw bytes and returns everything the server sends until it closes the connection. */
function raw(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head!.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

function expectJsonError(res: { headers: Record<string, string>; body: string }, code: string) {
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  expect(res.headers.connection).toBe('close');
  const body = JSON.parse(res.body) as { error: unknown; code: unknown };
  expect(body).toEqual({ error: expect.any(String), code });
  expect((body.error as string).length).toBeGreaterThan(10);
}

describe('createHttpServer: requests Node cannot parse get the JSON error format', () => {
  it('answers headers over 16 KB with 431 HEADERS_TOO_LARGE', async () => {
    const port = await listen();
    const res = await raw(port, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nCookie: big=${'a'.repeat(20 * 1024)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expectJsonError(res, 'HEADERS_TOO_LARGE');
    expect(JSON.parse(res.body).error).toBe("The request headers are too large. Clearing this site's cookies may help.");
  });

  it('still serves ordinary requests', async () => {
    const port = await listen();
    const res = await raw(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
    expect(res.body).toBe('ok');
  });

  it('answers a malformed request with 400 in JSON', async () => {
    const port = await listen();
    const res = await raw(port, 'THIS IS NOT HTTP\r\n\r\n');
    expect(res.status).toBe(400);
    expectJsonError(res, 'HTTP_400');
  });

  it('answers oversized chunk extensions with 413 PAYLOAD_TOO_LARGE', async () => {
    const port = await listen();
    const res = await raw(port, `POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n5;a=${'b'.repeat(20 * 1024)}\r\nhello\r\n0\r\n\r\n`);
    expect(res.status).toBe(413);
    expectJsonError(res, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a request that takes too long with 408 in JSON', async () => {
    const port = await listen({ requestTimeout: 300, headersTimeout: 300, connectionsCheckingInterval: 50 });
    const res = await raw(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n'); // the headers never end
    expect(res.status).toBe(408);
    expectJsonError(res, 'HTTP_408');
  });
});
