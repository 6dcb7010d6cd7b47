/**
 * The embeddable map (/embed/map): Leaflet (the parts in leaflet-parts.ts) + supercluster, no React or MUI, cookie-less (every fetch
 * omits credentials) and read-only. Budget: 50 KB gzipped of JavaScript, 5 KB of CSS (checked in CI).
 */
import 'leaflet/dist/leaflet.css';
import './embed.css';
import type * as Leaflet from 'leaflet';
import { L } from './leaflet-parts';
import Supercluster from 'supercluster';
import { DEFAULT_MAP_POINT, MAP_MAX_ZOOM, MAP_ZOOM } from '../shared/constants';
import { directionOf, toLanguage } from '../shared/language';
import { mapTileSettings } from '../shared/map-tiles';
import { PRIORITY_COLORS, WASTE_ICON_PATHS, type TaskDto } from '../modules/tasks/contract';
import { texts } from './i18n';

const POLL_MS = 15_000;
const q = new URLSearchParams(location.search);
const num = (v: string | null, lo: number, hi: number, dflt: number) => {
  const n = v === null ? NaN : Number(v);
  return Number.isFinite(n) && n >= lo && n <= hi ? n : dflt;
};
const lang = toLanguage(q.get('lang')) ?? 'en';
const t = texts(lang);
document.documentElement.lang = lang;
document.documentElement.dir = directionOf(lang);
const accent = q.get('color');
if (accent && /^#[0-9a-f]{6}$/i.test(accent)) document.documentElement.style.setProperty('--cq-accent', accent);

const $ = (id: string) => document.getElementById(id)!;
const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};
const fill = (s: string, v: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(v[k] ?? ''));

$('cq-open-label').textContent = t.open;
$('cq-cleaned-label').textContent = t.cleaned;
$('cq-list-heading').textContent = t.listHeading;
$('cq-map').setAttribute('aria-label', t.title);
const home = $('cq-home') as HTMLAnchorElement;
home.href = `${location.origin}/map`;
home.textContent = t.poweredBy;
const toggle = $('cq-toggle') as HTMLButtonElement;
const list = $('cq-list');
toggle.textContent = t.list;
toggle.addEventListener('click', () => {
  const show = list.hidden;
  list.hidden = !show;
  toggle.setAttribute('aria-expanded', String(show));
  toggle.textContent = show ? t.map : t.list;
  if (show) (list.querySelector('button, a') as HTMLElement | null)?.focus();
  map.invalidateSize();
});

const map = L.map('cq-map', { maxZoom: MAP_MAX_ZOOM, zoomControl: true }).setView(
  [num(q.get('lat'), -90, 90, DEFAULT_MAP_POINT.latitude), num(q.get('lon'), -180, 180, DEFAULT_MAP_POINT.longitude)],
  num(q.get('zoom'), 2, MAP_MAX_ZOOM, MAP_ZOOM),
);
const layer = L.layerGroup().addTo(map);

// Leaflet renders the attribution as HTML: mapTileSettings keeps only text and links (which open in a
// new tab: the loader's sandbox allows popups, and OSM's pages refuse to be framed).
fetch('/api/config', { credentials: 'omit' })
  .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
  .catch(() => null)
  .then((answer: unknown) => {
    const c = mapTileSettings(answer);
    L.tileLayer(c.mapTileUrl, { maxZoom: MAP_MAX_ZOOM, tileSize: 256, subdomains: 'abc', attribution: c.mapAttribution }).addTo(map);
  });

const icons = new Map<string, Leaflet.DivIcon>();
function taskIcon(task: TaskDto): Leaflet.DivIcon {
  const key = `${task.report.wasteType}|${task.report.priority}`;
  let icon = icons.get(key);
  if (!icon) {
    const color = PRIORITY_COLORS[task.report.priority] ?? PRIORITY_COLORS.medium;
    const path = WASTE_ICON_PATHS[task.report.wasteType] ?? WASTE_ICON_PATHS.general;
    icon = L.divIcon({ className: '', html: `<span class="cq-marker" style="background:${color}"><svg viewBox="0 0 24 24" aria-hidden="true"><path fill="#fff" d="${path}"/></svg></span>`, iconSize: [32, 32], iconAnchor: [16, 16], popupAnchor: [0, -16] });
    icons.set(key, icon);
  }
  return icon;
}

const taskLink = (task: TaskDto) => `${location.origin}/tasks?task=${encodeURIComponent(task.id)}`;
const typeName = (task: TaskDto) => fill(t.waste, { type: t.types[task.report.wasteType] ?? task.report.wasteType });

/** Popup content built as DOM nodes: server text is never parsed as HTML. */
function popup(task: TaskDto): HTMLElement {
  const box = el('div', { className: 'cq-pop' });
  if (task.report.thumbnailUrl) {
    // A photo hidden by moderation (404) or deleted (410) shows a neutral note, not a broken image.
    const img = el('img', { src: task.report.thumbnailUrl, alt: '', loading: 'lazy' });
    img.onerror = () => img.replaceWith(el('p', { className: 'cq-nophoto' }, t.noPhoto));
    box.append(img);
  }
  const dot = el('span', { className: 'cq-dot' });
  dot.style.background = PRIORITY_COLORS[task.report.priority];
  box.append(
    el('p', {}, el('strong', {}, typeName(task))),
    el('p', {}, dot, t.priority[task.report.priority] ?? task.report.priority),
    el('p', {}, `+${task.reward} ${t.coins}`),
    el('p', {}, el('a', { href: taskLink(task), target: '_blank', rel: 'noopener' }, t.help)),
  );
  return box;
}

let tasks: TaskDto[] = [];
let index: Supercluster<{ i: number }> | null = null;

function render(): void {
  layer.clearLayers();
  const b = map.getBounds();
  const inView = tasks.filter((x) => b.contains([x.report.latitude, x.report.longitude]));
  $('cq-open').textContent = tasks.length >= 10000 ? '10000+' : String(inView.length);
  if (!index) return;
  for (const f of index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(map.getZoom()))) {
    const [lon, lat] = f.geometry.coordinates as [number, number];
    const p = f.properties as { cluster?: boolean; point_count?: number; cluster_id?: number; i?: number };
    if (p.cluster) {
      const n = p.point_count!;
      const size = n < 10 ? 34 : n < 100 ? 42 : 50;
      const m = L.marker([lat, lon], { icon: L.divIcon({ className: '', html: `<span class="cq-cluster">${n}</span>`, iconSize: [size, size] }), title: fill(t.cluster, { n }), keyboard: true });
      m.on('click', () => map.setView([lat, lon], Math.min(index!.getClusterExpansionZoom(p.cluster_id!), MAP_MAX_ZOOM)));
      layer.addLayer(m);
    } else {
      const task = tasks[p.i!]!;
      layer.addLayer(L.marker([lat, lon], { icon: taskIcon(task), title: typeName(task), keyboard: true }).bindPopup(() => popup(task)));
    }
  }
  renderList(inView);
}

function renderList(inView: TaskDto[]): void {
  const c = map.getCenter();
  const items = inView
    .map((task) => ({ task, d: c.distanceTo([task.report.latitude, task.report.longitude]) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 50)
    .map(({ task }) => {
      const show = el('button', { type: 'button', className: 'cq-item' }, `${typeName(task)} · ${t.priority[task.report.priority]} · +${task.reward} ${t.coins}`);
      show.dataset.id = task.id;
      show.addEventListener('click', () => {
        const at: Leaflet.LatLngExpression = [task.report.latitude, task.report.longitude];
        // Open the popup once the map has arrived (a popup opened mid-animation is dropped).
        map.once('moveend', () => L.popup({ autoPan: true }).setLatLng(at).setContent(popup(task)).openOn(map));
        map.setView(at, Math.max(map.getZoom(), 16));
      });
      return el('li', {}, show, el('a', { href: taskLink(task), target: '_blank', rel: 'noopener' }, t.help));
    });
  // Keep keyboard focus on the same task when the list is rebuilt (polls, moves).
  const focusedId = (document.activeElement as HTMLElement | null)?.dataset?.id;
  $('cq-items').replaceChildren(...items);
  if (focusedId) (document.querySelector(`[data-id="${CSS.escape(focusedId)}"]`) as HTMLElement | null)?.focus();
  $('cq-status').textContent = items.length === 0 ? t.empty : '';
}

/** The area fetched: the view padded by half its size, rounded outward, so small pans reuse it (304s). */
function area(): string {
  const b = map.getBounds().pad(0.5);
  const step = Math.max(0.01, 360 / 2 ** Math.round(map.getZoom()) / 4);
  const r = (v: number, up: boolean) => (up ? Math.ceil(v / step) : Math.floor(v / step)) * step;
  const clamp = (v: number, lim: number) => Math.max(-lim, Math.min(lim, v));
  return `minLatitude=${clamp(r(b.getSouth(), false), 90).toFixed(4)}&minLongitude=${clamp(r(b.getWest(), false), 180).toFixed(4)}&maxLatitude=${clamp(r(b.getNorth(), true), 90).toFixed(4)}&maxLongitude=${clamp(r(b.getEast(), true), 180).toFixed(4)}`;
}

let lastArea = '';
/** The tasks of the area fetched, clustered and drawn. */
async function loadTasks(a: string): Promise<void> {
  try {
    // 'no-cache' revalidates with the server's ETag: an unchanged poll is a 304 answered from cache.
    const res = await fetch(`/api/tasks/available?${a}&limit=10000`, { credentials: 'omit', cache: 'no-cache' });
    if (!res.ok) throw new Error(String(res.status));
    tasks = (await res.json()) as TaskDto[];
    lastArea = a;
    index = new Supercluster<{ i: number }>({ radius: 60, maxZoom: 17 });
    index.load(tasks.map((x, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [x.report.longitude, x.report.latitude] } })));
    $('cq-status').textContent = '';
    render();
  } catch {
    $('cq-status').textContent = t.error;
  }
}

/** The 'cleaned this month' counter of the area; it keeps its last value when the request fails. */
async function loadStats(a: string): Promise<void> {
  try {
    const s = await fetch(`/api/embed/stats?${a}`, { credentials: 'omit', cache: 'no-cache' });
    if (s.ok) $('cq-cleaned').textContent = String(((await s.json()) as { cleanedThisMonth: number }).cleanedThisMonth);
  } catch {
    // the counter keeps its last value
  }
}

/** Both requests at once: the counter does not wait for the tasks (or their failure). */
async function load(): Promise<void> {
  const a = area();
  await Promise.all([loadTasks(a), loadStats(a)]);
}

$('cq-status').textContent = t.loading;
map.on('moveend', () => (area() === lastArea ? render() : void load()));
void load();
setInterval(() => void load(), POLL_MS);
