import type { CreateSurveyInput, SurveyKind } from '../contract';
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
}

export function newDraft(ownerId: string): SurveyDraft {
  return { ownerId, phase: 'setup', kind: 'transect', people: 1, lengthM: null, areaM2: null, startedAt: null, endedAt: null, points: [], counts: {}, idempotencyKey: null, eventId: null };
}

/** The transect's length to send: the typed one, else the walked one (whole metres, at least 1). */
export function effectiveLengthM(d: Pick<SurveyDraft, 'lengthM' | 'points'>): number {
  return d.lengthM ?? Math.max(1, Math.round(trackLengthM(d.points)));
}

/** What stops a review from being sent, or null: a text key of the screen's namespace. */
export function draftProblem(d: SurveyDraft): string | null {
  if (d.points.length < 2) return 'review.needsRoute';
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
    route: toRoute(d.points),
    people: d.people,
    counts,
    ...(d.eventId ? { eventId: d.eventId } : {}),
  };
}
