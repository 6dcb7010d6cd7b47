import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { directionOf, isLanguage, type KnownLanguage, type Language } from '../../shared/language';
import { pageLanguage } from '../i18n';
import type { PageRenderer, RenderedPage } from '../../shared/page-rendering';
import { pickEncoding, type Encoding } from './compress';
import type { Logger } from './errors';
import { isNotModified } from './conditional';

/** The id of the JSON script element the browser hydrates from (src/client/app/ssr/state.ts). */
const SSR_STATE_ID = 'cq-ssr-state';

/**
 * The built index.html with a rendered page in it: the page's language and its direction on <html>, its critical CSS
 * in the head, its markup in #root and its state after it. The config preload goes: the config is
 * in the state.
 */
export function fillTemplate(template: string, page: RenderedPage, language: KnownLanguage, scripts: string[] = []): string {
  const tags = scripts.map((src) => `<script defer="defer" src="${src}"></script>`).join('');
  return template
    .replace(/<html([^>]*)>/, (_, attrs: string) => `<html${attrs.replace(/\s(lang|dir)="[^"]*"/g, '')} lang="${language}" dir="${directionOf(language)}">`)
    .replace(/<link rel="preload" href="\/api\/config"[^>]*>/, '')
    .replace('</head>', `${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.markup}</div><script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>`,
    )
    .replace('</body>', `${tags}</body>`);
}

interface CachedPage {
  status: number;
  html: string;
  etag: string;
  /** The page compressed with an encoding (made at the first request that asks for it, then kept). */
  encoded(encoding: Encoding): Promise<Buffer>;
}

/**
 * A page that is kept is compressed once, as small as it gets (brotli 11, gzip 9: a few tens of
 * milliseconds, once); a page rendered for one request only with zlib's fast settings.
 */
function compressor(html: string, kept: boolean): (encoding: Encoding) => Promise<Buffer> {
  const done = new Map<Encoding, Promise<Buffer>>();
  return (encoding) => {
    let out = done.get(encoding);
    if (!out) {
      out = new Promise<Buffer>((resolve, reject) => {
        const cb = (err: Error | null, buf: Buffer) => (err ? reject(err) : resolve(buf));
        if (encoding === 'br') zlib.brotliCompress(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 11 : 1 } }, cb);
        else zlib.gzip(html, { level: kept ? 9 : 1 }, cb);
      });
      done.set(encoding, out);
    }
    return out;
  };
}

/** Rendered pages kept per path and language (paths without a query; the page depends on nothing else). */
const CACHE_MAX = 64;

/**
 * Answers GET requests for pages (not /api, not files) with server-rendered HTML: the shell and the
 * screen, readable before any JavaScript runs. The rendering depends only on the path and the
 * language (no personal data: that comes from the API after hydration), so each is rendered once
 * and kept with its compressed forms and an ETag. Falls through (the plain index.html) for pages
 * rendered in the browser only (the admin area) and when rendering fails.
 */
export interface PagesOptions {
  /** The built index.html. */
  template: string;
  render: PageRenderer;
  /** Per language, the script of its texts chunk (loaded with the page, not after the app's scripts). */
  textScripts?: Partial<Record<Language, string>>;
  log: Logger;
}

export function serverRenderedPages({ template, render, textScripts = {}, log }: PagesOptions): Middleware {
  const cache = new Map<string, Promise<CachedPage | null>>();

  async function build(url: string, language: Language, kept: boolean): Promise<CachedPage | null> {
    const page = await render(url, language);
    if (!page) return null;
    const texts = textScripts[language];
    const html = fillTemplate(template, page, language, texts ? [texts] : []);
    const etag = `"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    return { status: page.status, html, etag, encoded: compressor(html, kept) };
  }

  function lookup(url: string, language: Language): Promise<CachedPage | null> {
    const cacheable = !url.includes('?');
    const key = `${language} ${url}`;
    const hit = cacheable ? cache.get(key) : undefined;
    if (hit) return hit;
    const pending = build(url, language, cacheable);
    if (cacheable) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  }

  return async (ctx: Context, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api')) return next();
    await next();
    if (ctx.status !== 404 || ctx.body != null) return;
    const language = pageLanguage(ctx);
    let page: CachedPage | null;
    try {
      page = await lookup(ctx.url, language);
    } catch (err) {
      log.error(`server rendering of ${ctx.path} failed; serving the page to render in the browser`, err);
      return;
    }
    if (!page) return;
    ctx.status = page.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', page.etag);
    ctx.vary('Accept-Encoding');
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    if (page.status === 200 && isNotModified(ctx)) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    const encoding = pickEncoding(ctx.get('Accept-Encoding') || undefined);
    if (encoding) {
      ctx.set('Content-Encoding', encoding);
      ctx.body = await page.encoded(encoding);
    } else ctx.body = page.html;
  };
}

/** The texts chunk of each language in the built client (webpack chunk names texts-en, texts-de). */
export function findTextScripts(files: string[]): Partial<Record<Language, string>> {
  const scripts: Partial<Record<Language, string>> = {};
  for (const file of files) {
    const m = /^texts-([a-z]{2})\.[0-9a-f]+\.js$/.exec(file);
    if (m && isLanguage(m[1])) scripts[m[1]] = `/${file}`;
  }
  return scripts;
}
