import type { Unit } from '../../server/unit-of-work';

/**
 * surveys module (issue 40): monitoring surveys. A registered person records where they looked
 * (a transect of so many metres along a coast or river bank, or an area of so many m²), when, with
 * how many people, the route as a GeoJSON LineString, and the pieces they counted per taxonomy item;
 * an empty count list is a result too ("looked and found nothing"). A moderator, or the organiser of
 * the event the survey belongs to, confirms it (never the surveyor); only then is it public and pays
 * the surveyor once. The ONLY file other modules import (with schemas.ts and endpoints.ts).
 */

export const SURVEYS_API = Symbol.for('surveys.api');

export const SURVEY_KINDS = ['transect', 'area'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/** A start may lie this far in the future by the server's clock (phones' clocks drift). */
export const SURVEY_CLOCK_SKEW_MS = 5 * 60_000;
/** A survey lasts at most this long. */
export const SURVEY_MAX_DURATION_MS = 12 * 60 * 60_000;
/** A survey may have started at most this long ago (a queued survey arrives days later, not years). */
export const SURVEY_MAX_AGE_MS = 30 * 86_400_000;
/** The longest transect (metres) and the largest area (m²). */
export const SURVEY_MAX_LENGTH_M = 20_000;
export const SURVEY_MAX_AREA_M2 = 1_000_000;
/** Points of a route (the phone simplifies it; a drawn route has few). */
export const SURVEY_ROUTE_MAX_POINTS = 5000;
export const SURVEY_PEOPLE_MAX = 500;
/** The count of one item in one survey: 0 to this. */
export const SURVEY_COUNT_MAX = 100_000;
/** Items of one survey (the taxonomy has fewer; each at most once). */
export const SURVEY_ITEMS_MAX = 100;
/** The public view leaves out this much of the route at each end (where a walk may start at someone's door). */
export const SURVEY_PUBLIC_TRIM_M = 100;
/** GET /api/surveys: at most this many, newest first. */
export const SURVEYS_LIST_LIMIT = 500;
/** What a confirmation pays the surveyor (src/shared/constants.ts). */
export { SURVEY_CONFIRMED_COINS, SURVEY_CONFIRMED_XP } from '../../shared/constants';

/** The 429 message of POST /api/surveys. */
export const TOO_MANY_SURVEYS = 'Too many surveys in a short time. Please wait a little.';

export const SURVEY_STATUSES = ['pending', 'confirmed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** A GeoJSON (RFC 7946) LineString: `[longitude, latitude]` pairs. */
export interface LineString {
  type: 'LineString';
  coordinates: [number, number][];
}

export interface SurveyCount {
  item: string;
  count: number;
}

/** POST /api/surveys */
export interface CreateSurveyInput {
  kind: SurveyKind;
  startedAt: string;
  endedAt: string;
  /** Transects only: metres along the coast or bank. */
  lengthM?: number | null;
  /** Areas only: m² searched. */
  areaM2?: number | null;
  route: LineString;
  people: number;
  counts: SurveyCount[];
  eventId?: string | null;
  teamId?: string | null;
}

/**
 * A survey as GET /api/surveys/{id} and the list show it. Never the surveyor's identity: `mine` tells
 * the surveyor it is theirs. `route` is the public route (the first and last SURVEY_PUBLIC_TRIM_M
 * metres left out; null when nothing is left); the surveyor and the people who may confirm it see
 * `fullRoute` too.
 */
export interface SurveyDto {
  id: string;
  kind: SurveyKind;
  status: SurveyStatus;
  startedAt: string;
  endedAt: string;
  lengthM: number | null;
  areaM2: number | null;
  people: number;
  counts: SurveyCount[];
  /** The sum of the counts. */
  total: number;
  route: LineString | null;
  fullRoute?: LineString;
  eventId: string | null;
  teamId: string | null;
  createdAt: string;
  confirmedAt: string | null;
  /** Only with a session: whether the caller recorded it. */
  mine?: boolean;
}

export interface SurveysListDto {
  surveys: SurveyDto[];
}

/** POST /api/surveys/{id}/confirm */
export interface ConfirmSurveyDto {
  survey: SurveyDto;
  /** Whether this request paid the surveyor (false: paid before, or the day's cap was reached). */
  credited: boolean;
}

/** A confirmed survey as the open data exports write it (no people, the public route). */
export interface OpenSurveyRecord {
  id: string;
  kind: SurveyKind;
  startedAt: string;
  endedAt: string;
  lengthM: number | null;
  areaM2: number | null;
  people: number;
  counts: SurveyCount[];
  route: LineString | null;
  /** The public route's middle (the place of a survey too short for a public route), 5 decimals. */
  centre: { latitude: number; longitude: number };
}

export interface OpenSurveyFilter {
  box?: { minLon: number; minLat: number; maxLon: number; maxLat: number };
  startedFrom?: Date;
  startedBefore?: Date;
}

/**
 * Issue 40 (charts): whose surveys a chart counts: the confirmed ones whose public middle lies within a
 * circle (a partner's area), or all of one person's own, confirmed or not (their own profile).
 */
export type SurveyChartScope = { latitude: number; longitude: number; radiusKm: number } | { userId: string };
/** How a chart groups the surveys by the day they started (UTC; a week starts on Monday). */
export type SurveyChartBucket = 'week' | 'month' | 'year';

/** One bucket of a survey chart (only buckets with surveys, oldest first). */
export interface SurveyChartRow {
  /** The bucket's first day (UTC), `YYYY-MM-DD`. */
  start: string;
  surveys: number;
  transects: number;
  /** Surveys that found nothing (a result too). */
  empty: number;
  /** Surveys not confirmed yet (only a person's own scope has any). */
  pending: number;
  /** Pieces counted on the transects and their metres. */
  transectPieces: number;
  transectMetres: number;
}

export interface SurveysApi {
  /** Confirmed surveys in id order after `afterId`, at most `limit` (the open data exports' pages). */
  openSurveys(filter: OpenSurveyFilter, afterId: string | null, limit: number, unit?: Unit): Promise<OpenSurveyRecord[]>;
  /** Issue 40: a scope's surveys that started in [from, to), summed per bucket in SQL. */
  chartRows(scope: SurveyChartScope, period: { from: Date; to: Date }, bucket: SurveyChartBucket, unit?: Unit): Promise<SurveyChartRow[]>;
}

/** Events the surveys module publishes through the outbox (issue 42): at least once, handlers are idempotent by `surveyId`. */
export const SurveyEvents = { confirmed: 'surveys.confirmed' } as const;

/** A survey was confirmed (by a moderator or its event's organiser, never the surveyor). */
export interface SurveyConfirmed {
  surveyId: string;
  /** The surveyor (null once they erased their account). */
  userId: string | null;
  /** The middle of the survey's route. */
  latitude: number;
  longitude: number;
  startedAt: string;
  endedAt: string;
  confirmedBy: string;
}

declare module '../../server/events' {
  interface EventMap {
    'surveys.confirmed': SurveyConfirmed;
  }
}
