/**
 * The admin overview's counts (GET /api/admin/overview), shown on the admin shell's start page.
 * Anything that changes what waits for a moderator (a decision on the moderation pages) refreshes it
 * through this key.
 */
export const ADMIN_OVERVIEW_KEY = ['/api/admin/overview'] as const;
