import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db';
import { freePort } from '../support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../support/server-process';
import { backends, createTestDb } from '../support/test-app';
import { USERS_WITH_BALANCES } from '../support/balances';

/** The real `src/server/main.ts` process: config errors, start-up, graceful shutdown, data kept across restarts. */
type Proc = ServerProcess;
const startServer = (env: Record<string, string>, port: number): Proc => spawnServer({ PORT: String(port), STATIC_DIR: '/nonexistent-cq-static', ...env });

function req(port: number, method: string, urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const r = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
    });
    r.on('error', reject);
    r.end();
  });
}

describe('server process', () => {
  it('refuses to start on a bad setting with a clear message', async () => {
    const p = startServer({ PORT: 'eighty', DATA_DIR: '/tmp/never-used' }, 0);
    const code = await p.exited;
    expect(code).toBe(2);
    expect(p.output()).toContain('PORT must be a whole number from 0 to 65535, got "eighty"');
  });
});

describe('npm run migrate', () => {
  it('applies pending migrations once and then reports the database up to date', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-migrate-'));
    try {
      const run = () => execFileSync(process.execPath, ['--import', 'tsx', 'src/server/migrate-cli.ts'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
      expect(run()).toMatch(/embedded PGlite in .*: applied 20261122000000_guest_users_sessions, /);
      expect(run()).toContain('already up to date');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.each(backends())('server process with %s', (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-proc-'));
  let dropDb: (() => Promise<void>) | undefined;
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDb?.();
  });

  it('migrates, seeds, finishes in-flight requests on SIGTERM, and keeps data across a restart', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (backend === 'postgres') {
      const created = await createTestDb('postgres', { migrate: false }); // the server runs the migrations itself
      dropDb = created.drop;
      env.DATABASE_URL = created.url!;
    }
    const port = await freePort();
    const first = startServer(env, port);
    await waitForListening(first);
    expect(first.output()).toContain('migrations applied');
    expect(first.output()).toContain('demo data seeded');
    expect((await req(port, 'GET', '/api/health')).status).toBe(200);
    // Headers over Node's 16 KB limit: the JSON error format, not Node's bare 431.
    const tooLarge = await req(port, 'GET', '/api/health', { Cookie: `big=${'a'.repeat(20 * 1024)}` });
    expect(tooLarge.status).toBe(431);
    expect(tooLarge.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(tooLarge.body)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });

    const created = await req(port, 'POST', '/api/guest/create');
    expect(created.status).toBe(201);
    const cookie = String(created.headers['set-cookie']![0]).split(';')[0]!;
    const userId = JSON.parse(created.body).user.id;

    // An in-flight request: headers sent, body still on its way when SIGTERM arrives.
    const inFlight = new Promise<number>((resolve, reject) => {
      const r = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/guest/create', headers: { 'Content-Type': 'application/json', 'Content-Length': '2' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      r.on('error', reject);
      r.write('{');
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => r.end('}'), 300);
      }, 200);
    });
    expect(await inFlight).toBe(201);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM: stopping');
    expect(first.output()).toContain('stopped');

    const second = startServer(env, port);
    await waitForListening(second);
    expect(second.output()).not.toContain('demo data seeded');
    const validated = JSON.parse((await req(port, 'GET', '/api/guest/validate', { Cookie: cookie })).body);
    expect(validated.valid).toBe(true);
    expect(validated.user.id).toBe(userId);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    if (backend === 'pglite') {
      const db = createDb({ dataDir });
      const { rows } = await db.raw("select count(*)::int as n from users where not is_guest");
      expect(rows[0].n).toBe(5);
      const tasks = await db.raw("select count(*)::int as n from tasks where status = 'available'");
      expect(tasks.rows[0].n).toBe(7);
      // Demo users' totals come from the ledger like everyone's.
      const drift = await db.raw(`select u.username, u.total_coins, u.current_xp, coalesce(sum(l.coins), 0)::int as coins, coalesce(sum(l.xp), 0)::int as xp
        from ${USERS_WITH_BALANCES} left join reward_ledger l on l.user_id = u.id
        group by u.id, u.username, u.total_coins, u.current_xp
        having u.total_coins <> coalesce(sum(l.coins), 0) or u.current_xp <> coalesce(sum(l.xp), 0)`);
      expect(drift.rows).toEqual([]);
      const levels = await db.raw(`select level from ${USERS_WITH_BALANCES} where username = 'aylin_spark'`);
      expect(levels.rows[0].level).toBe(7);
      await db.destroy();
    }
  }, 90_000);
});
