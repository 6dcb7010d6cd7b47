// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSurveySchema } from '../schemas';
import { draftProblem, effectiveLengthM, newDraft, toSurveyBody, type SurveyDraft } from './draft';
import { SurveyDraftStore } from './draft-store';

const stores: SurveyDraftStore[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.close()));
let n = 0;
const open = (name: string) => {
  const s = new SurveyDraftStore(name);
  stores.push(s);
  return s;
};

const walked = (over: Partial<SurveyDraft> = {}): SurveyDraft => ({
  ...newDraft('u1'),
  phase: 'review',
  startedAt: '2026-05-01T10:00:00.000Z',
  endedAt: '2026-05-01T10:20:00.000Z',
  points: [
    { latitude: 54, longitude: 10, accuracy: 5, timestamp: 0 },
    { latitude: 54.0005, longitude: 10, accuracy: 5, timestamp: 5000 },
    { latitude: 54.001, longitude: 10, accuracy: 5, timestamp: 10_000 },
  ],
  counts: { 'smoking.packet': 3, 'smoking.butts': 0 },
  idempotencyKey: 'k1',
  ...over,
});

describe('a survey draft', () => {
  it('sends a transect with the walked length, the simplified route and the counts above 0', () => {
    const body = toSurveyBody(walked());
    expect(body).toMatchObject({ kind: 'transect', lengthM: 111, people: 1, counts: [{ item: 'smoking.packet', count: 3 }] });
    expect(body.route.coordinates).toEqual([
      [10, 54],
      [10, 54.001],
    ]);
    expect(body).not.toHaveProperty('areaM2');
    // The server's own schema takes it (item ids from the taxonomy).
    expect(() => createSurveySchema.validateSync(body, { abortEarly: false })).not.toThrow();
  });

  it('sends a typed transect length instead of the walked one, and an area with its m²', () => {
    expect(effectiveLengthM(walked({ lengthM: 100 }))).toBe(100);
    const area = toSurveyBody(walked({ kind: 'area', areaM2: 250, counts: {} }));
    expect(area).toMatchObject({ kind: 'area', areaM2: 250, counts: [] });
    expect(area).not.toHaveProperty('lengthM');
    expect(() => createSurveySchema.validateSync(area)).not.toThrow();
  });

  it('names what keeps a review from being sent', () => {
    expect(draftProblem(walked())).toBeNull();
    expect(draftProblem(walked({ points: walked().points.slice(0, 1) }))).toBe('review.needsRoute');
    expect(draftProblem(walked({ kind: 'area', areaM2: null }))).toBe('review.needsArea');
  });
});

describe('SurveyDraftStore', () => {
  it('resumes the draft after a reload, for its owner only, and forgets it when cleared', async () => {
    const name = `survey-draft-${++n}-${Math.random()}`;
    const first = open(name);
    await first.save(walked({ phase: 'recording' }));
    await first.save(walked({ phase: 'recording', counts: { 'smoking.packet': 4 } }));
    const reloaded = open(name);
    expect(await reloaded.load('u1')).toMatchObject({ phase: 'recording', counts: { 'smoking.packet': 4 }, points: walked().points });
    expect(await reloaded.load('someone-else')).toBeNull();
    await reloaded.clear('someone-else');
    expect(await reloaded.load('u1')).not.toBeNull();
    await reloaded.clear('u1');
    expect(await open(name).load('u1')).toBeNull();
  });
});
