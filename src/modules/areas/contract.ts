/**
 * areas module (issue 24): area alerts. A registered person names circles on the map (a centre and a
 * radius); when a task is reported or a cleanup event is created inside one of them, the person gets
 * a notification (the notifications module's `area_task` / `area_event`). The ONLY file other modules
 * import (with schemas.ts and endpoints.ts). No knex, no React.
 */

export const AREAS_API = Symbol.for('areas.api');

/** Areas one person may keep. */
export const AREA_LIMIT = 10;
/** A circle's radius in metres, at least and at most. */
export const AREA_RADIUS_MIN_M = 100;
export const AREA_RADIUS_MAX_M = 20_000;
/** Longest name of an area. */
export const AREA_NAME_MAX = 60;

/** The English messages the service throws (their German texts: i18n/errors.ts). */
export const AREA_MESSAGES = {
  registeredOnly: 'Create your profile first: only registered accounts can set up area alerts.',
  limit: `You can keep at most ${AREA_LIMIT} areas. Delete one to add another.`,
  notFound: 'No such area.',
} as const;

/** One of the person's areas. */
export interface AreaDto {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  radiusM: number;
  createdAt: string;
}

/** GET /api/areas */
export interface AreasResponse {
  areas: AreaDto[];
  /** AREA_LIMIT, so the client can say how many are left. */
  limit: number;
}

/** POST /api/areas */
export interface NewAreaInput {
  name: string;
  latitude: number;
  longitude: number;
  radiusM: number;
}

export interface AreasApi {
  /** The person's areas, oldest first. */
  areasOf(userId: string): Promise<AreaDto[]>;
}
