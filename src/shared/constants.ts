/** Constants quoted from the product spec (../shared/spec/product-spec.md, sections 3 and 9). */
export const PRODUCT_NAME = 'CleanQuest';

export const DEFAULT_MAP_POINT = { latitude: 51.4828, longitude: 11.9697 } as const;
export const MAP_ZOOM = 14;
export const MAP_MAX_ZOOM = 18;
export const MAP_TILE_SIZE = 256;

export const GUEST_SESSION_HOURS = 24;
export const GUEST_SESSION_MS = GUEST_SESSION_HOURS * 60 * 60 * 1000;
export const GUEST_FIRST_NAME = 'Guest';
export const GUEST_FALLBACK_USERNAME = 'Guest User';

export const WELCOME_TOAST_MS = 5000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const NAV_BADGE_CAP = 99;
export const ERROR_BOUNDARY_MAX_RETRIES = 3;

export const DEFAULT_LEVEL = 1;
export const DEFAULT_COINS = 0;
export const DEFAULT_TASKS_COMPLETED = 0;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const ROLES = ['cleaner', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles in rising order of rights (ROLES' order): a role may do what every role below it may. */
export function roleRank(role: string): number {
  return ROLES.indexOf(role as Role);
}

/** Whether `role` has at least the rights of `least` (an unknown role has none). */
export function hasRole(role: string, least: Role): boolean {
  return roleRank(role) >= roleRank(least);
}

/**
 * Issue 23, nearby duplicates: a report this close (metres) to an open task asks 'Is this the same
 * spot?'; a task cleaned this close within CLEANED_BEFORE_WINDOW_DAYS before a report is its history.
 */
export const DUPLICATE_RADIUS_M = 15;
/** At most this many candidates are offered in the question. */
export const DUPLICATE_CANDIDATES_MAX = 5;
export const CLEANED_BEFORE_WINDOW_DAYS = 90;
/** XP for confirming someone else's task ('Yes, add my photo to it'), once per person and task. */
export const CONFIRMATION_XP = 20;
/** A task seen by this many people (the reporter and the confirmers) rises to high priority. */
export const SEEN_BY_HIGH_PRIORITY = 3;

/**
 * Issue 40: what a monitoring survey (POST /api/surveys) pays its surveyor once a moderator, or the
 * organiser of the event it belongs to, confirms it (never at creation, never the surveyor's own
 * confirmation). Modest: less than attending a cleanup event (25 coins, 50 XP), because one person
 * can record it alone; reason 'survey_confirmed', reference = the survey id.
 */
export const SURVEY_CONFIRMED_COINS = 10;
export const SURVEY_CONFIRMED_XP = 50;
