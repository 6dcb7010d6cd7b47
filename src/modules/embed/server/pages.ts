import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import type { Config } from '../../../server/config';
import { tileOrigins } from '../../../server/config';
import { buildCsp } from '../../../server/http/security-headers';
import type { EmbedService } from './service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The embed's public pages (outside /api): /widget.js, /embed/map (framable only by the allowed
 * origins, through CSP frame-ancestors) and /embed/demo. Built files come from dist/embed.
 */
export function embedPages(service: EmbedService, config: Config) {
  const dir = path.join(config.staticDir, 'embed');
  const cspOptions = { tileOrigins: tileOrigins(config.mapTileUrl), https: config.publicUrl.protocol === 'https:' };
  const read = (file: string) => fs.readFile(path.join(dir, file), 'utf8').catch(() => null);

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/widget.js') {
      const js = await read('widget.js');
      if (js === null) return next();
      ctx.type = 'application/javascript';
      ctx.set({ 'Cache-Control': 'public, max-age=300', 'Cross-Origin-Resource-Policy': 'cross-origin' });
      ctx.body = js;
      return;
    }
    if (ctx.path === '/embed/map') {
      const search = new URLSearchParams(ctx.querystring);
      // One partner id; none (or several) frames the map for the app's own pages only.
      const named = search.getAll('partner');
      const partnerId = named.length === 1 ? named[0]! : null;
      const { origins, partner } = await service.frameAncestors(partnerId);
      if (partnerId && !partner) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Unknown partner. Check the data-partner value of your CleanQuest snippet.';
        return;
      }
      if (partner && (!search.has('lat') || !search.has('lon'))) {
        search.set('lat', String(partner.center.lat));
        search.set('lon', String(partner.center.lon));
        if (!search.has('zoom')) search.set('zoom', String(partner.zoom));
        if (partner.color && !search.has('color')) search.set('color', partner.color);
        ctx.redirect(`/embed/map?${search}`);
        return;
      }
      const html = await read('map.html');
      if (html === null) return next();
      ctx.remove('X-Frame-Options');
      ctx.set({
        'Content-Security-Policy': buildCsp(cspOptions, ["'self'", ...origins]),
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'Cross-Origin-Opener-Policy': 'unsafe-none',
        'Cache-Control': 'no-cache',
      });
      ctx.type = 'html';
      ctx.body = html;
      return;
    }
    if (ctx.path === '/embed/demo') {
      const origin = config.publicUrl.origin;
      const snippet = `<script src="${origin}/widget.js" data-lat="51.4828" data-lon="11.9697" data-zoom="14" data-lang="de" async></script>`;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>CleanQuest map for your website</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:0 auto;padding:16px;color:#1a1a1a}pre{background:#f4f6f4;padding:12px;border-radius:8px;overflow:auto;white-space:pre-wrap}code{font-size:14px}</style></head>
<body><main><h1>Put a live CleanQuest map on your website</h1>
<p>Paste this snippet where the map should appear. It loads a small script that inserts the map in a frame, so your page's styles and scripts stay separate from ours.</p>
<pre><code>${escapeHtml(snippet)}</code></pre>
<p>Options: <code>data-lat</code>, <code>data-lon</code>, <code>data-zoom</code> (2-18), <code>data-lang</code> (<code>en</code> or <code>de</code>), <code>data-height</code> in pixels, and <code>data-partner</code> with your partner id. To choose where the map goes, add <code>&lt;div data-cleanquest-map&gt;&lt;/div&gt;</code>. Only registered partner sites can show the map; ask us to register your site's address.</p>
<h2>Live preview</h2>
<div data-cleanquest-map></div>
<script src="/widget.js" data-lat="51.4828" data-lon="11.9697" data-zoom="14" data-lang="en" async></script>
</main></body></html>`;
      return;
    }
    return next();
  };
}
