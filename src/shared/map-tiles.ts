/**
 * Map tiles and their attribution (MAP_TILE_URL, MAP_ATTRIBUTION). The default is OpenStreetMap's
 * standard tile server without subdomains, as the OSM tile usage policy asks (issue 16 overrides the
 * spec's 'subdomains a to c'), credited with a link to the OpenStreetMap copyright page.
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

// <a href="http(s)://..."> with optional target/rel/title (so the output reads back unchanged), plain text inside.
const LINK = /<a\s+href="(https?:\/\/[^"'<>\s]+)"(?:\s+(?:target|rel|title)="[^"<>]*")*\s*>([^<>]*)<\/a\s*>/gi;

/** Escapes text for HTML, keeping character references such as &copy; or &#169;. */
const escapeText = (s: string) =>
  s
    .replace(/&(?!(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * Leaflet puts the attribution into the page as HTML, so only text and http(s) links survive: every
 * link is rebuilt (opening in a new tab, which also works inside the sandboxed embed frame) and
 * everything else is escaped. `onlyLinks` is false when the input held other markup, which the
 * configuration refuses.
 */
export function sanitizeAttribution(raw: string): { html: string; onlyLinks: boolean } {
  let html = '';
  let onlyLinks = true;
  let last = 0;
  const text = (s: string) => {
    if (/[<>]/.test(s)) onlyLinks = false;
    return escapeText(s);
  };
  for (const m of raw.matchAll(LINK)) {
    html += text(raw.slice(last, m.index));
    html += `<a href="${escapeText(m[1]!)}" target="_blank" rel="noopener noreferrer">${text(m[2]!)}</a>`;
    last = m.index + m[0].length;
  }
  html += text(raw.slice(last));
  return { html, onlyLinks };
}

/** The attribution as safe HTML for Leaflet. */
export const attributionHtml = (raw: string) => sanitizeAttribution(raw).html;

/**
 * The tile template and attribution to use from a GET /api/config answer (or none, when it failed):
 * an http(s) template with {z}, else the defaults; the attribution always as safe HTML.
 */
export function mapTileSettings(answer: unknown): { mapTileUrl: string; mapAttribution: string } {
  const a = (answer && typeof answer === 'object' ? answer : {}) as { mapTileUrl?: unknown; mapAttribution?: unknown };
  if (typeof a.mapTileUrl !== 'string' || !/^https?:\/\//.test(a.mapTileUrl) || !a.mapTileUrl.includes('{z}')) {
    return { mapTileUrl: DEFAULT_MAP_TILE_URL, mapAttribution: attributionHtml(DEFAULT_MAP_ATTRIBUTION) };
  }
  return { mapTileUrl: a.mapTileUrl, mapAttribution: attributionHtml(typeof a.mapAttribution === 'string' && a.mapAttribution ? a.mapAttribution : DEFAULT_MAP_ATTRIBUTION) };
}
