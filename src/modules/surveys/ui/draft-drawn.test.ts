import { describe, expect, it } from 'vitest';
import { createSurveySchema } from '../schemas';
import { draftFit, draftProblem, effectiveLengthM, newDraft, routePointCount, toSurveyBody, type SurveyDraft } from './draft';

/** A survey whose route was drawn on the map: 0.001° north twice at 54° N (111 m each). */
const drawn = (over: Partial<SurveyDraft> = {}): SurveyDraft => ({
  ...newDraft('u1'),
  phase: 'review',
  startedAt: '2026-05-01T10:00:00.000Z',
  endedAt: '2026-05-01T10:20:00.000Z',
  routeSource: 'drawn',
  drawn: { type: 'LineString', coordinates: [[10, 54], [10, 54.001], [10, 54.002]] },
  counts: { 'smoking.packet': 3 },
  idempotencyKey: 'k1',
  ...over,
});

describe('a survey with its route drawn on the map', () => {
  it('sends the drawn line as the route, with lengthM pre-filled from its length', () => {
    const body = toSurveyBody(drawn());
    expect(body.route).toEqual({ type: 'LineString', coordinates: [[10, 54], [10, 54.001], [10, 54.002]] });
    expect(body.lengthM).toBe(222);
    expect(createSurveySchema.isValidSync(body)).toBe(true);
    expect(routePointCount(drawn())).toBe(3);
    // GPS points left over from a recording do not count for a drawn route.
    expect(routePointCount(drawn({ points: [{ latitude: 1, longitude: 1, accuracy: 5, timestamp: 0 }] }))).toBe(3);
  });

  it('asks for two drawn points before it can be sent', () => {
    expect(draftProblem(drawn({ drawn: { type: 'LineString', coordinates: [[10, 54]] } }))).toBe('review.needsDrawnRoute');
    expect(draftProblem(drawn({ drawn: null }))).toBe('review.needsDrawnRoute');
    expect(draftProblem(drawn())).toBeNull();
  });

  it("warns when the typed length or area would not fit the route (the server's rule)", () => {
    expect(draftFit(drawn())).toEqual({ ok: true });
    expect(effectiveLengthM(drawn({ lengthM: 900 }))).toBe(900);
    expect(draftFit(drawn({ lengthM: 900 }))).toEqual({ ok: false, field: 'lengthM', routeM: 222, min: 17, max: 328 });
    expect(draftFit(drawn({ kind: 'area', areaM2: 10_000 }))).toEqual({ ok: true });
    expect(draftFit(drawn({ kind: 'area', areaM2: 100_000 }))).toMatchObject({ ok: false, field: 'areaM2' });
  });

  it('keeps a draft kept before routes could be drawn a GPS survey', () => {
    const old = { ...drawn(), routeSource: undefined, drawn: undefined, points: [] };
    expect(draftProblem(old)).toBe('review.needsRoute');
  });
});
