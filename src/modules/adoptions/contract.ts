/**
 * adoptions module (issue 42, part 2): "Adopt a spot". A registered person, a team (its owner) or a
 * partner (one of its people) adopts a spot, a point with a radius of 25 to 500 m or a street drawn on the
 * map (a line of 2 to 50 points, at most ADOPTION_STREET_MAX_M long, with a corridor of 10 to 100 m on
 * each side: `radiusM` is then the corridor's half-width), and promises a visit every 1 to 8 weeks. A
 * street is one spot like a point: it counts once towards every limit, and its corridor (at most
 * 3 km by 200 m) is no larger than the largest circle's area. A verified cleanup or a confirmed survey inside the spot by an adopter during a
 * cycle is that cycle's visit; a reminder goes out a day before a cycle ends without one; two cycles
 * in a row without a visit release the spot. The ONLY file other modules import (with schemas.ts and
 * endpoints.ts). No knex, no React.
 */

export const ADOPTIONS_API = Symbol.for('adoptions.api');

export const ADOPTION_RADIUS_MIN_M = 25;
export const ADOPTION_RADIUS_MAX_M = 500;
/** A street: its length, points and corridor (the half-width, in `radiusM`). */
export const ADOPTION_STREET_MAX_M = 3000;
export const ADOPTION_STREET_MIN_POINTS = 2;
export const ADOPTION_STREET_MAX_POINTS = 50;
export const ADOPTION_CORRIDOR_MIN_M = 10;
export const ADOPTION_CORRIDOR_MAX_M = 100;
/**
 * How far a street's farthest point may lie from the middle of its bounding box (half its greatest
 * length, and a little for rounding): a street that crosses the antimeridian or winds round a pole has
 * a box far larger than itself and is refused.
 */
export const ADOPTION_STREET_EXTENT_MAX_M = ADOPTION_STREET_MAX_M / 2 + 10;
/** The farthest any spot reaches from its centre (a street's centre is the middle of its bounding box). */
export const ADOPTION_REACH_MAX_M = Math.max(ADOPTION_RADIUS_MAX_M, ADOPTION_STREET_EXTENT_MAX_M + ADOPTION_CORRIDOR_MAX_M);
export const ADOPTION_WEEKS_MIN = 1;
export const ADOPTION_WEEKS_MAX = 8;
/** Active spots one person may hold in their own name. */
export const ADOPTION_LIMIT_PERSON = 5;
/** Active spots one team may hold. */
export const ADOPTION_LIMIT_TEAM = 5;
/** Active spots one partner may hold. */
export const ADOPTION_LIMIT_PARTNER = 20;
/** Active spots one person may have adopted in all (their own and their teams'; partners' not counted). */
export const ADOPTION_LIMIT_CREATOR = 10;
/** A new spot may cover at most this share of an active spot (or be covered by one this much). */
export const ADOPTION_MAX_OVERLAP = 0.5;
/** The reminder goes out this long before the cycle ends (when no visit came yet). */
export const ADOPTION_REMIND_BEFORE_MS = 86_400_000;
/** Cycles in a row without a visit that release the spot. */
export const ADOPTION_MISSED_TO_RELEASE = 2;
/** GET /api/adoptions answers at most this many spots. */
export const ADOPTIONS_LIST_LIMIT = 500;

export const ADOPTER_KINDS = ['person', 'team', 'partner'] as const;
export type AdopterKind = (typeof ADOPTER_KINDS)[number];

/** The English messages the service throws (their German texts: i18n/errors.ts). */
export const ADOPTION_MESSAGES = {
  registeredOnly: 'Create your profile first: only registered accounts can adopt a spot.',
  limit: 'You have reached the number of spots you can adopt. Give one up to adopt another.',
  overlap: 'Someone has already adopted most of this spot. Choose another place or a smaller radius.',
  notFound: 'No such adopted spot.',
  notAdopter: 'Only the adopter can give this spot up.',
  teamOwnerOnly: 'Only the team’s owner can adopt a spot for the team.',
  partnerMemberOnly: 'Only the partner’s people can adopt a spot for the partner.',
  partnerNotFound: 'No such partner.',
} as const;

/** POST /api/adoptions */
export interface NewAdoptionInput {
  /** A point's centre (for a street the server takes the middle of its bounding box). */
  latitude?: number | undefined;
  longitude?: number | undefined;
  /** A point's radius (25 to 500 m), or a street's corridor half-width (10 to 100 m). */
  radiusM: number;
  /** A street: `[longitude, latitude]` pairs (GeoJSON order), 2 to 50, at most ADOPTION_STREET_MAX_M long. */
  path?: [number, number][] | undefined;
  everyWeeks: number;
  /** Whose spot it is: the caller (default), a team they own, or a partner they belong to. */
  adopter?: { kind: AdopterKind; id?: string | undefined } | undefined;
}

/** Who adopted a spot, as the public sees it: only a public name (people by the one public name rule). */
export interface AdopterDto {
  kind: AdopterKind;
  name: string;
}

/** An adopted spot on the public layer. */
export interface AdoptionDto {
  id: string;
  latitude: number;
  longitude: number;
  /** A point's radius, or a street's corridor half-width. */
  radiusM: number;
  /** A street's line (`[longitude, latitude]`), null for a point (the server always sends it). */
  path?: [number, number][] | null;
  /** A street's length in whole metres, null for a point (the server always sends it). */
  lengthM?: number | null;
  everyWeeks: number;
  adopter: AdopterDto;
  state: 'active' | 'released';
  startedAt: string;
  /** When the running cycle ends. */
  nextDueAt: string;
  lastVisitAt: string | null;
  /** No cycle was missed since the last visit (or since the start). */
  onTime: boolean;
  /** Only with a session: whether the caller is one of its adopters. */
  mine?: boolean;
}

/** GET /api/adoptions?bbox= */
export interface AdoptionsListDto {
  adoptions: AdoptionDto[];
}

/** One visit: which kind of work, when (never who). */
export interface AdoptionVisitDto {
  kind: 'cleanup' | 'survey';
  visitedAt: string;
}

/** GET /api/adoptions/{id} */
export interface AdoptionDetailDto extends AdoptionDto {
  visits: AdoptionVisitDto[];
  missedCycles: number;
  /** Cycles without a visit since the start. */
  missedTotal: number;
  /** Whether the running cycle has its visit. */
  visitedThisCycle: boolean;
}

/** GET /api/admin/adoptions/overdue: active spots whose last cycle went without a visit, or whose cycle ended. */
export interface OverdueAdoptionDto extends AdoptionDto {
  missedCycles: number;
}

export interface OverdueAdoptionsDto {
  adoptions: OverdueAdoptionDto[];
}

/** GET /api/adoptions/partners/{partnerId}: a partner's active spots for its impact page. */
export interface PartnerSpotDto extends AdoptionDto {
  /** Visits recorded since the adoption (each one in its cycle, so on time). */
  visits: number;
  missedTotal: number;
}

export interface PartnerSpotsDto {
  adoptions: PartnerSpotDto[];
}

/** The admin's overdue list shows at most this many (the most missed first). */
export const ADOPTIONS_OVERDUE_LIMIT = 200;

export interface AdoptionsApi {
  /** Runs the reminder and release pass at the app's clock now; answers what it did. */
  runDue(): Promise<{ reminded: number; missed: number; released: number }>;
}
