import type { Period } from '../../../shared/geo-area';
import type { LitterBucket } from '../../litter/contract';
import type { SurveyChartRow } from '../../surveys/contract';
import type { SurveyChartsDto } from '../contract';
import { fillBuckets } from './litter-charts';

/** Pieces per 100 m, 2 decimals; null without metres. */
export function per100m(pieces: number, metres: number): number | null {
  return metres > 0 ? Math.round((pieces * 10_000) / metres) / 100 : null;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Issue 40: the survey charts' answer from the surveys module's rows (only buckets with surveys): every
 * bucket of the period, the pieces per 100 m of each bucket's transects, and the period's totals
 * (pieces per 100 m over all transects: their pieces over their metres, not a mean of buckets).
 */
export function surveyCharts(rows: SurveyChartRow[], period: Period, bucket: LitterBucket): SurveyChartsDto {
  const sum = (f: (r: SurveyChartRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  const points = rows.map((r) => ({ start: r.start, surveys: r.surveys, itemsPer100m: per100m(r.transectPieces, r.transectMetres) }));
  const surveys = sum((r) => r.surveys);
  const transects = sum((r) => r.transects);
  return {
    period: { firstDay: dayOf(period.since), lastDay: dayOf(new Date(period.until.getTime() - 1)) },
    bucket,
    series: fillBuckets(points, period, bucket, (start) => ({ start, surveys: 0, itemsPer100m: null })),
    surveys,
    transects,
    areas: surveys - transects,
    empty: sum((r) => r.empty),
    pending: sum((r) => r.pending),
    itemsPer100m: per100m(sum((r) => r.transectPieces), sum((r) => r.transectMetres)),
  };
}
