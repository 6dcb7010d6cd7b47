import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPRESS_THRESHOLD, compress, compressionDecision, isCompressibleType, pickEncoding, type CompressionCandidate } from './compress';

const big: CompressionCandidate = {
  method: 'GET',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  contentEncoding: undefined,
  cacheControl: 'no-cache',
  attachment: false,
  size: 50_000,
  acceptEncoding: 'gzip, deflate, br, zstd',
};

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q-values and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('GZIP')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0.1, br;q=0')).toBe('gzip');
  });
  it('answers none without a usable encoding', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('gzip;q=abc')).toBeNull();
  });
});

describe('isCompressibleType', () => {
  it('takes text types and leaves binary types and event streams alone', () => {
    for (const t of ['application/json; charset=utf-8', 'application/problem+json', 'text/html; charset=utf-8', 'text/plain', 'text/css', 'application/javascript', 'image/svg+xml', 'application/xml']) {
      expect(isCompressibleType(t), t).toBe(true);
    }
    for (const t of [undefined, '', 'image/jpeg', 'image/webp', 'image/png', 'application/octet-stream', 'application/zip', 'application/gzip', 'text/event-stream', 'application/jsonx']) {
      expect(isCompressibleType(t), String(t)).toBe(false);
    }
  });
});

describe('compressionDecision', () => {
  it('compresses a large JSON answer with the client’s best encoding', () => {
    expect(compressionDecision(big)).toBe('br');
    expect(compressionDecision({ ...big, acceptEncoding: 'gzip' })).toBe('gzip');
    expect(compressionDecision({ ...big, status: 400 })).toBe('br');
    expect(compressionDecision({ ...big, size: COMPRESS_THRESHOLD })).toBe('br');
  });
  it('leaves alone small bodies, streams, HEAD, 204/304, encoded bodies, no-transform, binary types, clients without br/gzip', () => {
    expect(compressionDecision({ ...big, size: COMPRESS_THRESHOLD - 1 })).toBeNull();
    expect(compressionDecision({ ...big, size: null })).toBeNull();
    expect(compressionDecision({ ...big, method: 'HEAD' })).toBeNull();
    expect(compressionDecision({ ...big, status: 204 })).toBeNull();
    expect(compressionDecision({ ...big, status: 304 })).toBeNull();
    expect(compressionDecision({ ...big, contentEncoding: 'br' })).toBeNull();
    expect(compressionDecision({ ...big, cacheControl: 'public, no-transform' })).toBeNull();
    expect(compressionDecision({ ...big, cacheControl: 'no-transform' })).toBeNull();
    expect(compressionDecision({ ...big, attachment: true })).toBeNull();
    expect(compressionDecision({ ...big, contentType: 'image/jpeg' })).toBeNull();
    expect(compressionDecision({ ...big, contentType: 'text/event-stream' })).toBeNull();
    expect(compressionDecision({ ...big, acceptEncoding: undefined })).toBeNull();
    expect(compressionDecision({ ...big, acceptEncoding: 'identity' })).toBeNull();
  });
});

/** Raw bytes and headers (supertest would decompress them). */
async function raw(app: Koa, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => http.get({ host: '127.0.0.1', port, path, headers }, resolve).on('error', reject));
    const chunks: Buffer[] = [];
    for await (const c of res) chunks.push(c);
    return { status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

describe('compress() middleware', () => {
  afterEach(() => vi.restoreAllMocks());
  const list = Array.from({ length: 400 }, (_, i) => ({ id: i, description: 'Cleanup needed', location: `Somewhere ${i}` }));
  const json = JSON.stringify(list);

  function app(handler: Koa.Middleware) {
    const koa = new Koa();
    koa.use(compress());
    koa.use(handler);
    return koa;
  }

  it('compresses a JSON object body and a JSON string body; both decode to the same JSON', async () => {
    const a = app((ctx) => {
      if (ctx.path === '/object') ctx.body = list;
      else {
        ctx.type = 'json';
        ctx.body = json;
      }
    });
    const br = await raw(a, '/object', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe((br.body).length);
    expect((br.body).length).toBeLessThan(json.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(list);
    const gz = await raw(a, '/string', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(json);
    const plain = await raw(a, '/string', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect((plain.body).toString()).toBe(json);
  });

  it('keeps the status and headers of an error answer', async () => {
    const a = app((ctx) => {
      ctx.status = 422;
      ctx.set('Retry-After', '5');
      ctx.body = { error: 'x'.repeat(2000), code: 'VALIDATION_FAILED' };
    });
    const res = await raw(a, '/', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(422);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.body).toString()).code).toBe('VALIDATION_FAILED');
  });

  it('leaves small bodies, streams, images, downloads, no-transform and 304 alone', async () => {
    const a = app((ctx) => {
      if (ctx.path === '/small') ctx.body = { ok: true };
      else if (ctx.path === '/stream') {
        ctx.type = 'text/plain';
        ctx.body = Readable.from([json]);
      } else if (ctx.path === '/image') {
        ctx.type = 'image/jpeg';
        ctx.body = Buffer.alloc(5000, 1);
      } else if (ctx.path === '/download') {
        ctx.set('Content-Disposition', 'attachment; filename="data.json"');
        ctx.body = list;
      } else if (ctx.path === '/no-transform') {
        ctx.set('Cache-Control', 'no-transform');
        ctx.body = list;
      } else {
        ctx.status = 304;
      }
    });
    const h = { 'Accept-Encoding': 'gzip, br' };
    for (const p of ['/small', '/stream', '/image', '/download', '/no-transform', '/not-modified']) {
      const res = await raw(a, p, h);
      expect(res.headers['content-encoding'], p).toBeUndefined();
    }
    expect((await raw(a, '/not-modified', h)).status).toBe(304);
    expect((await raw(a, '/not-modified', h)).headers.vary).toMatch(/Accept-Encoding/i);
    expect((await raw(a, '/stream', h)).body.toString()).toBe(json);
  });

  it('compresses a shared answer with an ETag once per encoding, and again when the body changes', async () => {
    const spy = vi.spyOn(zlib, 'brotliCompress');
    let body = json;
    const a = app((ctx) => {
      ctx.etag = 'W/"v1-abc"';
      ctx.type = 'json';
      ctx.body = body;
    });
    const h = { 'Accept-Encoding': 'br' };
    const first = await raw(a, '/', h);
    const second = await raw(a, '/', h);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe('W/"v1-abc"');
    body = JSON.stringify([...list, { id: 'new' }]);
    const changed = await raw(a, '/', h);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(JSON.parse(zlib.brotliDecompressSync(changed.body).toString())).toHaveLength(401);
  });

  it('weakens a strong ETag on a compressed answer', async () => {
    const a = app((ctx) => {
      ctx.etag = '"strong"';
      ctx.body = list;
    });
    expect((await raw(a, '/', { 'Accept-Encoding': 'gzip' })).headers.etag).toBe('W/"strong"');
    expect((await raw(a, '/', { 'Accept-Encoding': 'identity' })).headers.etag).toBe('"strong"');
  });
});
