import fs from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import { loadPageRenderer } from '../page-renderer';
import type { Logger } from './errors';
import { immutableAssets } from './client-files';
import { serverRenderedPages } from './pages';

/** Where the anchor is served (scripts/bench-anchor/webpack.ts builds for it). */
export const ANCHOR_PATH = '/bench/anchor';

/**
 * The benchmark anchor (issue 38; BENCH_ANCHOR_DIR, off by default): the smallest honest version of
 * the first screen on the same stack (scripts/bench-anchor, built by `npm run build:anchor` into
 * dist-anchor/), served by this process beside the app so the page benchmarks measure both alike.
 * GET /bench/anchor is server-rendered as the app's pages are (serverRenderedPages: rendered, kept,
 * compressed and tagged the same way); /bench/anchor/<file> are its built files with the headers of
 * the app's static files. Nothing else: no API, no writes, no data of a person. Unset, both are a
 * plain 404 (not the app's page for an unknown path).
 */
export function benchAnchor(dir: string | undefined, clientConfig: Record<string, unknown>, log: Logger): Middleware {
  if (!dir) return async (ctx, next) => (isAnchorPath(ctx.path) ? notFound(ctx) : next());
  const publicDir = path.join(dir, 'public');
  const template = path.join(publicDir, 'index.html');
  const render = loadPageRenderer(path.join(dir, 'render.cjs'), log);
  if (!render || !fs.existsSync(template)) throw new Error(`BENCH_ANCHOR_DIR=${dir} holds no built anchor (npm run build:anchor writes it)`);
  const page = serverRenderedPages({ template: fs.readFileSync(template, 'utf8'), render: render({ clientConfig }), log });
  const files = serve(publicDir, { index: false, maxage: 0, setHeaders: immutableAssets });
  return async (ctx, next) => {
    if (!isAnchorPath(ctx.path)) return next();
    if (ctx.path === ANCHOR_PATH) await page(ctx, async () => undefined);
    else if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      const full = ctx.path;
      ctx.path = full.slice(ANCHOR_PATH.length);
      try {
        await files(ctx, async () => undefined);
      } finally {
        ctx.path = full;
      }
    }
    if (ctx.body == null && ctx.status === 404) notFound(ctx);
  };
}

const isAnchorPath = (p: string) => p === ANCHOR_PATH || p.startsWith(`${ANCHOR_PATH}/`);

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = 'Not Found';
}
