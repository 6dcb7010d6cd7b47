import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import { myLitter, partnerImpactLitter } from '../../endpoints';
import type { ImpactPeriod } from './use-partner-impact';

/** GET /api/partners/{id}/impact/litter for a period: the impact page's charts (kept a minute, as the server lets caches). */
export const partnerLitterQuery = (id: string, period: ImpactPeriod = {}) =>
  queryOptions({ ...endpointQuery(partnerImpactLitter, { params: { id }, query: { since: period.since || undefined, until: period.until || undefined } }), staleTime: 60_000 });

/** GET /api/impact/me/litter: the caller's own charts on their profile (the last 12 months). */
export const myLitterQuery = () => queryOptions({ ...endpointQuery(myLitter, { query: {} }), staleTime: 60_000 });
