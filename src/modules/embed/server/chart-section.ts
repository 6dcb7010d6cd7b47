/**
 * Issue 40: the embed's one optional chart (`data-chart="categories"` on the snippet): the litter
 * categories tagged in the map's area in the last 12 months, rendered on the server as a few SVG bars
 * with a text summary and a table behind a native <details> toggle. No client code: MUI X Charts (or any
 * chart library) would not fit the embed's 50 KB budget, and the events list beside it is rendered the same way.
 */
import type { Language } from '../../../shared/language';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');

/** The charts the snippet may ask for (`data-chart`); anything else shows none. */
export const EMBED_CHARTS = ['categories'] as const;
export type EmbedChart = (typeof EMBED_CHARTS)[number];
/** Bars drawn at most (the table lists every category). */
export const EMBED_CHART_BARS = 5;

/** The chart's texts per language (exported for `npm run i18n:missing` and the completeness tests). */
export const CHART_TEXTS = {
  en: {
    locale: 'en-GB',
    heading: 'Litter found here',
    summary: 'In the last 12 months, most items were {name} ({count}, {percent}).',
    next: 'Next came {name} ({count}).',
    empty: 'No litter recorded in this period yet.',
    showTable: 'Show as table',
    caption: 'Items per category, {from} to {to}',
    headers: ['Category', 'Items', 'Share'],
  },
  de: {
    locale: 'de-DE',
    heading: 'Hier gefundener Müll',
    summary: 'In den letzten 12 Monaten waren die meisten Teile {name} ({count}, {percent}).',
    next: 'Danach kam {name} ({count}).',
    empty: 'In diesem Zeitraum wurde noch kein Müll erfasst.',
    showTable: 'Als Tabelle zeigen',
    caption: 'Teile pro Kategorie, {from} bis {to}',
    headers: ['Kategorie', 'Teile', 'Anteil'],
  },
  fr: {
    locale: 'fr-FR',
    heading: 'Déchets trouvés ici',
    summary: 'Ces 12 derniers mois, la plupart des objets étaient : {name} ({count}, {percent}).',
    next: 'Ensuite : {name} ({count}).',
    empty: 'Aucun déchet enregistré sur cette période pour l’instant.',
    showTable: 'Afficher en tableau',
    caption: 'Objets par catégorie, du {from} au {to}',
    headers: ['Catégorie', 'Objets', 'Part'],
  },
  es: {
    locale: 'es-ES',
    heading: 'Basura encontrada aquí',
    summary: 'En los últimos 12 meses, la mayoría de los objetos eran {name} ({count}, {percent}).',
    next: 'Después venía {name} ({count}).',
    empty: 'Aún no se ha registrado basura en este periodo.',
    showTable: 'Mostrar como tabla',
    caption: 'Objetos por categoría, del {from} al {to}',
    headers: ['Categoría', 'Objetos', 'Proporción'],
  },
  it: {
    locale: 'it-IT',
    heading: 'Rifiuti trovati qui',
    summary: 'Negli ultimi 12 mesi, la maggior parte degli oggetti era {name} ({count}, {percent}).',
    next: 'Seguiva {name} ({count}).',
    empty: 'Ancora nessun rifiuto registrato in questo periodo.',
    showTable: 'Mostra come tabella',
    caption: 'Oggetti per categoria, dal {from} al {to}',
    headers: ['Categoria', 'Oggetti', 'Quota'],
  },
  nl: {
    locale: 'nl-NL',
    heading: 'Hier gevonden zwerfafval',
    summary: 'In de afgelopen 12 maanden waren de meeste voorwerpen {name} ({count}, {percent}).',
    next: 'Daarna kwam {name} ({count}).',
    empty: 'Nog geen zwerfafval vastgelegd in deze periode.',
    showTable: 'Als tabel tonen',
    caption: 'Voorwerpen per categorie, {from} tot {to}',
    headers: ['Categorie', 'Voorwerpen', 'Aandeel'],
  },
  pl: {
    locale: 'pl-PL',
    heading: 'Znalezione tu śmieci',
    summary: 'W ostatnich 12 miesiącach najwięcej przedmiotów to {name} ({count}, {percent}).',
    next: 'Następnie {name} ({count}).',
    empty: 'W tym okresie nie zapisano jeszcze żadnych śmieci.',
    showTable: 'Pokaż jako tabelę',
    caption: 'Przedmioty według kategorii, od {from} do {to}',
    headers: ['Kategoria', 'Przedmioty', 'Udział'],
  },
  ar: {
    locale: 'ar',
    heading: 'النفايات التي عُثر عليها هنا',
    summary: 'في آخر 12 شهرًا، كانت معظم الأغراض {name} ({count}، {percent}).',
    next: 'تلتها {name} ({count}).',
    empty: 'لم تُسجَّل نفايات في هذه الفترة بعد.',
    showTable: 'العرض جدولًا',
    caption: 'الأغراض لكل فئة، من {from} إلى {to}',
    headers: ['الفئة', 'الأغراض', 'الحصة'],
  },
} as const satisfies Record<Language, { locale: string; heading: string; summary: string; next: string; empty: string; showTable: string; caption: string; headers: readonly string[] }>;

export interface CategoryBar {
  /** The category's name in the page's language. */
  name: string;
  count: number;
}

/** The section (empty string for no chart): heading, summary, aria-hidden SVG bars, and the table in a <details>. */
export function categoriesChartSection(rows: readonly CategoryBar[], period: { from: Date; to: Date }, lang: Language): string {
  const t = CHART_TEXTS[lang];
  const number = new Intl.NumberFormat(t.locale);
  const share = new Intl.NumberFormat(t.locale, { style: 'percent', maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(t.locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const total = rows.reduce((s, r) => s + r.count, 0);
  const head = `<section class="cq-chart" aria-labelledby="cq-chart-heading"><h2 id="cq-chart-heading">${escapeHtml(t.heading)}</h2>`;
  if (total === 0) return `${head}<p>${escapeHtml(t.empty)}</p></section>`;
  const words = (r: CategoryBar) => ({ name: r.name, count: number.format(r.count), percent: share.format(r.count / total) });
  const summary = [fill(t.summary, words(rows[0]!)), ...(rows[1] ? [fill(t.next, words(rows[1]))] : [])].join(' ');

  const bars = rows.slice(0, EMBED_CHART_BARS);
  const rowHeight = 22;
  const max = Math.max(...bars.map((b) => b.count));
  const svg =
    `<svg class="cq-chart-bars" viewBox="0 0 320 ${bars.length * rowHeight}" aria-hidden="true" focusable="false">` +
    bars
      .map((b, i) => {
        const y = i * rowHeight;
        const width = Math.max(2, Math.round((b.count / max) * 150));
        return `<text x="0" y="${y + 15}">${escapeHtml(b.name)}</text><rect x="110" y="${y + 4}" width="${width}" height="14" rx="2"/><text x="${116 + width}" y="${y + 15}">${escapeHtml(number.format(b.count))}</text>`;
      })
      .join('') +
    '</svg>';
  const caption = fill(t.caption, { from: day.format(period.from), to: day.format(new Date(period.to.getTime() - 1)) });
  const table =
    `<details><summary>${escapeHtml(t.showTable)}</summary><table><caption>${escapeHtml(caption)}</caption>` +
    `<thead><tr>${t.headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>` +
    rows.map((r) => `<tr><th scope="row">${escapeHtml(r.name)}</th><td>${escapeHtml(number.format(r.count))}</td><td>${escapeHtml(share.format(r.count / total))}</td></tr>`).join('') +
    '</tbody></table></details>';
  return `${head}<p>${escapeHtml(summary)}</p>${svg}${table}</section>`;
}
