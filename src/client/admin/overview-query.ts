import { queryOptions } from '@tanstack/react-query';
import { adminOverview } from '../../shared/core-endpoints';
import { endpointKey, endpointQuery } from '../endpoint';

/**
 * The admin overview's counts (GET /api/admin/overview), shown on the admin shell's start page.
 * Anything that changes what waits for a moderator (a decision on the moderation pages) refreshes it
 * through this key.
 */
export const ADMIN_OVERVIEW_KEY = endpointKey(adminOverview);

/** The overview, refreshed every minute while shown. */
export const adminOverviewQuery = () => queryOptions({ ...endpointQuery(adminOverview), refetchInterval: 60_000 });
