import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { COMPRESS_THRESHOLD } from '../../src/server/http/compress';
import { backends, createTestApp, type TestApp } from '../support/test-app';

/** Raw answer bytes and headers (supertest decompresses bodies itself, so it cannot show them). */
interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const BOX = { minLat: 50, minLon: 11, maxLat: 52, maxLon: 13, limit: 10000 };
const boxPath = `/api/tasks/available?${new URLSearchParams(Object.entries(BOX).map(([k, v]) => [k, String(v)]))}`;

function decode(res: Raw): unknown {
  const enc = res.headers['content-encoding'];
  const bytes = enc === 'br' ? zlib.brotliDecompressSync(res.body) : enc === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
  return JSON.parse(bytes.toString('utf8'));
}

describe.each(backends())('compressed API answers (%s)', (backend) => {
  let t: TestApp;
  let server: http.Server;
  let port: number;

  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
    return new Promise((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path, method, headers }, async (res) => {
          const chunks: Buffer[] = [];
          for await (const c of res) chunks.push(c as Buffer);
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) });
        })
        .on('error', reject)
        .end();
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule] });
    // 300 tasks in the box (about 130 KB of JSON) and one far away.
    const rows = Array.from({ length: 300 }, (_, i) => ({
      latitude: 51 + (i % 20) * 0.01,
      longitude: 12 + Math.floor(i / 20) * 0.01,
      description: 'Cleanup needed',
      location: `Somewhere ${i}`,
    }));
    await t.db('tasks').insert(rows);
    await t.db('tasks').insert({ latitude: 40, longitude: -3, description: 'Madrid' });
    server = http.createServer(t.app.callback);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.close();
    await t?.close();
  });

  it('sends a large answer (the fast lane’s) brotli- or gzip-compressed, decoding to the same JSON as the plain one', async () => {
    const plain = await get(boxPath, { 'Accept-Encoding': 'guest' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const list = JSON.parse(plain.body.toString('utf8')) as unknown[];
    expect(list).toHaveLength(300);
    expect(plain.body.length).toBeGreaterThan(50_000);

    const br = await get(boxPath, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(decode(br)).toEqual(list);

    const gzip = await get(boxPath, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toEqual(list);

    // The same shared answer again: identical bytes (served from the compressed form kept for its ETag).
    expect((await get(boxPath, { 'Accept-Encoding': 'br' })).body.equals(br.body)).toBe(true);

    // The ordinary router path (a query the fast lane hands on) is compressed too.
    const router = await get('/api/tasks/available?limit=10000', { 'Accept-Encoding': 'br' });
    expect(router.headers['content-encoding']).toBe('br');
    expect(decode(router)).toHaveLength(301);
  });

  it('sends small answers as they are', async () => {
    const small = await get('/api/tasks/available?minLat=39&minLon=-4&maxLat=41&maxLon=-2', { 'Accept-Encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toHaveLength(1);
    const config = await get('/api/config', { 'Accept-Encoding': 'gzip, br' });
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(config.body.toString('utf8'))).toHaveProperty('mapTileUrl');
  });

  it('keeps the ETag/304 of the fast lane for compressing clients', async () => {
    const first = await get(boxPath, { 'Accept-Encoding': 'br' });
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await get(boxPath, { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.vary).toMatch(/Accept-Encoding/i);
    // The ETag a plain client got matches too: one validator for every encoding (weak).
    const plain = await get(boxPath, { 'Accept-Encoding': 'guest' });
    expect((await get(boxPath, { 'Accept-Encoding': 'gzip', 'If-None-Match': plain.headers.etag! })).status).toBe(304);
  });

  it('does not compress HEAD', async () => {
    const head = await get(boxPath, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('keeps errors in the JSON format', async () => {
    const bad = await get('/api/tasks/available?latitude=91&longitude=x', { 'Accept-Encoding': 'gzip, br' });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    const body = decode(bad) as { code: string; details: { fields: { field: string }[] } };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.fields.map((f) => f.field).sort()).toEqual(['latitude', 'longitude']);
    const missing = await get('/api/no-such-route', { 'Accept-Encoding': 'gzip, br' });
    expect(missing.status).toBe(404);
    expect((decode(missing) as { code: string }).code).toBe('NOT_FOUND');
  });
});
