import fs from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import serve from 'koa-static';
import type { CreatePageRenderer } from '../../shared/page-rendering';
import type { Logger } from './errors';
import { findTextScripts, serverRenderedPages } from './pages';
import { missingFilesAre404 } from './static-files';

/**
 * The built client (STATIC_DIR): its files (hashed assets immutable, source maps never), index.html
 * for client-side routes (503 with a hint before the first build), and the server-rendered pages when
 * the server-rendering bundle is there.
 */
export function serveClient(koa: Koa, o: { staticDir: string; pageRenderer?: CreatePageRenderer; clientConfig: Record<string, unknown>; log: Logger }): void {
  const indexHtml = path.join(o.staticDir, 'index.html');
  koa.use(noSourceMaps());
  koa.use(serve(o.staticDir, { index: false, maxage: 0, setHeaders: immutableAssets }));
  // A file that is not there (/robots.txt, a script of an old deploy) is a 404, never the page.
  koa.use(missingFilesAre404());
  koa.use(async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body != null || ctx.method !== 'GET' || ctx.path.startsWith('/api')) return;
    if (!fs.existsSync(indexHtml)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The client is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(indexHtml);
  });
  if (o.pageRenderer) {
    if (fs.existsSync(indexHtml)) {
      const template = fs.readFileSync(indexHtml, 'utf8');
      const textScripts = findTextScripts(fs.readdirSync(o.staticDir));
      koa.use(serverRenderedPages({ template, render: o.pageRenderer({ clientConfig: o.clientConfig }), textScripts, log: o.log }));
    } else o.log.info(`server rendering off: ${indexHtml} is missing (npm run build)`);
  }
}

/**
 * Source maps are never served, even when one lies in STATIC_DIR (the build writes them to
 * dist-sourcemaps/): a plain 404, not the client's index.html. koa-static decodes the path, so the
 * decoded path is checked (%2Emap), without regard to case, with or without a .br/.gz suffix.
 */
function noSourceMaps(): Koa.Middleware {
  return async (ctx, next) => {
    let decoded = ctx.path;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      // koa-static answers a malformed path itself.
    }
    if (!/\.map(\.br|\.gz)?\/*$/i.test(decoded)) return next();
    ctx.status = 404;
    ctx.type = 'text/plain';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = 'Not Found';
  };
}

/**
 * Hashed webpack assets never change; everything else is revalidated. The build writes .br/.gz next
 * to each asset and koa-static serves them to clients that accept the encoding (filePath is then the
 * compressed file's).
 */
export function immutableAssets(res: { setHeader(name: string, value: string): void }, filePath: string) {
  if (/\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)(\.br|\.gz)?$/.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
  if (/\.(js|css|svg)(\.br|\.gz)?$/.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
}
