import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { USER_PERSONAL_FIELDS } from '../../src/modules/guest/server/personal-data';
import { PROFILE_FIELDS } from '../../src/modules/profiles/server/repository';
import { PERSONAL_DATA } from '../../src/server/tokens';
import { jpegWithEvidence, scene } from '../support/images';
import { guest, reportTask, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';
import { USERS_WITH_BALANCES } from '../support/balances';

/** Column names that point at a person. A new table with one of these must be in some module's personalData().tables. */
const PERSON_COLUMN = /^(user|owner|assignee|reporter|subject|author|creator|uploader|reviewer|moderator|recipient|sender|actor|member|person|account|profile|referrer|invited_by|created_by|updated_by|deleted_by|approved_by|reviewed_by)(_user)?_id$|^(created|updated|deleted|approved|reviewed|invited)_by$/;

/** Strings that identify the test person; none may be left anywhere in the database after erasure. */
const PERSONAL = {
  email: 'ada.erasure@example.org',
  username: 'ada_erasure',
  first_name: 'Adelheid',
  last_name: 'Erasmusson',
  gender: 'Female',
  date_of_birth: '1990-04-02',
  astrological_sign: 'Aries',
  element: 'Fire',
  profile_image_url: 'https://cdn.example.org/ada-profile.webp',
  avatar_url: 'https://cdn.example.org/ada-avatar.webp',
  avatar_prompt: 'a fiery aries eco champion named Adelheid',
  champion_name: 'Blazing Adelheid',
};

describe('personal data: every table that references a person is covered', () => {
  it('finds each such table of the live schema in some module’s personalData().tables', async () => {
    const t = await createTestApp({ backend: 'pglite', modules: serverModules });
    try {
      const sources = t.app.container.get(PERSONAL_DATA);
      const covered = new Set(sources.flatMap((s) => s.tables));
      const { rows } = (await t.db.raw(
        `select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and table_name not like 'knex_migrations%'`,
      )) as { rows: { table_name: string; column_name: string }[] };
      const tables = new Set(rows.map((r) => r.table_name));
      const personal = new Set(rows.filter((r) => PERSON_COLUMN.test(r.column_name)).map((r) => r.table_name));
      personal.add('users');
      expect([...personal].filter((table) => !covered.has(table)).sort(), 'tables with personal data that no module exports or erases').toEqual([]);
      // And no module claims a table that does not exist (a typo would hide a gap).
      expect([...covered].filter((table) => !tables.has(table)).sort()).toEqual([]);
      // Each table has one owner.
      const all = sources.flatMap((s) => s.tables);
      expect(all.length).toBe(new Set(all).size);
    } finally {
      await t.close();
    }
  });
});

describe.each(backends())('account export and erasure (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let ada: Person;
  let bob: Person;
  let bobTaskForAda: string;
  let bobOpenTask: string;
  let adaTask: string;
  let before: Buffer;

  const photoFiles = () => {
    const root = path.join(dataDir, 'photos');
    if (!fs.existsSync(root)) return [] as string[];
    return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.webp'));
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-account-'));
    t = await createTestApp({ backend, modules: serverModules, env: { DATA_DIR: dataDir } });
    before = await scene({ litter: 80, seed: 7 });
    ada = await guest(t);
    bob = await guest(t);
    // Ada's personal fields, as a registered profile would have them: her account (guests) and her profile.
    const { email, username, ...profile } = PERSONAL;
    await t.db('users').where({ id: ada.id }).update({ email, username, is_guest: false, last_login: new Date(), consent_version: '1.0' });
    await t.db('profiles').where({ user_id: ada.id }).update({ ...profile, avatar_level: 3 });

    // Ada reports trash with a photo that carries EXIF GPS, time and camera.
    adaTask = await reportTask(ada, await jpegWithEvidence(400, 300));
    // Ada completes one of Bob's tasks with an after-photo, and holds another one.
    bobTaskForAda = await reportTask(bob, before);
    expect((await ada.agent.post(`/api/tasks/${bobTaskForAda}/accept`).send({ userId: ada.id })).status).toBe(200);
    const done = await ada.agent.post(`/api/tasks/${bobTaskForAda}/complete-with-photo`).attach('completionImage', await scene({ litter: 0, retake: true }), 'after.webp');
    expect(done.status).toBe(200);
    bobOpenTask = await reportTask(bob, before);
    expect((await ada.agent.post(`/api/tasks/${bobOpenTask}/accept`).send({ userId: ada.id })).status).toBe(200);
    // An environmental action and a consent decision.
    const body = { taskType: 'recycling', title: 'Sorted glass at Adelheid’s house', description: 'With my neighbours', quantity: 2, unit: 'kg', location: 'Ada Street 1' };
    expect((await ada.agent.post('/api/tasks/submit').send(body)).status).toBe(201);
    const consent = await ada.agent.post('/api/security/consent/record').send({
      userId: ada.id,
      consentCategories: [
        { categoryId: 'essential', consented: true },
        { categoryId: 'analytics', consented: true },
        { categoryId: 'performance', consented: false },
      ],
      source: 'preferences',
    });
    expect(consent.status).toBeLessThan(300);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses both without a session', async () => {
    expect((await t.request().get('/api/account/export')).status).toBe(401);
    expect((await t.request().delete('/api/account').send({ confirm: 'DELETE' })).status).toBe(401);
  });

  it('exports all of the person’s data as a JSON download', async () => {
    const res = await ada.agent.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cleanquest-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(1000);
    const data = JSON.parse(res.text);
    expect(data).toMatchObject({ format: 'cleanquest-personal-data/1', userId: ada.id });
    expect(data.profile).toMatchObject({ id: ada.id, email: PERSONAL.email, username: PERSONAL.username, firstName: PERSONAL.first_name, dateOfBirth: PERSONAL.date_of_birth });
    expect(data.sessions).toHaveLength(1);
    expect(res.text).not.toMatch(/token_?hash/i);
    expect(res.text).not.toContain(ada.token);
    expect(data.reports).toHaveLength(1);
    expect(data.tasks.reported.map((x: { id: string }) => x.id)).toEqual([adaTask]);
    expect(data.tasks.accepted.map((x: { id: string }) => x.id).sort()).toEqual([bobTaskForAda, bobOpenTask].sort());
    expect(data.taskCompletions).toHaveLength(1);
    expect(data.submissions).toHaveLength(1);
    expect(data.submissions[0].title).toBe('Sorted glass at Adelheid’s house');
    expect(data.ledger.length).toBeGreaterThanOrEqual(2);
    expect(Array.isArray(data.achievements)).toBe(true);
    expect(data.consentHistory).toHaveLength(1);
    // Links to every photo (report and after-photo), with the evidence read from the upload.
    expect(data.photos.map((p: { purpose: string }) => p.purpose).sort()).toEqual(['completion', 'report']);
    for (const p of data.photos) expect(p.url).toBe(`${t.config.publicUrl.origin}/api/photos/${p.id}`);
    const reportPhoto = data.photos.find((p: { purpose: string }) => p.purpose === 'report');
    expect(reportPhoto.evidence.camera).toContain('TestCam');
    expect(reportPhoto.evidence.gps.latitude).toBeCloseTo(51.48, 1);
    // Only the person's own data: nothing of Bob.
    expect(res.text).not.toContain(bob.id);
  });

  it('does not erase without the typed confirmation', async () => {
    for (const body of [{}, { confirm: 'delete' }, { confirm: 'yes' }]) {
      const res = await ada.agent.delete('/api/account').send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await ada.agent.get('/api/guest/validate')).body.valid).toBe(true);
  });

  it('erases the account: no personal field left, sessions ended, photos gone or anonymised, ledger sums intact', async () => {
    const filesBefore = photoFiles();
    const completionPhoto = (await t.db('photos').where({ owner_id: ada.id, purpose: 'completion' }).first()) as { id: string; main_key: string };
    const reportPhoto = (await t.db('photos').where({ owner_id: ada.id, purpose: 'report' }).first()) as { id: string; main_key: string };

    // A moderator had rejected Ada's attempt on the task she still holds: its reason speaks of her.
    await t.db('tasks').where({ id: bobOpenTask }).update({ verification_status: 'failed', review_outcome: 'rejected', review_reason: 'Ada left the bags by the bench.', reviewed_at: new Date() });

    const res = await ada.agent.delete('/api/account').send({ confirm: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: true });
    expect(String(res.headers['set-cookie'])).toMatch(/cq_session=;.*expires=Thu, 01 Jan 1970/);

    // The session is over, also for someone who kept the old cookie.
    expect((await t.request().get('/api/guest/validate').set('Cookie', `cq_session=${ada.token}`)).body.valid).toBe(false);
    expect((await t.request().get('/api/account/export').set('Cookie', `cq_session=${ada.token}`)).status).toBe(401);
    expect((await t.request().get(`/api/user/${ada.id}`)).status).toBe(404);

    const user = await t.db('users').where({ id: ada.id }).first();
    for (const f of USER_PERSONAL_FIELDS) expect(user[f], f).toBeNull();
    const profile = await t.db('profiles').where({ user_id: ada.id }).first();
    for (const f of PROFILE_FIELDS) expect(profile[f], f).toBeNull();
    expect(user.deleted_at).not.toBeNull();
    expect(user.is_active).toBe(false);
    const live = await t.db('sessions').where({ user_id: ada.id }).whereNull('revoked_at');
    expect(live).toHaveLength(0);

    // Photos: none owned any more; the after-photo is gone (row and files); the report photo stays for
    // Bob's and everyone's task view, without owner and without EXIF evidence.
    expect(await t.db('photos').where({ owner_id: ada.id })).toHaveLength(0);
    expect(await t.db('photos').where({ id: completionPhoto.id })).toHaveLength(0);
    const kept = await t.db('photos').where({ id: reportPhoto.id }).first();
    expect(kept.owner_id).toBeNull();
    expect(kept.evidence).toEqual({ gps: null, takenAt: null, camera: null });
    const filesAfter = photoFiles();
    expect(filesBefore.length - filesAfter.length).toBe(2);
    expect(filesAfter.some((f) => f.includes(completionPhoto.id))).toBe(false);
    expect((await bob.agent.get(`/api/photos/${reportPhoto.id}`)).status).toBe(200);
    expect((await bob.agent.get(`/api/photos/${completionPhoto.id}`)).status).toBe(404);

    // The task Ada held is available again; the one she completed stays completed.
    // Back on the map without anything of Ada's: no hold, no decision on her attempt (the public list shows review reasons).
    const released = await t.db('tasks').where({ id: bobOpenTask }).first();
    expect(released).toMatchObject({ status: 'available', assignee_id: null, accepted_at: null, held_until: null, verification_status: null, review_outcome: null, review_reason: null, reviewed_at: null });
    const listed = await bob.agent.get('/api/tasks/available');
    expect(listed.status).toBe(200);
    expect((listed.body as { id: string }[]).map((x) => x.id)).toContain(bobOpenTask);
    expect(listed.text).not.toContain('Ada left the bags');
    expect((await t.db('tasks').where({ id: bobTaskForAda }).first()).status).toBe('completed');
    // The submission is kept for the statistics, without what she typed or where she was.
    const sub = await t.db('action_submissions').where({ user_id: ada.id });
    for (const s of sub) expect([s.title, s.description, s.location, s.latitude]).toEqual(['', null, null, null]);
    // Consent history is kept as proof.
    expect(await t.db('consent_records').where({ user_id: ada.id })).toHaveLength(1);
    // Off the leaderboards.
    expect((await t.db('gamification_user_stats').where({ user_id: ada.id, listed: true })).length).toBe(0);

    // Nothing that identifies her is left anywhere in the database: every column of every table.
    const { rows: tables } = (await t.db.raw(`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`)) as {
      rows: { table_name: string }[];
    };
    const dump = (await Promise.all(tables.map(async ({ table_name }) => JSON.stringify(await t.db(table_name).select('*'))))).join('\n');
    for (const [field, value] of Object.entries(PERSONAL)) {
      if (['gender', 'astrological_sign', 'element'].includes(field)) continue; // common words; checked on the row above
      expect(dump.includes(value), `${field} "${value}" still stored`).toBe(false);
    }
    for (const evidence of ['TestCam', '2026:11:20', '2026-11-20T14:30']) expect(dump.includes(evidence), evidence).toBe(false);
    expect(dump).not.toContain('Adelheid');
  });

  it('keeps every user’s cached totals equal to their ledger sums', async () => {
    const { rows } = (await t.db.raw(`
      select u.id, u.total_coins, u.current_xp,
             coalesce(l.coins, 0)::int as ledger_coins, coalesce(l.xp, 0)::int as ledger_xp,
             s.coins as stats_coins, s.xp as stats_xp
        from ${USERS_WITH_BALANCES}
        left join (select user_id, sum(coins) as coins, sum(xp) as xp from reward_ledger group by user_id) l on l.user_id = u.id
        left join gamification_user_stats s on s.user_id = u.id`)) as {
      rows: { id: string; total_coins: number; current_xp: number; ledger_coins: number; ledger_xp: number; stats_coins: number | null; stats_xp: number | null }[];
    };
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const erased = rows.find((r) => r.id === ada.id)!;
    expect(erased.ledger_coins).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.total_coins, r.id).toBe(r.ledger_coins);
      expect(r.current_xp, r.id).toBe(r.ledger_xp);
      expect(r.stats_coins ?? 0, r.id).toBe(r.ledger_coins);
      expect(r.stats_xp ?? 0, r.id).toBe(r.ledger_xp);
    }
  });

  it('gives the browser a fresh guest session afterwards', async () => {
    expect((await ada.agent.get('/api/guest/validate')).body.valid).toBe(false);
    const fresh = await ada.agent.post('/api/guest/create');
    expect(fresh.status).toBe(201);
    expect(fresh.body.user.id).not.toBe(ada.id);
  });
});

describe('erasure on an https site', () => {
  it('clears the session cookie with the same attributes it was set with (Secure included)', async () => {
    const t = await createTestApp({ backend: 'pglite', modules: serverModules, env: { PUBLIC_URL: 'https://cleanquest.example' } });
    try {
      const created = await t.request().post('/api/guest/create');
      const cookie = String(created.headers['set-cookie']);
      expect(cookie).toContain('; secure');
      // supertest's agent keeps a Secure cookie away from its plain-http requests: send it by hand.
      const res = await t.request().delete('/api/account').set('Cookie', cookie.split(';')[0]!).send({ confirm: 'DELETE' });
      expect(res.status).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/^cq_session=; path=\/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax; secure; httponly$/);
    } finally {
      await t.close();
    }
  });
});
