import type { LitterChartsDto } from '../../contract';

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
