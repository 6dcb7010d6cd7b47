import type { TFunction } from 'i18next';
import type { ChartTable } from '../../../../ui/charts/ChartCard';
import type { SurveyChartsDto } from '../../contract';
import { formatDay, formatNumber } from '../format';
import { bucketLabel, type ChartText } from './summaries';

/**
 * Issue 40: the words and tables of the survey charts (surveys over time, pieces per 100 m of transect
 * over time), from the answer alone, in the page's language. A bucket without a transect has no figure
 * per 100 m: the table says so and the chart leaves a gap (never a 0 that was not measured).
 */

const periodWords = (d: SurveyChartsDto, lang: string) => ({ from: formatDay(d.period.firstDay, lang), to: formatDay(d.period.lastDay, lang) });

/** Surveys over time: how many, of which kinds, how many found nothing (and, on one's own profile, how many wait). */
export function surveysCountText(d: SurveyChartsDto, t: TFunction, lang: string): ChartText {
  const n = (x: number) => formatNumber(x, lang);
  const unit = t(`charts.units.${d.bucket}`);
  const table: ChartTable = {
    caption: t('charts.surveys.count.caption', { unit, ...periodWords(d, lang) }),
    headers: [t(`charts.bucketHeader.${d.bucket}`), t('charts.surveys.header')],
    rows: d.series.map((p) => [bucketLabel(p.start, d.bucket, lang), n(p.surveys)]),
  };
  if (d.surveys === 0) return { summary: t('charts.surveys.empty'), table };
  const sentences = [t('charts.surveys.count.summary', { count: d.surveys, formatted: n(d.surveys), transects: n(d.transects), areas: n(d.areas), empty: n(d.empty) })];
  if (d.pending > 0) sentences.push(t('charts.surveys.count.pending', { count: d.pending, formatted: n(d.pending) }));
  return { summary: sentences.join(' '), table };
}

/** Pieces per 100 m over time: the period's figure (all transects' pieces over their metres) and its highest bucket. */
export function densityText(d: SurveyChartsDto, t: TFunction, lang: string): ChartText {
  const n = (x: number) => formatNumber(x, lang, 2);
  const unit = t(`charts.units.${d.bucket}`);
  const table: ChartTable = {
    caption: t('charts.surveys.density.caption', { unit, ...periodWords(d, lang) }),
    headers: [t(`charts.bucketHeader.${d.bucket}`), t('charts.surveys.per100m')],
    rows: d.series.map((p) => [bucketLabel(p.start, d.bucket, lang), p.itemsPer100m === null ? t('charts.surveys.none') : n(p.itemsPer100m)]),
  };
  const measured = d.series.filter((p): p is { start: string; surveys: number; itemsPer100m: number } => p.itemsPer100m !== null);
  if (d.itemsPer100m === null || measured.length === 0) return { summary: t('charts.surveys.density.noTransect'), table };
  const peak = measured.reduce((best, p) => (p.itemsPer100m > best.itemsPer100m ? p : best), measured[0]!);
  const peakWhen = t(`charts.when.${d.bucket}`, { label: bucketLabel(peak.start, d.bucket, lang) });
  return { summary: t('charts.surveys.density.summary', { value: n(d.itemsPer100m), peak: n(peak.itemsPer100m), peakWhen }), table };
}
