import type { TFunction } from 'i18next';
import type { LitterBucket } from '../../../litter/contract';
import type { ChartTable } from '../../../../ui/charts/ChartCard';
import type { LitterChartsDto } from '../../contract';
import { formatDay, formatNumber } from '../format';

/**
 * Issue 40: the words and tables of the litter charts, from the answer alone (pure, so unit tests and
 * stories need no chart). Every chart has a one-or-two-sentence summary (what a glance at it tells) and
 * a table with the exact figures; numbers, percentages and dates in the page's language (Intl).
 */

const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** A bucket's name in running text and in the table: 'May 2027', 'May 3, 2027' (the week's Monday), '2027'. */
export function bucketLabel(start: string, bucket: LitterBucket, lang: string): string {
  if (bucket === 'week') return formatDay(start, lang);
  const options: Intl.DateTimeFormatOptions = bucket === 'month' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(lang, options).format(at(start));
}

/** A bucket's short name under the chart's axis: 'May 27', '3 May', '2027'. */
export function axisLabel(start: string, bucket: LitterBucket, lang: string): string {
  const options: Intl.DateTimeFormatOptions =
    bucket === 'month' ? { month: 'short', year: '2-digit', timeZone: 'UTC' } : bucket === 'week' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(lang, options).format(at(start));
}

const percent = (part: number, whole: number, lang: string) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(whole > 0 ? part / whole : 0);

/** The period in a caption: 'May 11, 2026' and 'May 10, 2027'. */
const periodWords = (d: LitterChartsDto, lang: string) => ({ from: formatDay(d.period.firstDay, lang), to: formatDay(d.period.lastDay, lang) });

export interface ChartText {
  summary: string;
  table: ChartTable;
}

/** Items over time: the total and the busiest bucket, then how the first bucket compares with the last. */
export function overTimeText(d: LitterChartsDto, t: TFunction, lang: string): ChartText {
  const n = (x: number) => formatNumber(x, lang);
  const when = (start: string) => t(`charts.when.${d.bucket}`, { label: bucketLabel(start, d.bucket, lang) });
  const unit = t(`charts.units.${d.bucket}`);
  const table: ChartTable = {
    caption: t('charts.overTime.caption', { unit, ...periodWords(d, lang) }),
    headers: [t(`charts.bucketHeader.${d.bucket}`), t('charts.items')],
    rows: d.series.map((p) => [bucketLabel(p.start, d.bucket, lang), n(p.count)]),
  };
  if (d.series.length === 0 || d.total === 0) return { summary: t('charts.empty'), table };
  const peak = d.series.reduce((best, p) => (p.count > best.count ? p : best));
  const sentences = [t('charts.overTime.summary', { count: d.total, total: n(d.total), peak: n(peak.count), peakWhen: when(peak.start) })];
  if (d.series.length > 1) {
    const first = d.series[0]!;
    const last = d.series[d.series.length - 1]!;
    const trend = last.count > first.count ? 'up' : last.count < first.count ? 'down' : 'same';
    sentences.push(t(`charts.overTime.${trend}`, { unit, first: n(first.count), firstWhen: when(first.start), last: n(last.count), lastWhen: when(last.start) }));
  }
  return { summary: sentences.join(' '), table };
}

/** Top categories: the largest with its count and share of all items, and the next one. */
export function categoriesText(d: LitterChartsDto, categoryName: (id: string) => string, t: TFunction, lang: string): ChartText {
  const n = (x: number) => formatNumber(x, lang);
  const table: ChartTable = {
    caption: t('charts.categories.caption', periodWords(d, lang)),
    headers: [t('charts.categories.header'), t('charts.items'), t('charts.share')],
    rows: d.categories.map((c) => [categoryName(c.category), n(c.count), percent(c.count, d.total, lang)]),
  };
  const [top, next] = d.categories;
  if (!top) return { summary: t('charts.empty'), table };
  const words = (c: { category: string; count: number }) => ({ name: categoryName(c.category), count: n(c.count), percent: percent(c.count, d.total, lang) });
  const sentences = [t('charts.categories.summary', words(top))];
  if (next) sentences.push(t('charts.categories.next', words(next)));
  return { summary: sentences.join(' '), table };
}

/** Top brands: the most found and the next one (brands are optional on tags: often there are none). */
export function brandsText(d: LitterChartsDto, t: TFunction, lang: string): ChartText {
  const n = (x: number) => formatNumber(x, lang);
  const table: ChartTable = {
    caption: t('charts.brands.caption', periodWords(d, lang)),
    headers: [t('charts.brands.header'), t('charts.items')],
    rows: d.brands.map((b) => [b.brand, n(b.count)]),
  };
  const [top, next] = d.brands;
  if (!top) return { summary: t('charts.brands.none'), table };
  const sentences = [t('charts.brands.summary', { name: top.brand, count: top.count, formatted: n(top.count) })];
  if (next) sentences.push(t('charts.brands.next', { name: next.brand, count: n(next.count) }));
  return { summary: sentences.join(' '), table };
}
