import type { LitterChartsDto, SurveyChartsDto } from '../../contract';

/** What GET /api/partners/{id}/impact/litter answers for a year of tagging (stories and tests, no server). */
export function sampleCharts(patch: Partial<LitterChartsDto> = {}): LitterChartsDto {
  const counts = [120, 95, 140, 160, 210, 180, 150, 170, 230, 260, 310, 290, 65];
  return {
    period: { firstDay: '2026-05-11', lastDay: '2027-05-10' },
    bucket: 'month',
    series: counts.map((count, i) => ({ start: new Date(Date.UTC(2026, 4 + i, 1)).toISOString().slice(0, 10), count })),
    categories: [
      { category: 'smoking', count: 1020 },
      { category: 'food', count: 640 },
      { category: 'soft_drinks', count: 410 },
      { category: 'packaging', count: 290 },
      { category: 'other', count: 20 },
    ],
    brands: [
      { brand: 'Marlboro', count: 210 },
      { brand: 'Coca-Cola', count: 96 },
      { brand: 'McDonald’s', count: 51 },
    ],
    total: 2380,
    ...patch,
  };
}

/** A partner (or person) with nothing tagged in the period. */
export function emptyCharts(): LitterChartsDto {
  return sampleCharts({ series: sampleCharts().series.map((p) => ({ ...p, count: 0 })), categories: [], brands: [], total: 0 });
}

/**
 * What GET /api/partners/{id}/impact/surveys answers for a year of monitoring (stories and tests): 14
 * surveys, pieces per 100 m of transect where a month had one (null: none that month).
 */
export function sampleSurveyCharts(patch: Partial<SurveyChartsDto> = {}): SurveyChartsDto {
  const surveys = [0, 1, 2, 0, 1, 3, 2, 1, 0, 1, 2, 1, 0];
  const per100m = [null, 12.5, 8.25, null, 20, 14.33, 9.5, null, null, 30.1, 18, 4, null];
  return {
    period: { firstDay: '2026-05-11', lastDay: '2027-05-10' },
    bucket: 'month',
    series: surveys.map((n, i) => ({ start: new Date(Date.UTC(2026, 4 + i, 1)).toISOString().slice(0, 10), surveys: n, itemsPer100m: per100m[i] ?? null })),
    surveys: 14,
    transects: 11,
    areas: 3,
    empty: 2,
    pending: 0,
    itemsPer100m: 15.42,
    ...patch,
  };
}
