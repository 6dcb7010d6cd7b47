/**
 * CleanQuest widget loader (widget.js), pasted by partners:
 *   <script src="https://<host>/widget.js" data-lat=".." data-lon=".." data-zoom=".." data-lang="de" async></script>
 * Optional: data-partner="<id>", data-height="480", data-chart="categories" (issue 40: a small chart of the
 * litter found in the area under the map), and a <div data-cleanquest-map> target.
 * It only inserts a lazy-loaded, responsive iframe of /embed/map: the host page's styles and scripts
 * and ours never mix. Budget: 2 KB gzipped (checked in CI).
 */
import { toLanguage } from '../shared/language';
import { FRAME_TITLES } from './frame-title';

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  const origin = new URL(script.src).origin;
  const d = script.dataset;
  const params = new URLSearchParams();
  for (const key of ['lat', 'lon', 'zoom', 'lang', 'partner', 'chart'] as const) {
    const v = d[key];
    if (v) params.set(key, v);
  }
  const target = document.querySelector<HTMLElement>('[data-cleanquest-map]:not([data-cleanquest-ready])');
  const frame = document.createElement('iframe');
  frame.src = `${origin}/embed/map?${params}`;
  frame.title = FRAME_TITLES[toLanguage(d.lang) ?? 'en'];
  frame.loading = 'lazy';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
  const height = Number(d.height) > 0 ? Number(d.height) : 480;
  frame.style.cssText = `display:block;width:100%;max-width:100%;height:${height}px;border:0;border-radius:8px`;
  if (target) {
    target.setAttribute('data-cleanquest-ready', '');
    target.appendChild(frame);
  } else {
    script.insertAdjacentElement('afterend', frame);
  }
})();
