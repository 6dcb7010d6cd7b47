import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import type { Config } from '../../../server/config';
import { tileOrigins } from '../../../server/config';
import { clientAddress, rateLimitsOf } from '../../../server/http/rate-limit';
import { buildCsp } from '../../../server/http/security-headers';
import { isValidLatLon } from '../../../shared/geo';
import { toLanguage, type Language } from '../../../shared/language';
import type { EventDto, EventsApi } from '../../events/contract';
import type { LitterApi } from '../../litter/contract';
import { categoriesChartSection, EMBED_CHARTS } from './chart-section';
import type { EmbedService } from './service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The embed's public pages (outside /api): /widget.js, /embed/map (framable only by the allowed
 * origins, through CSP frame-ancestors) and /embed/demo. Built files come from dist/embed.
 */
/** Upcoming events listed under the map: at most this many, within the partner's area (else this radius around the map's centre). */
export const EMBED_EVENTS_MAX = 3;
export const EMBED_EVENTS_RADIUS_KM = 10;

/** The events section's heading and date locale, per language. */
export const EVENT_TEXTS = {
  en: { heading: 'Upcoming cleanups', locale: 'en-GB' },
  de: { heading: 'Nächste Aufräumaktionen', locale: 'de-DE' },
  fr: { heading: 'Prochaines opérations de nettoyage', locale: 'fr-FR' },
  es: { heading: 'Próximas jornadas de limpieza', locale: 'es-ES' },
  it: { heading: 'Prossimi eventi di pulizia', locale: 'it-IT' },
  nl: { heading: 'Komende opruimacties', locale: 'nl-NL' },
  pl: { heading: 'Nadchodzące akcje sprzątania', locale: 'pl-PL' },
  ar: { heading: 'حملات التنظيف القادمة', locale: 'ar' },
} as const satisfies Record<Language, { heading: string; locale: string }>;

/**
 * The upcoming events near the map as a short server-rendered list (issue 24: no client code, the
 * embed bundle is at its budget): title, day and a link to the event in the app. Empty without events.
 */
export function eventsSection(events: readonly EventDto[], appOrigin: string, lang: Language): string {
  if (events.length === 0) return '';
  const t = EVENT_TEXTS[lang];
  const day = new Intl.DateTimeFormat(t.locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const items = events
    .map((e) => `<li><a href="${escapeHtml(`${appOrigin}/events/${encodeURIComponent(e.id)}`)}" target="_blank" rel="noopener">${escapeHtml(e.title)}</a> <time datetime="${escapeHtml(e.startsAt)}">${escapeHtml(day.format(new Date(e.startsAt)))}</time></li>`)
    .join('');
  return `<section class="cq-events" aria-labelledby="cq-events-heading"><h2 id="cq-events-heading">${escapeHtml(t.heading)}</h2><ul>${items}</ul></section>`;
}

/** Puts the events' section into the map page, right before its footer (or the end of the body). */
export function withEvents(html: string, section: string): string {
  if (!section) return html;
  const at = html.indexOf('<footer');
  if (at >= 0) return html.slice(0, at) + section + html.slice(at);
  const end = html.lastIndexOf('</body>');
  return end >= 0 ? html.slice(0, end) + section + html.slice(end) : html + section;
}

/** Issue 40: the chart's data, when the app has the litter module. */
export interface EmbedChartSource {
  litter: Pick<LitterApi, 'charts' | 'categoryLabels'>;
  now: () => Date;
}

/** A chart section is kept this long per area and language (every visitor of a partner's site loads the page). */
export const EMBED_CHART_TTL_MS = 5 * 60_000;
const EMBED_CHART_CACHE_MAX = 500;
/**
 * Charts counted afresh (cache misses) per address: each is a year's aggregate over the area, and any
 * centre can be asked for (lat/lon in the query), so a script walking the map would bypass the cache.
 * Counted only on a miss, times RATE_LIMIT_FACTOR; over it, the page comes without the chart (the map
 * works as before): a partner's visitors see the cached chart of the partner's centre.
 */
export const EMBED_CHART_BUDGET = { points: 60, windowSeconds: 3600 } as const;
const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

export function embedPages(service: EmbedService, config: Config, events: Pick<EventsApi, 'upcomingNear'> | null = null, charts: EmbedChartSource | null = null) {
  const dir = path.join(config.staticDir, 'embed');
  const cspOptions = { tileOrigins: tileOrigins(config.mapTileUrl), https: config.publicUrl.protocol === 'https:' };
  const read = (file: string) => fs.readFile(path.join(dir, file), 'utf8').catch(() => null);

  /** The events' section for the map's centre (lat, lon in the query); empty without the events module or on a failure. */
  const upcomingSection = async (search: URLSearchParams, radiusKm: number): Promise<string> => {
    const lat = Number(search.get('lat'));
    const lon = Number(search.get('lon'));
    if (!events || !search.has('lat') || !search.has('lon') || !isValidLatLon(lat, lon)) return '';
    try {
      const list = await events.upcomingNear({ latitude: lat, longitude: lon, radiusKm }, EMBED_EVENTS_MAX);
      return eventsSection(list, config.publicUrl.origin, toLanguage(search.get('lang')) ?? 'en');
    } catch {
      return '';
    }
  };

  const chartCache = new Map<string, { at: number; html: string }>();
  /** The chart the snippet asked for (`chart=categories`) of the map's area in the last 12 months; empty without it, the litter module or on a failure. */
  const chartSection = async (ctx: Context, search: URLSearchParams, radiusKm: number): Promise<string> => {
    const lat = Number(search.get('lat'));
    const lon = Number(search.get('lon'));
    if (!charts || !(EMBED_CHARTS as readonly string[]).includes(search.get('chart') ?? '') || !search.has('lat') || !search.has('lon') || !isValidLatLon(lat, lon)) return '';
    const lang: Language = toLanguage(search.get('lang')) ?? 'en';
    const key = `${lat.toFixed(4)},${lon.toFixed(4)},${radiusKm},${lang}`;
    const now = charts.now();
    const kept = chartCache.get(key);
    if (kept && now.getTime() - kept.at < EMBED_CHART_TTL_MS) return kept.html;
    try {
      const limits = rateLimitsOf(ctx);
      await limits.consume('embed-chart', clientAddress(ctx), EMBED_CHART_BUDGET.points * limits.factor, EMBED_CHART_BUDGET.windowSeconds, 'Too many charts');
    } catch {
      return ''; // over the budget (429), or the counter's database failed: the page without its chart
    }
    try {
      // Whole UTC days, today included: from the day a year ago to the end of today.
      const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
      const period = { from: new Date(to.getTime() - YEAR_MS - DAY_MS), to };
      const data = await charts.litter.charts({ latitude: lat, longitude: lon, radiusKm }, period, 'year');
      const labels = charts.litter.categoryLabels();
      const html = categoriesChartSection(data.categories.map((c) => ({ name: labels[c.category]?.[lang] ?? c.category, count: c.count })), period, lang);
      if (chartCache.size >= EMBED_CHART_CACHE_MAX) chartCache.clear();
      chartCache.set(key, { at: now.getTime(), html });
      return html;
    } catch {
      return '';
    }
  };

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
        search.set('lat', String(partner.center.latitude));
        search.set('lon', String(partner.center.longitude));
        if (!search.has('zoom')) search.set('zoom', String(partner.zoom));
        if (partner.color && !search.has('color')) search.set('color', partner.color);
        ctx.redirect(`/embed/map?${search}`);
        return;
      }
      const page = await read('map.html');
      if (page === null) return next();
      const radiusKm = partner?.area.radiusKm ?? EMBED_EVENTS_RADIUS_KM;
      const [chart, upcoming] = await Promise.all([chartSection(ctx, search, radiusKm), upcomingSection(search, radiusKm)]);
      const html = withEvents(page, chart + upcoming);
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
<p>Options: <code>data-lat</code>, <code>data-lon</code>, <code>data-zoom</code> (2-18), <code>data-lang</code> (<code>en</code> or <code>de</code>), <code>data-height</code> in pixels, <code>data-partner</code> with your partner id, and <code>data-chart="categories"</code> for a small chart of the litter found in the area. To choose where the map goes, add <code>&lt;div data-cleanquest-map&gt;&lt;/div&gt;</code>. Only registered partner sites can show the map; ask us to register your site's address.</p>
<h2>Live preview</h2>
<div data-cleanquest-map></div>
<script src="/widget.js" data-lat="51.4828" data-lon="11.9697" data-zoom="14" data-lang="en" async></script>
</main></body></html>`;
      return;
    }
    return next();
  };
}
