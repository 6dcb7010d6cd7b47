import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import { mySurveys, partnerImpactSurveys } from '../../endpoints';
import type { ImpactPeriod } from './use-partner-impact';

/** GET /api/partners/{id}/impact/surveys for a period: the impact page's survey charts (kept a minute, as the server lets caches). */
export const partnerSurveysQuery = (id: string, period: ImpactPeriod = {}) =>
  queryOptions({ ...endpointQuery(partnerImpactSurveys, { params: { id }, query: { since: period.since || undefined, until: period.until || undefined } }), staleTime: 60_000 });

/** GET /api/impact/me/surveys: the caller's own survey charts on their profile (the last 12 months). */
export const mySurveysQuery = () => queryOptions({ ...endpointQuery(mySurveys, { query: {} }), staleTime: 60_000 });
