import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import { partnerImpact } from '../../endpoints';

/** The period asked for: days (YYYY-MM-DD, UTC); either left out takes the server's default. */
export interface ImpactPeriod {
  since?: string;
  until?: string;
}

/**
 * GET /api/partners/{id}/impact for a period: the partner's figures, photos and hotspots. Kept a minute
 * (the server lets caches keep it that long too); a 404 (no such partner) is not asked again.
 */
export const partnerImpactQuery = (id: string, period: ImpactPeriod = {}) =>
  queryOptions({ ...endpointQuery(partnerImpact, { params: { id }, query: { since: period.since || undefined, until: period.until || undefined } }), staleTime: 60_000 });

export function usePartnerImpact(id: string, period: ImpactPeriod = {}) {
  return useQuery(partnerImpactQuery(id, period));
}
