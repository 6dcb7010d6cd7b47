import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsModule } from '../../src/modules/actions/server';
import { adminModule } from '../../src/modules/admin/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { serverModules } from '../../src/modules/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { createDb } from '../../src/server/db';
import { seedPgliteDataDir } from '../support/db-templates';
import { backends, createTestApp, type TestApp } from '../support/test-app';
import { balancesRow } from '../support/balances';
import { guest as newGuest, member, task, type Person } from '../support/people';


const ZERO = '00000000-0000-4000-8000-000000000000';

/**
 * Admin routes only admins may call (the rest need moderator). Every other route mounted under
 * /api/admin is expected to accept moderators: a new admin-only route fails the test until listed here.
 */
const ADMIN_ONLY = new Set(['GET /api/admin/audit', 'GET /api/admin/donations', 'PUT /api/admin/users/:id/role', 'GET /api/admin/embed/partners', 'POST /api/admin/embed/partners', 'PUT /api/admin/embed/partners/:id', 'DELETE /api/admin/embed/partners/:id', 'GET /api/admin/embed/api-keys', 'POST /api/admin/embed/partners/:id/api-key', 'DELETE /api/admin/embed/partners/:id/api-key', 'GET /api/admin/embed/partners/:id/members', 'POST /api/admin/embed/partners/:id/members', 'DELETE /api/admin/embed/partners/:id/members/:userId', 'GET /api/admin/open311/city-filings', 'GET /api/admin/open311/city-connections', 'POST /api/admin/open311/city-connections', 'PUT /api/admin/open311/city-connections/:id', 'DELETE /api/admin/open311/city-connections/:id', 'POST /api/admin/open311/city-services']);

interface MountedRoute { method: 'get' | 'post' | 'put' | 'delete' | 'patch'; path: string; url: string }

/** Every route the app actually mounted under /api/admin, read from the Koa routers (nothing hard-coded). */
function mountedAdminRoutes(app: TestApp['app']): MountedRoute[] {
  const routers = app.koa.middleware.flatMap((m) => {
    const router = (m as unknown as { router?: { stack: { path: string; methods: string[] }[] } }).router;
    return router ? [router] : [];
  });
  const seen = new Set<string>();
  const routes: MountedRoute[] = [];
  for (const layer of routers.flatMap((r) => r.stack)) {
    if (!layer.path.startsWith('/api/admin')) continue;
    for (const m of layer.methods) {
      if (m === 'HEAD' || m === 'OPTIONS') continue;
      const key = `${m} ${layer.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method: m.toLowerCase() as MountedRoute['method'], path: layer.path, url: layer.path.replace(/:[A-Za-z]+/g, ZERO) });
    }
  }
  return routes;
}

const refusedByRole = (res: { status: number; body: { code?: string } }) => res.status === 401 || (res.status === 403 && res.body.code === 'FORBIDDEN');

describe('every mounted admin route checks the role', () => {
  let t: TestApp;
  let routes: MountedRoute[];
  const person = async (role?: 'moderator' | 'admin', username?: string) => (role || username ? await member(t, { role, username }) : await newGuest(t)).agent;
  const call = (agent: ReturnType<TestApp['agent']> | ReturnType<TestApp['request']>, r: MountedRoute) => agent[r.method](r.url).send({});

  beforeAll(async () => {
    // All modules of the real app, so routes added by any module (and future ones) are covered.
    t = await createTestApp({ backend: 'pglite', modules: serverModules });
    routes = mountedAdminRoutes(t.app);
  });
  afterAll(() => t.close());

  it('finds the routes of every module with admin routes', () => {
    const keys = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/admin/overview', 'GET /api/admin/users', 'GET /api/admin/tasks/review', 'GET /api/admin/actions/pending', ...ADMIN_ONLY]));
    for (const m of serverModules.filter((x) => x.adminRouter)) expect(keys.some((k) => k.includes(`/api/admin/${m.id}/`)), m.id).toBe(true);
  });

  it('refuses callers without a session (401), guests and registered cleaners (403)', async () => {
    const guest = await person();
    const cleaner = await person(undefined, 'plain_cleaner');
    for (const r of routes) {
      const name = `${r.method.toUpperCase()} ${r.path}`;
      expect((await call(t.request(), r)).status, `${name} without session`).toBe(401);
      for (const [who, agent] of [['guest', guest], ['cleaner', cleaner]] as const) {
        const res = await call(agent, r);
        expect(res.status, `${name} as ${who}`).toBe(403);
        expect(res.body.code, `${name} as ${who}`).toBe('FORBIDDEN');
      }
    }
  });

  it('accepts moderators on moderator routes and refuses them admin routes; admins pass every route', async () => {
    const mod = await person('moderator', 'enum_mod');
    const admin = await person('admin', 'enum_admin');
    for (const r of routes) {
      const name = `${r.method.toUpperCase()} ${r.path}`;
      const asAdmin = await call(admin, r);
      expect(refusedByRole(asAdmin), `${name} as admin: ${asAdmin.status} ${JSON.stringify(asAdmin.body)}`).toBe(false);
      const asMod = await call(mod, r);
      if (ADMIN_ONLY.has(name)) {
        expect(asMod.status, `${name} as moderator`).toBe(403);
        expect(asMod.body.code).toBe('FORBIDDEN');
      } else {
        expect(refusedByRole(asMod), `${name} as moderator: ${asMod.status} ${JSON.stringify(asMod.body)}`).toBe(false);
      }
    }
  });
});

describe.each(backends())('admin and moderation (%s)', (backend) => {
  let t: TestApp;
  let cleaner: Person;
  let reporter: Person;
  let mod: Person;
  let mod2: Person;
  let admin: Person;

  const person = (role?: 'moderator' | 'admin', username?: string): Promise<Person> => (role || username ? member(t, { role, username }) : newGuest(t));
  /** An assigned task of the cleaner, completed without a photo: always held for review. */
  const heldTask = async (who: Person = cleaner, reward = 25) => {
    const taskId = await task(t, { reporterId: reporter.id, reward });
    expect((await who.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: who.id })).status).toBe(200);
    const done = await who.agent.post(`/api/tasks/${taskId}/mark-completed`);
    expect(done.body.verificationStatus).toBe('needs_review');
    return taskId;
  };
  const taskLedger = async (taskId: string) =>
    (await t.db.raw("select count(*)::int as n, coalesce(sum(coins), 0)::int as coins from reward_ledger where reason = 'task_completed' and reference = ?", [taskId])).rows[0] as { n: number; coins: number };
  const coins = async (id: string) => (await balancesRow(t.db, id)).total_coins;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, actionsModule, adminModule] });
    cleaner = await person();
    reporter = await person();
    mod = await person('moderator', `mod_${backend}`);
    mod2 = await person('moderator', `mod2_${backend}`);
    admin = await person('admin', `admin_${backend}`);
  });
  afterAll(() => t.close());

  it('lets an admin grant and revoke moderator, never a moderator; the audit log records it', async () => {
    const someone = await person(undefined, `someone_${backend}`);
    const denied = await mod.agent.put(`/api/admin/users/${someone.id}/role`).send({ role: 'moderator' });
    expect(denied.status).toBe(403);
    expect((await t.db('users').where({ id: someone.id }).first()).role).toBe('cleaner');

    const granted = await admin.agent.put(`/api/admin/users/${someone.id}/role`).send({ role: 'moderator' });
    expect(granted.status).toBe(200);
    expect(granted.body.user).toMatchObject({ id: someone.id, role: 'moderator' });
    // The new role applies to the person's next request.
    expect((await someone.agent.get('/api/admin/tasks/review')).status).toBe(200);
    expect((await admin.agent.put(`/api/admin/users/${someone.id}/role`).send({ role: 'cleaner' })).status).toBe(200);
    expect((await someone.agent.get('/api/admin/tasks/review')).status).toBe(403);
    // Admin is not grantable over the API; admins cannot be demoted over it; guests cannot moderate.
    expect((await admin.agent.put(`/api/admin/users/${someone.id}/role`).send({ role: 'admin' })).status).toBe(400);
    const other = await person('admin', `admin2_${backend}`);
    expect((await admin.agent.put(`/api/admin/users/${other.id}/role`).send({ role: 'cleaner' })).status).toBe(403);
    expect((await admin.agent.put(`/api/admin/users/${cleaner.id}/role`).send({ role: 'moderator' })).status).toBe(409);

    const audit = await admin.agent.get('/api/admin/audit').query({ targetId: someone.id });
    expect(audit.status).toBe(200);
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(['guest.role_revoked', 'guest.role_granted']);
    expect(audit.body.entries[1]).toMatchObject({ actorId: admin.id, targetType: 'user', before: { role: 'cleaner' }, after: { role: 'moderator' } });
  });

  it('searches users and disables an account, which ends its sessions', async () => {
    const victim = await person(undefined, `victim_${backend}`);
    const found = await mod.agent.get('/api/admin/users').query({ q: `victim_${backend}` });
    expect(found.body.users.map((u: { id: string }) => u.id)).toEqual([victim.id]);
    expect((await victim.agent.get('/api/guest/validate')).body.valid).toBe(true);
    // A moderator cannot disable a fellow moderator or an admin.
    expect((await mod.agent.post(`/api/admin/users/${mod2.id}/disable`)).status).toBe(403);
    expect((await mod.agent.post(`/api/admin/users/${admin.id}/disable`)).status).toBe(403);
    const res = await mod.agent.post(`/api/admin/users/${victim.id}/disable`);
    expect(res.status).toBe(200);
    expect(res.body.user.isActive).toBe(false);
    expect((await victim.agent.get('/api/guest/validate')).body.valid).toBe(false);
    expect(await t.db('sessions').where({ user_id: victim.id }).whereNull('revoked_at')).toHaveLength(0);
    expect(await t.db('admin_audit_log').where({ target_id: victim.id, action: 'guest.user_disabled', actor_id: mod.id })).toHaveLength(1);
  });

  it('lists a held completion and pays exactly once when approved twice', async () => {
    const taskId = await heldTask();
    const queue = await mod.agent.get('/api/admin/tasks/review');
    const item = queue.body.items.find((i: { task: { id: string } }) => i.task.id === taskId);
    expect(item).toMatchObject({ assignee: { id: cleaner.id }, completion: { verifier: 'none', afterPhotoUrl: null } });
    const overview = await mod.agent.get('/api/admin/overview');
    expect(overview.body.counts.find((c: { key: string }) => c.key === 'tasks.needsReview').count).toBeGreaterThanOrEqual(1);

    const before = await coins(cleaner.id);
    const first = await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ reward: 25, task: { id: taskId, status: 'completed', verificationStatus: 'verified', review: { outcome: 'approved', reason: null } } });
    const second = await mod2.agent.post(`/api/admin/tasks/review/${taskId}/approve`);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('REVIEW_ALREADY_DECIDED');
    expect(await taskLedger(taskId)).toEqual({ n: 1, coins: 25 });
    // The reward, plus any achievement it unlocked (first cleanup), all through the ledger.
    const after = await coins(cleaner.id);
    expect(after).toBeGreaterThanOrEqual(before + 25);
    const ledgerSum = (await t.db.raw('select coalesce(sum(coins), 0)::int as c from reward_ledger where user_id = ?', [cleaner.id])).rows[0].c;
    expect(after).toBe(ledgerSum);
    // The cleaner sees it: new coins on the session, the task completed and approved in My Tasks.
    expect((await cleaner.agent.get('/api/guest/validate')).body.user.totalCoins).toBe(after);
    const mine = await cleaner.agent.get(`/api/tasks/my-tasks/${cleaner.id}`);
    expect(mine.body.find((x: { id: string }) => x.id === taskId)).toMatchObject({ status: 'completed', review: { outcome: 'approved' } });
    const completion = await t.db('task_completions').where({ task_id: taskId }).first();
    expect(completion).toMatchObject({ review_outcome: 'approved', reviewed_by: mod.id, reward_credited: 25 });
    expect(await t.db('admin_audit_log').where({ target_id: taskId, action: 'tasks.completion_approved' })).toHaveLength(1);
  });

  it('pays exactly once when two moderators approve at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const taskId = await heldTask();
      const results = await Promise.all([mod, mod2, admin, mod].map((m) => m.agent.post(`/api/admin/tasks/review/${taskId}/approve`)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      expect(await taskLedger(taskId)).toEqual({ n: 1, coins: 25 });
      expect(await t.db('admin_audit_log').where({ target_id: taskId })).toHaveLength(1);
    }
  });

  it('rejects with a reason the person sees; the task goes back to them and nothing is paid', async () => {
    const taskId = await heldTask();
    expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/reject`).send({})).status).toBe(400);
    const res = await mod.agent.post(`/api/admin/tasks/review/${taskId}/reject`).send({ reason: 'The bottles are still there.' });
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ status: 'assigned', verificationStatus: 'failed', review: { outcome: 'rejected', reason: 'The bottles are still there.', reviewedAt: t.clock.now().toISOString() } });
    expect((await mod2.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(409);
    expect(await taskLedger(taskId)).toEqual({ n: 0, coins: 0 });
    const mine = await cleaner.agent.get(`/api/tasks/active/${cleaner.id}`);
    expect(mine.body.find((x: { id: string }) => x.id === taskId)).toMatchObject({ review: { outcome: 'rejected', reason: 'The bottles are still there.' } });
    expect(await t.db('admin_audit_log').where({ target_id: taskId, action: 'tasks.completion_rejected', reason: 'The bottles are still there.' })).toHaveLength(1);
    // Trying again clears the old verdict and queues the task anew.
    expect((await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`)).body.task).toMatchObject({ verificationStatus: 'needs_review', review: null });
    expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(200);
    expect(await taskLedger(taskId)).toEqual({ n: 1, coins: 25 });
  });

  it('approves a pending submission once (actualXP credited) and rejects another with a reason', async () => {
    const submit = async () => {
      const res = await cleaner.agent.post('/api/tasks/submit').send({ taskType: 'beach_cleanup', title: `Huge haul ${Math.random()}`, quantity: 400, unit: 'kg' });
      expect(res.body.submission.status).toBe('pending');
      return res.body.submission.id as string;
    };
    const ledger = async (id: string) => (await t.db.raw("select count(*)::int as n, coalesce(sum(xp), 0)::int as xp from reward_ledger where reason = 'submission_approved' and reference = ?", [id])).rows[0];
    const a = await submit();
    const b = await submit();
    const pending = await mod.agent.get('/api/admin/actions/pending');
    expect(pending.body.submissions.find((s: { id: string }) => s.id === a)).toMatchObject({ userId: cleaner.id, flags: expect.arrayContaining(['quantity_above_typical']) });

    const results = await Promise.all([mod, mod2].map((m) => m.agent.post(`/api/admin/actions/submissions/${a}/approve`).send({ actualXP: 120 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ledger(a)).toEqual({ n: 1, xp: 120 });
    expect((await mod.agent.post(`/api/admin/actions/submissions/${a}/approve`).send({})).status).toBe(409);
    expect(await ledger(a)).toEqual({ n: 1, xp: 120 });

    const rejected = await mod.agent.post(`/api/admin/actions/submissions/${b}/reject`).send({ reason: 'Please add a photo of the bags.' });
    expect(rejected.status).toBe(200);
    expect(await ledger(b)).toEqual({ n: 0, xp: 0 });
    const mine = (await cleaner.agent.get('/api/tasks/submissions')).body.submissions as { id: string; status: string; actualXP: number | null; reviewReason: string | null }[];
    expect(mine.find((s) => s.id === a)).toMatchObject({ status: 'approved', actualXP: 120, reviewReason: null });
    expect(mine.find((s) => s.id === b)).toMatchObject({ status: 'rejected', reviewReason: 'Please add a photo of the bags.' });
    expect((await t.db('admin_audit_log').whereIn('target_id', [a, b])).map((r: { action: string }) => r.action).sort()).toEqual(['actions.submission_approved', 'actions.submission_rejected']);
  });
});

describe('npm run admin (the roles command)', () => {
  // Six processes, each loading the app and opening the database: minutes on a busy machine.
  it('grants and revokes roles in the configured database', { timeout: 300_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-admin-cli-'));
    try {
      await seedPgliteDataDir(dataDir);
      let db = createDb({ dataDir });
      const [{ id }] = await db('users').insert({ username: 'Ada', is_guest: false }).returning('id');
      await db('users').insert({ username: 'guest_abc', is_guest: true });
      await db.destroy();
      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/admin-cli.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).then(
          (r) => ({ code: 0, out: r.stdout + r.stderr }),
          (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
        );
      const role = async () => {
        db = createDb({ dataDir });
        try {
          return ((await db('users').where({ id }).first('role')) as { role: string }).role;
        } finally {
          await db.destroy();
        }
      };
      expect(await run('grant', 'ada', 'admin')).toMatchObject({ code: 0, out: expect.stringContaining('Ada: cleaner -> admin') });
      expect(await role()).toBe('admin');
      expect(await run('revoke', 'Ada')).toMatchObject({ code: 0 });
      expect(await role()).toBe('cleaner');
      expect(await run('grant', 'Ada', 'moderator')).toMatchObject({ code: 0 });
      expect(await role()).toBe('moderator');
      expect((await run('grant', 'nobody', 'admin')).code).toBe(1);
      expect((await run('grant', 'guest_abc', 'admin')).code).toBe(1);
      expect((await run('grant', 'Ada', 'emperor')).code).toBe(1);
      db = createDb({ dataDir });
      const audit = await db('admin_audit_log').where({ target_id: id }).orderBy('seq');
      await db.destroy();
      expect(audit.map((r: { action: string; actor_label: string }) => [r.action, r.actor_label])).toEqual([
        ['guest.role_granted', 'cli'],
        ['guest.role_revoked', 'cli'],
        ['guest.role_granted', 'cli'],
      ]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
