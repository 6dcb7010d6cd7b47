import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, member, type Person } from '../support/people';
import { scene } from '../support/images';
import { json, startStandIn, type StandIn } from '../support/stand-in-server';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

const answer = (hazardous: boolean) => ({
  litter: [
    { item: 'soft_drinks.plastic_bottle', material: 'plastic', brand: null, count: 4 },
    { item: 'no.such_item', material: null, brand: null, count: 2 },
  ],
  items: ['4 plastic bottles'],
  toolsNeeded: hazardous ? ['protective gloves', 'sharps container'] : ['gloves', 'bags'],
  hazardous,
  confidence: 0.9,
});

const completion = (content: string) => ({
  id: 'chatcmpl-test', object: 'chat.completion', created: 0, model: 'test-model',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
});

let mode: 'safe' | 'hazardous' | 'down' = 'safe';

/**
 * Issue 24: a photo analysis (POST /api/analysis, the model a local stand-in) taken into the report's
 * task, size and hazards on the report, hazardous tasks not for volunteers (no accept, offered to the
 * city through Open311).
 */
describe.each(backends())('report analysis, size and hazards (%s)', (backend) => {
  let t: TestApp;
  let standIn: StandIn;
  let reporter: Person;
  let other: Person;
  let photo: Buffer;
  let spot = 0;

  let otherPhoto: Buffer;

  const analyse = (who: Person, image = photo) => who.agent.post('/api/analysis').attach('photo', image, 'photo.jpg');
  /** A report at a spot of its own (no nearby-duplicate question), with these extra fields. */
  const report = async (who: Person, fields: Record<string, string | string[]> = {}, image = photo) => {
    let req = who.agent
      .post('/api/reports')
      .field('userId', who.id)
      .field('location', 'Riverbank')
      .field('latitude', String(51.3 + ++spot * 0.01))
      .field('longitude', '12.3')
      .field('notDuplicate', 'true');
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) req = req.field(k, one);
    const res = await req.attach('image', image, 'photo.jpg');
    expect(res.status, res.text).toBe(201);
    return res.body.task.id as string;
  };
  const onMap = async (taskId: string) => {
    const list = (await t.request().get('/api/tasks/available').expect(200)).body as { id: string }[];
    return list.find((x) => x.id === taskId) as unknown as Record<string, unknown> & { report: Record<string, unknown>; forVolunteers: boolean };
  };

  beforeAll(async () => {
    standIn = await startStandIn((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (mode === 'down') return json(res, 503, { error: { message: 'overloaded', type: 'server_error' } });
        json(res, 200, completion(JSON.stringify(answer(mode === 'hazardous'))));
      });
    });
    t = await createTestApp({
      backend,
      modules: manifests('guest', 'gamification', 'photos', 'litter', 'tasks', 'analysis', 'reports', 'admin', 'embed', 'open311'),
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${standIn.url}/v1`, OPENAI_TIMEOUT_MS: '2000' },
    });
    reporter = await guest(t);
    other = await guest(t);
    photo = await scene({ litter: 40, seed: 3 });
    otherPhoto = await scene({ litter: 5, seed: 11 });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('suggests taxonomy tags and puts the analysis into the task of the report that names it', async () => {
    mode = 'safe';
    const res = await analyse(reporter);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      available: true,
      reason: null,
      suggestions: [{ category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', material: 'plastic', count: 4 }],
      analysis: { items: ['4 plastic bottles'], toolsNeeded: ['gloves', 'bags'], hazardous: false, confidence: 0.9 },
    });
    expect(res.body.suggestions).toHaveLength(1);
    const taskId = await report(reporter, { analysisId: res.body.id, size: 'wheelbarrow', hazards: '["glass"]' });
    const task = await onMap(taskId);
    expect(task.forVolunteers).toBe(true);
    expect(task.report).toMatchObject({ size: 'wheelbarrow', hazards: ['glass'], aiAnalysis: res.body.analysis });
    // Taken once: a second report naming it gets no analysis.
    const again = await onMap(await report(reporter, { analysisId: res.body.id }));
    expect(again.report).toMatchObject({ aiAnalysis: null, size: null, hazards: [] });
  });

  it('makes a hazardous spot not for volunteers: no accept, offered to the city through Open311', async () => {
    mode = 'hazardous';
    const res = await analyse(reporter);
    expect(res.body.analysis.hazardous).toBe(true);
    const taskId = await report(reporter, { analysisId: res.body.id });
    const task = await onMap(taskId);
    expect(task.forVolunteers).toBe(false);
    const accept = await other.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: other.id });
    expect(accept.status).toBe(409);
    expect(accept.body.code).toBe('TASK_NOT_FOR_VOLUNTEERS');
    expect((await t.db('tasks').where({ id: taskId }).first('status')).status).toBe('available');
    const reportId = (await t.db('tasks').where({ id: taskId }).first('report_id')).report_id as string;
    const requests = (await t.request().get('/open311/v2/requests.json').expect(200)).body as Record<string, unknown>[];
    const mine = requests.find((r) => r.service_request_id === reportId);
    expect(mine).toMatchObject({ status: 'open', service_notice: 'Hazardous: not for volunteers', agency_responsible: 'City' });
    const safe = requests.find((r) => r.service_request_id !== reportId)!;
    expect(safe.service_notice).toBeUndefined();
    expect(safe.agency_responsible).not.toBe('City');
    const xml = await t.request().get(`/open311/v2/requests/${reportId}.xml`).expect(200);
    expect(xml.text).toContain('<service_notice>Hazardous: not for volunteers</service_notice>');
  });

  it('makes a report naming sharps, chemicals or asbestos not for volunteers, but not glass or heavy', async () => {
    expect((await onMap(await report(reporter, { hazards: 'sharps' }))).forVolunteers).toBe(false);
    expect((await onMap(await report(reporter, { hazards: ['glass', 'chemicals'] }))).forVolunteers).toBe(false);
    const fine = await onMap(await report(reporter, { hazards: '["glass","heavy","dead_animal"]', size: 'car_load' }));
    expect(fine.forVolunteers).toBe(true);
    expect(fine.report).toMatchObject({ hazards: ['glass', 'heavy', 'dead_animal'], size: 'car_load' });
    const bad = await reporter.agent.post('/api/reports').field('userId', reporter.id).field('location', 'X').field('hazards', 'lava').attach('image', photo, 'photo.jpg');
    expect(bad.status).toBe(400);
  });

  it('ignores someone else’s analysisId, and an unknown one', async () => {
    mode = 'hazardous';
    const theirs = await analyse(other);
    const taskId = await report(reporter, { analysisId: theirs.body.id });
    const task = await onMap(taskId);
    expect(task.report.aiAnalysis).toBeNull();
    expect(task.forVolunteers).toBe(true);
    expect((await onMap(await report(reporter, { analysisId: '00000000-0000-4000-8000-000000000000' }))).report.aiAnalysis).toBeNull();
    // The owner can still use it.
    expect((await onMap(await report(other, { analysisId: theirs.body.id }))).report.aiAnalysis).toMatchObject({ hazardous: true });
  });

  it('does not attach one photo’s analysis to a report of another photo (issue 33)', async () => {
    mode = 'hazardous';
    const ofA = await analyse(reporter, photo);
    expect(ofA.body.available).toBe(true);
    // Photo B with A's analysis: no analysis in the task, and the hazardous verdict does not travel with it.
    const taskOfB = await onMap(await report(reporter, { analysisId: ofA.body.id }, otherPhoto));
    expect(taskOfB.report.aiAnalysis).toBeNull();
    expect(taskOfB.forVolunteers).toBe(true);
    const reportOfB = (await t.db('tasks').where({ id: taskOfB.id }).first('report_id')).report_id as string;
    expect((await t.db('reports').where({ id: reportOfB }).first('analysis_id')).analysis_id).toBeNull();
    // The analysis was not used up: the report of photo A itself still takes it.
    expect((await onMap(await report(reporter, { analysisId: ofA.body.id }, photo))).report.aiAnalysis).toMatchObject({ hazardous: true });
  });

  it('needs a session and a photo', async () => {
    expect((await t.request().post('/api/analysis').attach('photo', photo, 'photo.jpg')).status).toBe(401);
    const none = await reporter.agent.post('/api/analysis').field('x', '1');
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('ANALYSIS_NO_PHOTO');
  });

  it('answers unreachable when the model fails, and expires analyses after 24 hours', async () => {
    // A registered person: the clock moves on past a guest session's lifetime.
    const someone = await member(t);
    mode = 'down';
    expect((await analyse(someone)).body).toEqual({ id: null, available: false, reason: 'unreachable', suggestions: [], analysis: null });
    mode = 'safe';
    const old = await analyse(someone);
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await onMap(await report(someone, { analysisId: old.body.id }))).report.aiAnalysis).toBeNull();
  });
});
