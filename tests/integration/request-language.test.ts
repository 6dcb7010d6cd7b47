import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { scene } from '../support/images';
import { guest } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(backends())('error messages in the request’s language (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-request-language-'));
    t = await createTestApp({ backend, modules: serverModules, env: { DATA_DIR: dataDir } });
    // Session cookies expire by the app's clock and are dropped by the agent by the real one: align them.
    t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const visitor = () => guest(t);

  it('answers a German request in German and everyone else as before', async () => {
    const { agent } = await visitor();
    const de = await agent.post(`/api/tasks/${MISSING}/accept`).set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.8').send({ userId: 'x' });
    expect(de.status).toBe(403);
    expect(de.body).toEqual({ error: 'Das geht nur für dein eigenes Konto.', code: 'FORBIDDEN' });
    expect(de.headers.vary).toContain('Accept-Language');
    const en = await agent.post(`/api/tasks/${MISSING}/release`).send({});
    expect(en.body).toEqual({ error: `No API route for POST /api/tasks/${MISSING}/release.`, code: 'NOT_FOUND' });
    const deleted = await agent.delete(`/api/tasks/${MISSING}`).set('Accept-Language', 'de');
    expect(deleted.body).toEqual({ error: 'Diese Aufgabe gibt es nicht (mehr).', code: 'TASK_NOT_FOUND' });
    expect((await agent.delete(`/api/tasks/${MISSING}`).set('Accept-Language', 'en-GB,de;q=0.5')).body.error).toBe('This task does not exist (any more).');
  });

  it('translates the create-profile form’s field messages and the validation summary', async () => {
    const { agent, id } = await visitor();
    const body = { firstName: '', username: 'a b', gender: 'Robot', dateOfBirth: '' };
    const en = await agent.post(`/api/users/${id}/create-profile`).send(body);
    expect(en.status).toBe(400);
    const de = await agent.post(`/api/users/${id}/create-profile`).set('Accept-Language', 'de').send(body);
    expect(de.status).toBe(400);
    expect(de.body.code).toBe('VALIDATION_FAILED');
    const fields = (res: typeof de) => Object.fromEntries((res.body.details.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]));
    expect(fields(en)).toMatchObject({ firstName: 'Please fill in all required fields.', username: 'Usernames use 3 to 30 letters, numbers, dots, dashes or underscores.', gender: 'Gender must be Male, Female or Diverse' });
    expect(fields(de)).toMatchObject({
      firstName: 'Bitte fülle alle Pflichtfelder aus.',
      username: 'Benutzernamen bestehen aus 3 bis 30 Buchstaben, Ziffern, Punkten, Bindestrichen oder Unterstrichen.',
      gender: 'Das Geschlecht muss Männlich, Weiblich oder Divers sein',
      dateOfBirth: 'Bitte fülle alle Pflichtfelder aus.',
    });
    expect(en.body.error).toMatch(/^Please check: /);
    expect(de.body.error).toBe(`Bitte prüfe: ${(de.body.details.fields as { message: string }[]).map((f) => f.message).join('; ')}`);
  });

  it('translates the Submit Task messages the server checks itself', async () => {
    const { agent } = await visitor();
    const body = { taskType: 'recycling', title: 'ab', quantity: 2, unit: 'barrels' };
    const en = await agent.post('/api/tasks/submit').send(body);
    const [, units] = /^Unit must be one of: (.+)$/.exec(en.body.details.errors[1])!;
    const de = await agent.post('/api/tasks/submit').set('Accept-Language', 'de').send(body);
    expect(de.status).toBe(400);
    expect(de.body.details.errors).toEqual(['Der Titel muss mindestens 3 Zeichen lang sein', `Die Einheit muss eine von diesen sein: ${units}`]);
    expect(de.body.error).toBe(`Bitte prüfe: ${de.body.details.errors.join('; ')}`);
  });

  it('translates errors a module answers itself (consent’s { success: false } bodies)', async () => {
    const { agent, id } = await visitor();
    const res = await agent
      .post('/api/security/consent/record')
      .set('Accept-Language', 'de')
      .send({ userId: id, consentCategories: [{ categoryId: 'essential', consented: false }], source: 'preferences' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Erforderliche Cookies können nicht deaktiviert werden', code: 'CONSENT_REQUIRED_CATEGORY' });
  });

  it('gives the after-photo verdict in the volunteer’s language', async () => {
    const reporter = await visitor();
    const report = await reporter.agent
      .post('/api/reports')
      .field('userId', reporter.id)
      .field('location', 'Riverbank')
      .field('latitude', '51.49')
      .field('longitude', '11.98')
      .attach('image', await scene({ litter: 80, seed: 7 }), 'before.webp');
    expect(report.status).toBe(201);
    const cleaner = await visitor();
    const taskId = report.body.task.id as string;
    expect((await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id })).status).toBe(200);
    const res = await cleaner.agent
      .post(`/api/tasks/${taskId}/complete-with-photo`)
      .set('Accept-Language', 'de')
      .attach('completionImage', await scene({ litter: 0, retake: true }), 'after.webp');
    expect(res.status).toBe(200);
    expect(res.body.verificationStatus).toBe('verified');
    expect(res.body.analysis.feedback).toMatch(/^Derselbe Ort, deutlich weniger Unordnung als auf dem Meldefoto/);
    expect(res.body.analysis.areasImproved).toEqual(['Sichtbar weniger verstreute Unordnung im fotografierten Bereich']);
  });

  it('explains a held mark-completed in the volunteer’s language', async () => {
    const reporter = await visitor();
    const report = await reporter.agent.post('/api/reports').field('userId', reporter.id).field('location', 'Park').attach('image', await scene({ litter: 60 }), 'before.webp');
    const cleaner = await visitor();
    const taskId = report.body.task.id as string;
    await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id }).expect(200);
    const res = await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`).set('Accept-Language', 'de');
    expect(res.status).toBe(200);
    expect(res.body.analysis.feedback).toMatch(/^Ohne Nachher-Foto gibt es nichts automatisch zu prüfen/);
  });
});
