import { drawnLengthM, LINE_DRAW_MAX_POINTS, type DrawnLine } from '../../../ui/line-draw/line-draw';
import type { CreateSurveyInput, LineString, SurveyKind } from '../contract';
import { routeFit, type RouteFit } from '../route-fit';
import { toRoute, trackLengthM, type TrackPoint } from './route-track';

/**
 * The survey being recorded (issue 40), as the device keeps it between reloads: set up, recording
 * (its route growing), or stopped for review. Pure: the screen changes it, draft-store.ts keeps it.
 */
export type DraftPhase = 'setup' | 'recording' | 'review';

export interface SurveyDraft {
  /** Whose it is: only resumed for the same person on this device. */
  ownerId: string;
  phase: DraftPhase;
  kind: SurveyKind;
  people: number;
  /** Transects: the length typed at review; null while it follows the walked length. */
  lengthM: number | null;
  /** Areas: the m² searched. */
  areaM2: number | null;
  startedAt: string | null;
  endedAt: string | null;
  points: TrackPoint[];
  /** Pieces per taxonomy item id. */
  counts: Record<string, number>;
  /** Made once at Stop; every attempt at this survey (online or from the queue) carries it. */
  idempotencyKey: string | null;
  /** The running event (checked in) the survey belongs to, so its organiser can confirm it; missing in drafts kept before it. */
  eventId?: string | null;
  /** Where the route comes from: the GPS while recording (the default; drafts kept before it have none), or drawn on the map. */
  routeSource?: 'gps' | 'drawn';
  /** The route drawn on the map (routeSource 'drawn'). */
  drawn?: DrawnLine | null;
}

/** The most points a route drawn on the map takes (the drawing's default: a walk drawn at its bends stays far below). */
export const SURVEY_DRAWN_MAX_POINTS = LINE_DRAW_MAX_POINTS;

const isDrawn = (d: Pick<SurveyDraft, 'routeSource'>) => d.routeSource === 'drawn';

/** The route to send: the drawn line as drawn, or the GPS track simplified. */
export function draftRoute(d: Pick<SurveyDraft, 'routeSource' | 'drawn' | 'points'>): LineString {
  return isDrawn(d) ? { type: 'LineString', coordinates: (d.drawn?.coordinates ?? []).map(([lon, lat]) => [lon, lat]) } : toRoute(d.points);
}

/** How many points the route has so far. */
export function routePointCount(d: Pick<SurveyDraft, 'routeSource' | 'drawn' | 'points'>): number {
  return isDrawn(d) ? (d.drawn?.coordinates.length ?? 0) : d.points.length;
}

/** The route's length so far in metres: the drawn line's, or the walked track's. */
export function routeLengthSoFarM(d: Pick<SurveyDraft, 'routeSource' | 'drawn' | 'points'>): number {
  return isDrawn(d) ? drawnLengthM(d.drawn ?? null) : trackLengthM(d.points);
}

/** Whether the length or area to send fits the route as it will be sent (route-fit.ts: the server's rule). */
export function draftFit(d: SurveyDraft): RouteFit {
  if (routePointCount(d) < 2) return { ok: true };
  const coordinates = draftRoute(d).coordinates;
  return d.kind === 'transect' ? routeFit({ kind: 'transect', lengthM: effectiveLengthM(d), coordinates }) : routeFit({ kind: 'area', areaM2: d.areaM2, coordinates });
}

export function newDraft(ownerId: string): SurveyDraft {
  return { ownerId, phase: 'setup', kind: 'transect', people: 1, lengthM: null, areaM2: null, startedAt: null, endedAt: null, points: [], counts: {}, idempotencyKey: null, eventId: null };
}

/** The transect's length to send: the typed one, else the route's (walked or drawn; whole metres, at least 1). */
export function effectiveLengthM(d: Pick<SurveyDraft, 'lengthM' | 'points' | 'routeSource' | 'drawn'>): number {
  return d.lengthM ?? Math.max(1, Math.round(routeLengthSoFarM(d)));
}

/** What stops a review from being sent, or null: a text key of the screen's namespace. */
export function draftProblem(d: SurveyDraft): string | null {
  if (routePointCount(d) < 2) return isDrawn(d) ? 'review.needsDrawnRoute' : 'review.needsRoute';
  if (d.kind === 'area' && !(d.areaM2 !== null && d.areaM2 > 0)) return 'review.needsArea';
  if (d.kind === 'transect' && !(effectiveLengthM(d) > 0)) return 'review.needsLength';
  if (!d.startedAt || !d.endedAt) return 'review.needsRoute';
  return null;
}

/** POST /api/surveys' body: the simplified route, the counts above 0 (none: looked and found nothing). */
export function toSurveyBody(d: SurveyDraft): CreateSurveyInput {
  const counts = Object.entries(d.counts)
    .filter(([, n]) => n > 0)
    .map(([item, count]) => ({ item, count }));
  return {
    kind: d.kind,
    startedAt: d.startedAt ?? '',
    endedAt: d.endedAt ?? '',
    ...(d.kind === 'transect' ? { lengthM: effectiveLengthM(d) } : { areaM2: d.areaM2 }),
    route: draftRoute(d),
    people: d.people,
    counts,
    ...(d.eventId ? { eventId: d.eventId } : {}),
  };
}
