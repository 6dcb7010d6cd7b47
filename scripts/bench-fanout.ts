/**
 * npm run bench:fanout (issue 35): the p50/p95 of POST /api/reports in an area nobody watches (the
 * anchor) and in an area 1,000 registered people watch, 100 of them by push at a push service that
 * accepts connections and never answers, 100 by e-mail at an SMTP server that accepts connections and
 * never answers (loopback stand-ins). The watchers are written straight into the database with knex
 * (the server started once to migrate it, then stopped). The server runs as its own process on
 * PGlite (DATABASE_URL: that PostgreSQL instead; BENCH_PG=1: a PostgreSQL server of its own, as
 * bench:api starts), from the current directory's sources: run it in an
 * older worktree (`cd <worktree> && npx tsx <this file>`) to measure older code. Prints the 1-minute
 * load average before and after. Reports are sent one at a time, one every BENCH_INTERVAL_MS (default
 * 1000: a busy area, and the background fan-out of one report is done before the next; 0 sends them
 * back to back, so the fan-out of every earlier report runs beside each request). Options (env):
 * Warm-up: 3 reports where nobody watches and (BENCH_WARM_WATCHED=0: not) one in the watched area
 * followed by a 5 s pause: the first fan-out of a process pays once for its statements' first plans,
 * the alerts' first sends and the modules they load, which would otherwise land on the first
 * watched requests of either code. BENCH_VERBOSE=1 prints every answer's time in order.
 * BENCH_REPORTS (per area, default 30), BENCH_WATCHERS (default 1000), BENCH_TIMEOUT_S (a report's
 * answer waited for, default 60), BENCH_INTERVAL_MS, BENCH_PROBE (a directory: the server runs with
 * scripts/bench-fanout-probe.ts, which writes a CPU profile of the server's main thread and the time
 * of every SQL statement and connection wait, request and background apart, for each phase there:
 * anchor.cpuprofile, watched.cpuprofile, sql.json; summarise them with scripts/cpu-profile-summary.ts
 * and scripts/bench-fanout-sql.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../src/server/db';
import { startHangingGate } from '../tests/support/hanging-gate';
import { noisyPhoto } from '../tests/support/images';
import { findPgBin, freePort, startPgServer, type PgServer } from '../tests/support/pg-server';
import { testSubscriber } from '../tests/support/push-stand-in';
import { spawnServer, waitForListening } from '../tests/support/server-process';

const reports = Number(process.env.BENCH_REPORTS ?? 30);
const watchers = Number(process.env.BENCH_WATCHERS ?? 1000);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 60) * 1000;
const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 1000);
const warmWatched = process.env.BENCH_WARM_WATCHED !== '0';
const PUSH_WATCHERS = Math.min(100, watchers);
const MAIL_WATCHERS = Math.min(100, watchers - PUSH_WATCHERS);
/** The watched point, and one far from every area (the anchor). */
const WATCHED = { latitude: 47.3769, longitude: 8.5417 };
const NOBODY = { latitude: 53.5511, longitude: 9.9937 };

const pct = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : `over ${timeoutMs / 1000} s (no answer)`);
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), text: `n=${s.length} p50=${ms(pct(s, 50))} p95=${ms(pct(s, 95))} max=${ms(s.at(-1) ?? NaN)}` };
};
const load = () => os.loadavg()[0]!.toFixed(2);

async function seed(dataDir: string, databaseUrl: string | undefined, pushPort: number, smtpUrl: string): Promise<void> {
  const db = createDb(databaseUrl ? { databaseUrl, dataDir } : { dataDir });
  try {
    const now = new Date();
    const choices = JSON.stringify({ reportCleaned: { push: false, email: false }, claimEndsSoon: { push: false, email: false }, areaNew: { push: true, email: true } });
    for (let i = 0; i < watchers; i += 200) {
      const batch = Array.from({ length: Math.min(200, watchers - i) }, (_, k) => i + k);
      const users = batch.map((n) => ({ id: crypto.randomUUID(), username: `watcher_${n}`, is_guest: false, created_at: now, updated_at: now }));
      await db('users').insert(users);
      await db('area_subscriptions').insert(
        users.map((u, k) => ({ user_id: u.id, name: 'Home', latitude: WATCHED.latitude + ((k % 20) - 10) * 0.0005, longitude: WATCHED.longitude + (Math.floor(k / 20) - 5) * 0.0005, radius_m: 5000, created_at: now })),
      );
      const alerting = users.filter((_, k) => batch[k]! < PUSH_WATCHERS + MAIL_WATCHERS);
      if (alerting.length > 0) await db('alert_preferences').insert(alerting.map((u) => ({ user_id: u.id, choices, language: 'en', updated_at: now })));
      const pushers = users.filter((_, k) => batch[k]! < PUSH_WATCHERS);
      if (pushers.length > 0) {
        await db('alert_push_subscriptions').insert(
          pushers.map((u) => {
            const { endpoint, keys } = testSubscriber(`http://127.0.0.1:${pushPort}/${u.id}`).subscription;
            return { user_id: u.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, created_at: now };
          }),
        );
      }
      const mailers = users.filter((_, k) => batch[k]! >= PUSH_WATCHERS && batch[k]! < PUSH_WATCHERS + MAIL_WATCHERS);
      if (mailers.length > 0) {
        await db('alert_emails').insert(
          mailers.map((u) => ({ user_id: u.id, address: `${u.username}@example.org`, confirmed_at: now, confirm_token_hash: null, unsubscribe_token: crypto.randomBytes(24).toString('base64url'), created_at: now })),
        );
      }
    }
    console.log(`seeded ${watchers} watchers (${PUSH_WATCHERS} push at a silent push service, ${MAIL_WATCHERS} mail at a silent SMTP server ${new URL(smtpUrl).host})`);
  } finally {
    await db.destroy();
  }
}

/**
 * Requests go first (ForegroundGate), so back to back the fan-out of the watched reports waits for
 * the quiet after them: on PostgreSQL this reads, beside the server, how long after the last answer
 * every watcher's notification and every alert of those reports was written (the alerts queued; the
 * silent servers never take them). BENCH_DRAIN_S (default 300) is the longest wait.
 */
async function drained(databaseUrl: string, dataDir: string, watchedReports: number): Promise<void> {
  const db = createDb({ databaseUrl, dataDir });
  const t0 = performance.now();
  const limitMs = Number(process.env.BENCH_DRAIN_S ?? 300) * 1000;
  const want = { notifications: watchedReports * watchers, alerts: watchedReports * (PUSH_WATCHERS + MAIL_WATCHERS) };
  try {
    for (;;) {
      const [n] = (await db('notifications').where({ kind: 'area_task' }).count({ c: '*' })) as { c: string }[];
      const [d] = (await db('alert_deliveries').count({ c: '*' })) as { c: string }[];
      const got = { notifications: Number(n!.c), alerts: Number(d!.c) };
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      if (got.notifications >= want.notifications && got.alerts >= want.alerts) {
        console.log(`fan-out backlog: every notification (${got.notifications}) and alert (${got.alerts}) of the watched reports written ${s} s after the last answer (1-min load average ${load()})`);
        return;
      }
      if (performance.now() - t0 > limitMs) {
        console.log(`fan-out backlog: after ${s} s, ${got.notifications} of ${want.notifications} notifications and ${got.alerts} of ${want.alerts} alerts written`);
        return;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await db.destroy();
  }
}

async function main() {
  let pgServer: PgServer | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl && process.env.BENCH_PG === '1') {
    const bin = findPgBin();
    if (!bin) throw new Error('No PostgreSQL server binaries found (set PG_BIN_DIR, or DATABASE_URL).');
    pgServer = await startPgServer(bin);
    databaseUrl = pgServer.url;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-fanout-'));
  // Loopback stand-ins that accept every connection and never answer (no HTTP status, no SMTP greeting).
  const silentPush = await startHangingGate(9, { hanging: true });
  const silentSmtp = await startHangingGate(9, { hanging: true });
  const smtpUrl = `smtp://alerts:secret@127.0.0.1:${silentSmtp.port}`;
  const probeDir = process.env.BENCH_PROBE ? path.resolve(process.env.BENCH_PROBE) : undefined;
  if (probeDir) fs.mkdirSync(probeDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false', STATIC_DIR: '/nonexistent', PUBLIC_URL: base,
    OUTBOUND_ALLOW_LOOPBACK: 'true', ALERTS_PUSH_HOSTS: `127.0.0.1:${silentPush.port}`, SMTP_URL: smtpUrl,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(probeDir ? { BENCH_PROBE_DIR: probeDir } : {}),
  };
  let server = spawnServer(env);
  /** The probe's phase mark: starts the next phase's profile and counts (SIGUSR2 is the probe's). */
  const phase = async (ended?: string) => {
    if (!probeDir) return;
    server.child.kill('SIGUSR2');
    for (let i = 0; i < 300 && ended && !fs.existsSync(path.join(probeDir, `${ended}.done`)); i++) await new Promise((r) => setTimeout(r, 100));
  };
  try {
    await waitForListening(server); // migrates the database (and makes the VAPID pair)
    await new Promise((r) => setTimeout(r, 1000));
    await server.stop();
    await seed(dataDir, databaseUrl, silentPush.port, smtpUrl);
    server = spawnServer(env, probeDir ? { nodeArgs: ['--import', fileURLToPath(new URL('./bench-fanout-probe.ts', import.meta.url))] } : {});
    await waitForListening(server);

    const photo = await noisyPhoto(640, 480, 'jpeg');
    const created = await fetch(`${base}/api/guest/create`, { method: 'POST' });
    const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
    const { user } = (await created.json()) as { user: { id: string } };
    let n = 0;
    const report = async (at: { latitude: number; longitude: number }): Promise<number> => {
      const form = new FormData();
      const jitter = () => (Math.random() - 0.5) * 0.002;
      for (const [k, v] of Object.entries({ userId: user.id, location: `Bench street ${++n}`, latitude: String(at.latitude + jitter()), longitude: String(at.longitude + jitter()), notDuplicate: 'true' })) form.set(k, v);
      form.set('image', new Blob([photo], { type: 'image/jpeg' }), 'bench.jpg');
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/api/reports`, { method: 'POST', body: form, headers: { Cookie: cookie }, signal: AbortSignal.timeout(timeoutMs) });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`the report answered ${res.status}`);
        return performance.now() - t0;
      } catch (err) {
        if (err instanceof Error && err.name === 'TimeoutError') return Infinity;
        throw err;
      }
    };
    for (let i = 0; i < 3; i++) await report(NOBODY); // warm-up: the screening model, the first queries
    if (warmWatched) {
      // And the fan-out's first run (its statements' first plans, the alerts' first sends, the
      // modules they load), then a pause for it, so the watched phase measures what every later
      // report costs, not what the process pays once.
      await report(WATCHED);
      await new Promise((r) => setTimeout(r, 5000));
    }

    const paced = async (at: { latitude: number; longitude: number }) => {
      const out: number[] = [];
      for (let i = 0; i < reports; i++) {
        const ms = await report(at);
        out.push(ms);
        if (Number.isFinite(ms) && ms < intervalMs) await new Promise((r) => setTimeout(r, intervalMs - ms));
      }
      return out;
    };
    const loadBefore = load();
    await phase();
    const anchor = await paced(NOBODY);
    await phase('anchor');
    const watched = await paced(WATCHED);
    await phase('watched');
    if (probeDir) console.log(`probe: ${probeDir}/anchor.cpuprofile, watched.cpuprofile, sql.json`);
    const a = summary(anchor);
    const w = summary(watched);
    if (process.env.BENCH_VERBOSE) console.log(`each, in order: anchor ${anchor.map((x) => x.toFixed(0)).join(" ")}; watched ${watched.map((x) => x.toFixed(0)).join(" ")}`);
    console.log(`\nbench:fanout (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores, ${reports} reports each, one every ${intervalMs} ms, 1-min load average ${loadBefore} before, ${load()} after)`);
    console.log(`POST /api/reports, 0 watchers (anchor): ${a.text}`);
    console.log(`POST /api/reports, ${watchers} watchers (${PUSH_WATCHERS} silent push, ${MAIL_WATCHERS} silent mail): ${w.text}`);
    const ratio = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}x` : 'no answer');
    console.log(`watched / anchor: p50 ${ratio(w.p50 / a.p50)}, p95 ${ratio(w.p95 / a.p95)} (target: within 1.2x); connections held by the silent push service ${silentPush.held}, SMTP server ${silentSmtp.held}`);
    if (databaseUrl) await drained(databaseUrl, dataDir, reports);
    else console.log('fan-out backlog: not measured on PGlite (its database is the server process\'s own; BENCH_PG=1 measures it)');
  } finally {
    await server.stop('SIGKILL');
    await Promise.all([silentPush.close(), silentSmtp.close()]);
    pgServer?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
