import type { PartnerImpactDto } from '../contract';

/** A square picture as a data URL: stories and tests show pairs without a server. */
const picture = (litter: boolean) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="130" fill="#8ec5ff"/><rect y="130" width="400" height="170" fill="#5a8f3c"/>${
      litter ? '<rect x="150" y="200" width="30" height="14" fill="#ff2d2d"/><rect x="220" y="230" width="24" height="10" fill="#1e90ff"/><rect x="180" y="250" width="18" height="18" fill="#ffffff"/>' : ''
    }</svg>`,
  )}`;

export const PARTNER_ID = '11111111-2222-4333-8444-555555555555';

/** What GET /api/partners/{id}/impact answers for a partner with a year of activity. */
export function sampleImpact(patch: Partial<PartnerImpactDto> = {}): PartnerImpactDto {
  return {
    partner: { id: PARTNER_ID, name: 'Green NGO', color: '#0d47a1', area: { latitude: 51.48, longitude: 11.97, radiusKm: 2.5, lat: 51.48, lon: 11.97 } },
    bbox: '11.933911,51.457517,12.006089,51.502483',
    period: { since: '2026-05-11T00:00:00.000Z', until: '2027-05-11T00:00:00.000Z', firstDay: '2026-05-11', lastDay: '2027-05-10' },
    reports: 1284,
    cleanups: 967,
    actions: { count: 42, kgCo2e: 318.46, withoutLocation: 3 },
    pairs: [
      {
        taskId: 'a0000000-0000-4000-8000-000000000001', wasteType: 'plastic', reportedOn: '2027-05-02', cleanedOn: '2027-05-04',
        before: { imageUrl: picture(true), thumbnailUrl: picture(true) }, after: { imageUrl: picture(false), thumbnailUrl: picture(false) },
      },
      {
        taskId: 'a0000000-0000-4000-8000-000000000002', wasteType: 'electronic', reportedOn: '2027-04-20', cleanedOn: '2027-04-21',
        before: { imageUrl: picture(true), thumbnailUrl: picture(true) }, after: { imageUrl: picture(false), thumbnailUrl: picture(false) },
      },
    ],
    hotspots: [
      { latitude: 51.48213, longitude: 11.96874, reReports: 4, cleanups: 3, lastReportedOn: '2027-05-01', lastCleanedOn: '2027-04-28' },
      { latitude: 51.47702, longitude: 11.97511, reReports: 1, cleanups: 1, lastReportedOn: '2027-03-14', lastCleanedOn: '2027-02-20' },
    ],
    hotspotRule: { radiusM: 25, windowDays: 90 },
    litter: {
      items: [
        { category: 'smoking', item: 'smoking.butts', count: 412 },
        { category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', count: 57 },
        { category: 'alcohol', item: 'alcohol.beer_can', count: 31 },
      ],
      brands: [
        { brand: 'Marlboro', count: 40 },
        { brand: 'Coca-Cola', count: 22 },
      ],
    },
    ...patch,
  };
}

/** The same partner before anything happened in its area. */
export const emptyImpact = (): PartnerImpactDto => sampleImpact({ reports: 0, cleanups: 0, actions: { count: 0, kgCo2e: 0, withoutLocation: 0 }, pairs: [], hotspots: [] });
