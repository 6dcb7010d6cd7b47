import crypto from 'node:crypto';
import type { Context, Middleware, Next } from 'koa';
import { ErrorCodes } from '../../shared/errors';
import type { AppMetrics } from '../metrics';
import { HttpError, notFound } from './errors';
import { methodLabel } from './route-label';
import { uploadedFile } from './upload';

/** Request durations in seconds (prom-client's default buckets). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Upload sizes in bytes, 64 KB to 16 MB (photos are at most 15 MB). */
const UPLOAD_BUCKETS = [64, 256, 512, 1024, 2048, 4096, 8192, 16384].map((kb) => kb * 1024);

/**
 * Counts every request and its duration by method, route (routeLabeler: a template, never the raw
 * path) and status, and the size of each accepted upload (a file the endpoint answered below 400)
 * by route. Outside the error middleware, so it sees the status the client got.
 */
export function requestMetrics(metrics: AppMetrics, routeOf: (ctx: Context) => string): Middleware {
  const labels = ['method', 'route', 'status'] as const;
  const requests = metrics.counter({ name: 'http_requests_total', help: 'HTTP requests by method, route template and status.', labels });
  const durations = metrics.histogram({ name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request, by method, route template and status.', labels, buckets: DURATION_BUCKETS });
  const uploads = metrics.histogram({ name: 'photo_upload_bytes', help: 'Sizes of accepted photo uploads as sent, by route template.', labels: ['route'], buckets: UPLOAD_BUCKETS });
  return async (ctx, next) => {
    const start = performance.now();
    let failed = false;
    try {
      await next();
    } catch (err) {
      failed = true;
      throw err;
    } finally {
      const route = routeOf(ctx);
      const l = { method: methodLabel(ctx.method), route, status: String(failed ? 500 : ctx.status) };
      requests.inc(l);
      durations.observe(l, (performance.now() - start) / 1000);
      const file = uploadedFile(ctx);
      if (file && !failed && ctx.status < 400) uploads.observe({ route }, file.buffer.length);
    }
  };
}

/** Socket addresses of this machine. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a request with one came from elsewhere, even when the proxy runs on this machine. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format, for a scraper on this machine (a loopback connection that
 * did not come through a proxy) or, with METRICS_TOKEN set, one sending `Authorization: Bearer
 * <token>` from anywhere. Anyone else gets the app's plain 404, so the page does not show it exists.
 */
export function metricsPage(metrics: AppMetrics, token: string | undefined): Middleware {
  const expected = token ? digest(token) : undefined;
  const mayRead = (ctx: Context) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'));
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (expected && bearer && crypto.timingSafeEqual(digest(bearer[1]!), expected)) return true;
    return LOOPBACK.has(ctx.req.socket.remoteAddress ?? '') && PROXY_HEADERS.every((h) => ctx.req.headers[h] === undefined);
  };
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/metrics') return next();
    if (!mayRead(ctx)) throw notFound();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new HttpError(405, ErrorCodes.METHOD_NOT_ALLOWED, `The method ${ctx.method} is not supported here.`, undefined, { Allow: 'GET, HEAD' });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.text();
  };
}
