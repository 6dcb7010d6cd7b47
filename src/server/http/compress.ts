import { Stream } from 'node:stream';
import zlib from 'node:zlib';
import type { Context, Next } from 'koa';

/** Bodies below this many bytes go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * Text worth compressing: JSON (also `+json` types), JavaScript, XML, SVG and text/* except event
 * streams (each event must reach the client when it is written). Images, photos, archives are
 * compressed already.
 */
const COMPRESSIBLE = /^\s*(?:text\/(?!event-stream)[\w.+-]+|application\/(?:json|javascript|xml|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressibleType(contentType: string | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when the client takes it at least
 * as willingly as gzip, else gzip, else none (no header, `identity`, or both refused with q=0).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=(.*)$/.exec(p);
      if (m) q = /^\s*[0-9.]+\s*$/.test(m[1]!) ? Number(m[1]) : 0; // a malformed q refuses
    }
    quality.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const of = (e: string) => quality.get(e) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** What the middleware looks at once the rest of the app has answered. */
export interface CompressionCandidate {
  method: string;
  status: number;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  cacheControl: string | undefined;
  /** Content-Disposition: attachment (downloads: the account export shows progress against Content-Length). */
  attachment: boolean;
  /** Body size in bytes; null for a stream or anything else whose size is not known up front. */
  size: number | null;
  acceptEncoding: string | undefined;
}

/** The encoding to compress a response with, or null to send it as it is. */
export function compressionDecision(c: CompressionCandidate): Encoding | null {
  if (c.method === 'HEAD') return null;
  if (c.status === 204 || c.status === 304 || c.status < 200) return null;
  if (c.size === null || c.size < COMPRESS_THRESHOLD) return null;
  if (c.contentEncoding && c.contentEncoding.toLowerCase() !== 'identity') return null;
  if (c.attachment) return null;
  if (c.cacheControl && /(?:^|[\s,])no-transform(?:$|[\s,])/i.test(c.cacheControl)) return null;
  if (!isCompressibleType(c.contentType)) return null;
  return pickEncoding(c.acceptEncoding);
}

/**
 * Fast settings, chosen by measurement (2-core machine, median of 10): on the real 4.43 MB answer of
 * GET /api/tasks/available with 10,000 bench tasks, brotli quality 1 took 7 ms to 11.8%, gzip level 1
 * 14 ms to 12.4%, gzip 6 (zlib's default) 26 ms to 11.3%, brotli 4 25 ms to 10.9%; on a harder
 * 4.8 MB synthetic answer (random ids and photo links) brotli 1 ~25 ms to 17.7%, gzip 1 ~45 ms to
 * 19.9%. Brotli 1 is the cheapest and smaller than gzip 1; gzip 1 serves clients without br.
 */
function encode(body: string | Buffer, encoding: Encoding, size: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') {
      zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } }, done);
    } else zlib.gzip(body, { level: 1 }, done);
  });
}

/** How many compressed answers with an ETag the middleware keeps. */
const CACHE_MAX = 8;

/**
 * Compresses text answers of at least COMPRESS_THRESHOLD bytes for clients that accept br or gzip;
 * leaves streams (the static files, precompressed by the build, index.html), HEAD, 204/304,
 * downloads (Content-Disposition: attachment, whose progress the client computes from Content-Length)
 * and answers with their own Content-Encoding or `Cache-Control: no-transform` alone. Mounted outermost
 * (after the request log), so it also sees the JSON errors and the modules' early middleware.
 *
 * An answer with an ETag whose body is the same string as last time (the tasks module shares one
 * JSON string per query and version: TasksService.availableAnswer) is compressed once per encoding.
 */
export function compress() {
  const cache = new Map<string, { source: string | Buffer; value: Promise<Buffer> }>();
  return async (ctx: Context, next: Next) => {
    await next();
    if (ctx.respond === false) return;
    const body: unknown = ctx.body;
    const contentType = ctx.response.get('Content-Type') || undefined;
    if (ctx.status === 304 || (body != null && !(body instanceof Stream) && isCompressibleType(contentType))) ctx.vary('Accept-Encoding');
    let text: string | Buffer;
    if (typeof body === 'string' || Buffer.isBuffer(body)) text = body;
    else if (body != null && typeof body === 'object' && !(body instanceof Stream) && ctx.response.is('json')) text = JSON.stringify(body);
    else return;
    const size = typeof text === 'string' ? Buffer.byteLength(text) : text.length;
    const encoding = compressionDecision({
      method: ctx.method,
      status: ctx.status,
      contentType,
      contentEncoding: ctx.response.get('Content-Encoding') || undefined,
      cacheControl: ctx.response.get('Cache-Control') || undefined,
      attachment: /^\s*attachment\b/i.test(ctx.response.get('Content-Disposition') || ''),
      size,
      acceptEncoding: ctx.get('Accept-Encoding') || undefined,
    });
    if (!encoding) return;

    const etag = ctx.response.get('ETag');
    let value: Promise<Buffer>;
    if (etag) {
      const key = `${encoding} ${etag}`;
      const hit = cache.get(key);
      if (hit && hit.source === text) value = hit.value;
      else {
        value = encode(text, encoding, size);
        const entry = { source: text, value };
        cache.delete(key);
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(key, entry);
        value.catch(() => {
          if (cache.get(key) === entry) cache.delete(key);
        });
      }
    } else value = encode(text, encoding, size);

    let compressed: Buffer;
    try {
      compressed = await value;
    } catch {
      return; // sent as it is
    }
    const status = ctx.status;
    ctx.body = compressed;
    ctx.status = status;
    if (contentType) ctx.set('Content-Type', contentType);
    ctx.set('Content-Encoding', encoding);
    // The bytes differ from the uncompressed answer's: a strong validator must not claim otherwise.
    if (etag && !etag.startsWith('W/')) ctx.set('ETag', `W/${etag}`);
  };
}
