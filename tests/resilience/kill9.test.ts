import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scene } from '../support/images';
import { backends } from '../support/test-app';
import { Client, invariantViolations, photoConsistency, Recorder, sleep, waitUntil } from './support/load';
import { serverUnderTest, type ServerUnderTest } from './support/servers';

/**
 * Issue 12, Resilience: kill -9 of the server while photos are uploading and tasks are being
 * completed, then a restart on the same data (embedded PGlite in DATA_DIR, and PostgreSQL). Nothing
 * that got a 2xx is lost, no photo file is left without its row (the start-up sweep removes what the
 * crash left; PHOTO_ORPHAN_GRACE_SECONDS is short here), no row points to a missing file, and nobody
 * is paid twice.
 */
describe.each(backends())('kill -9 during uploads and completions (%s)', (backend) => {
  let s: ServerUnderTest;
  let befores: Buffer[];
  let after: Buffer;

  beforeAll(async () => {
    befores = await Promise.all([11, 12, 13].map((seed) => scene({ litter: 60, seed })));
    after = await scene({ litter: 0, retake: true });
    s = await serverUnderTest(backend, { env: { PHOTO_ORPHAN_GRACE_SECONDS: process.env.KILL9_GRACE_SECONDS ?? '2' } });
    await s.start();
  }, 180_000);
  afterAll(async () => {
    await s?.cleanup();
  });

  it('keeps every acknowledged write, leaves no orphan or missing file, and pays once', async () => {
    const rec = new Recorder();
    const reporter = new Client(s.base, rec);
    const cleaners = Array.from({ length: 6 }, () => new Client(s.base, rec));
    expect(await reporter.becomeGuest()).toBe(true);
    for (const c of cleaners) expect(await c.becomeGuest()).toBe(true);

    // Tasks for the cleaners to complete while the server dies.
    const held = new Map<Client, string[]>();
    for (let i = 0; i < 12; i++) {
      const r = await reporter.report(befores[i % befores.length]!, i);
      expect(r?.status).toBe(201);
      const c = cleaners[i % cleaners.length]!;
      expect((await c.accept(r!.body.task.id))?.status).toBe(200);
      held.set(c, [...(held.get(c) ?? []), r!.body.task.id]);
    }

    const acked = { reports: [] as string[], completions: [] as { task: string; user: string; status: string; reward: number }[], accepts: [] as { task: string; user: string }[] };
    let inFlight = 0;
    let killed = false;
    const track = async <T>(p: Promise<T>) => {
      inFlight++;
      try {
        return await p;
      } finally {
        inFlight--;
      }
    };
    let n = 100;
    const uploader = async (u: Client) => {
      while (!killed) {
        const r = await track(u.report(befores[n % befores.length]!, n++));
        if (r?.status === 201) acked.reports.push(r.body.task.id);
      }
    };
    let completing = 0;
    const completer = async (c: Client) => {
      const mine = [...(held.get(c) ?? [])];
      while (!killed) {
        if (mine.length === 0) {
          // Out of tasks: report one more and take it (the kill may hit either step too).
          const r = await track(reporter.report(befores[2]!, n++));
          if (r?.status !== 201) continue;
          acked.reports.push(r.body.task.id);
          const a = await track(c.accept(r.body.task.id));
          if (a?.status !== 200) continue;
          acked.accepts.push({ task: r.body.task.id, user: c.userId });
          mine.push(r.body.task.id);
          continue;
        }
        const id = mine.shift()!;
        completing++;
        const r = await track(c.complete(id, after)).finally(() => completing--);
        if (r && r.status >= 200 && r.status < 300) acked.completions.push({ task: id, user: c.userId, status: r.body.verificationStatus, reward: r.body.reward });
      }
    };
    const acceptor = async (c: Client) => {
      while (!killed) {
        const r = await track(reporter.report(befores[0]!, n++));
        if (r?.status !== 201) continue;
        acked.reports.push(r.body.task.id);
        const a = await track(c.accept(r.body.task.id));
        if (a?.status === 200) acked.accepts.push({ task: r.body.task.id, user: c.userId });
      }
    };
    const load = Promise.all([uploader(cleaners[0]!), uploader(cleaners[1]!), ...cleaners.map(completer), acceptor(cleaners[5]!)]);

    // Kill once work is acknowledged and more is on its way: uploads and completions in flight.
    await waitUntil('acknowledged uploads and completions with more in flight', () => acked.reports.length >= 4 && acked.completions.length >= 2 && completing >= 1 && inFlight >= 3, 180_000, 20);
    s.proc!.child.kill('SIGKILL');
    killed = true;
    await s.proc!.exited;
    await load;
    const lostInFlight = rec.outcomes.filter((o) => o.status === 0).length;
    console.log(`kill -9 (${backend}): ${acked.reports.length} reports, ${acked.completions.length} completions, ${acked.accepts.length} accepts acknowledged; ${lostInFlight} requests cut off`);
    expect(lostInFlight).toBeGreaterThan(0); // the kill really hit requests in flight
    expect(rec.serverErrors()).toEqual([]);

    // Restart on the same data once the crash's leftovers are older than the grace period.
    await sleep(2500);
    const second = await s.start();
    await waitUntil('the start-up photo sweep', () => second.output().includes('photo sweep:'), 120_000);
    console.log(`after restart (${backend}): ${/photo sweep: .*/.exec(second.output())?.[0]}`);
    const health = await reporter.request('GET', '/api/health');
    expect(health?.status).toBe(200);
    // Sessions survived; the server works on the recovered data.
    const again = await reporter.report(befores[1]!, 9999);
    expect(again?.status).toBe(201);
    acked.reports.push(again!.body.task.id);
    expect(await second.stop('SIGTERM')).toBe(0);

    const db = s.openDb();
    try {
      for (const id of acked.reports) expect(await db('tasks').where({ id }).first(), `reported task ${id}`).toBeTruthy();
      for (const a of acked.accepts) expect((await db('tasks').where({ id: a.task }).first())?.assignee_id, `accepted task ${a.task}`).toBe(a.user);
      for (const c of acked.completions) {
        const row = await db('task_completions').where({ task_id: c.task, user_id: c.user, verification_status: c.status }).first();
        expect(row, `completion of ${c.task}`).toBeTruthy();
        if (c.status === 'verified') {
          expect((await db('tasks').where({ id: c.task }).first()).status).toBe('completed');
          const paid = await db('reward_ledger').where({ reason: 'task_completed', reference: c.task });
          expect(paid.map((p: { user_id: string }) => p.user_id)).toEqual([c.user]);
        }
      }
      expect(await invariantViolations(db)).toEqual([]);
      const photos = await photoConsistency(db, s.dataDir);
      expect(photos.missingFiles, 'rows pointing to missing files').toEqual([]);
      expect(photos.orphanFiles, 'files without a row').toEqual([]);
      expect(photos.rows).toBeGreaterThanOrEqual(acked.reports.length);
    } finally {
      await db.destroy();
    }
  }, 600_000);
});
