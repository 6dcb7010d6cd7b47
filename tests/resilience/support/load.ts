import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../src/server/db';

/**
 * Loopback HTTP clients and invariant checks for the resilience tests (real server processes).
 * Every request has a generous timeout; failures are recorded, never thrown, so a load loop keeps
 * going while the server is killed or the database is down.
 */
export interface Outcome {
  method: string;
  path: string;
  /** HTTP status, or 0 when there was no response (connection refused or reset, timeout). */
  status: number;
  code?: string;
  error?: string;
  at: number;
  ms: number;
}

export class Recorder {
  readonly outcomes: Outcome[] = [];
  add(o: Outcome) {
    this.outcomes.push(o);
  }
  /** Responses with a 5xx status. */
  serverErrors(filter: (o: Outcome) => boolean = () => true) {
    return this.outcomes.filter((o) => o.status >= 500 && filter(o));
  }
  summary(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const o of this.outcomes) {
      const k = `${o.method} ${o.path.replace(/[0-9a-f-]{36}/g, ':id').replace(/\?.*/, '')} ${o.status}${o.code ? ` ${o.code}` : ''}`;
      counts[k] = (counts[k] ?? 0) + 1;
    }
    return counts;
  }
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export const POLL_PATH = '/api/tasks/available?lat=51.45&lon=11.95&radiusKm=50';

/**
 * A conditional request as the app's client sends it. (Given If-None-Match alone, fetch adds
 * `Cache-Control: no-cache`; the server answers 304 to a matching tag either way.)
 */
export const revalidate = (etag: string) => ({ 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });

/** One browser: a session cookie and the requests it makes. */
export class Client {
  cookie = '';
  userId = '';
  constructor(
    readonly base: string,
    readonly rec: Recorder,
    readonly timeoutMs = 60_000,
  ) {}

  async request<T = Record<string, unknown>>(method: string, urlPath: string, init: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {}): Promise<Reply<T> | null> {
    const started = Date.now();
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie) headers.Cookie = this.cookie;
    let body: string | FormData | undefined;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) body = init.form;
    try {
      const res = await fetch(`${this.base}${urlPath}`, { method, headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
      const text = await res.text();
      let parsed: unknown = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      const setCookie = res.headers.get('set-cookie');
      if (setCookie) this.cookie = setCookie.split(';')[0]!;
      const err = parsed as { code?: string; error?: string } | undefined;
      this.rec.add({ method, path: urlPath, status: res.status, code: res.status >= 400 ? err?.code : undefined, error: res.status >= 400 ? err?.error : undefined, at: started, ms: Date.now() - started });
      return { status: res.status, body: parsed as T, headers: res.headers };
    } catch (e) {
      this.rec.add({ method, path: urlPath, status: 0, error: (e as Error).message, at: started, ms: Date.now() - started });
      return null;
    }
  }

  /** A new guest session; true when it worked. */
  async becomeGuest(): Promise<boolean> {
    const r = await this.request<{ user: { id: string } }>('POST', '/api/guest/create');
    if (r?.status !== 201) return false;
    this.userId = r.body.user.id;
    return true;
  }

  report(photo: Buffer, i: number) {
    const form = new FormData();
    form.set('userId', this.userId);
    form.set('location', `Resilience spot ${i}`);
    form.set('latitude', String(51.4 + (i % 100) / 1000));
    form.set('longitude', String(11.9 + (i % 97) / 1000));
    form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/webp' }), 'before.webp');
    return this.request<{ task: { id: string }; report?: { id: string } }>('POST', '/api/reports', { form });
  }

  accept(taskId: string) {
    return this.request<{ id: string; status: string }>('POST', `/api/tasks/${taskId}/accept`, { json: { userId: this.userId } });
  }

  complete(taskId: string, photo: Buffer) {
    const form = new FormData();
    form.set('completionImage', new Blob([new Uint8Array(photo)], { type: 'image/webp' }), 'after.webp');
    return this.request<{ verificationStatus: string; reward: number }>('POST', `/api/tasks/${taskId}/complete-with-photo`, { form });
  }

  /** Polls the task list like an open map: with the last ETag. */
  async poll(etag?: string): Promise<{ etag?: string; ids?: string[] }> {
    const r = await this.request<{ id: string }[]>('GET', POLL_PATH, { headers: etag ? revalidate(etag) : {} });
    if (!r || (r.status !== 200 && r.status !== 304)) return { etag };
    return { etag: r.headers.get('etag') ?? etag, ids: r.status === 200 && Array.isArray(r.body) ? r.body.map((t) => t.id) : undefined };
  }
}

/** Resident set size of a process in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!m) throw new Error(`no VmRSS for ${pid}`);
  return Number(m[1]) * 1024;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` is true or throws after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000, everyMs = 200): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * The money and assignment invariants, read straight from the database:
 *  - every user's balances (coins and XP, kept by the gamification module) equal the sums of their
 *    ledger rows;
 *  - the ledger pays every (reason, reference) at most once, and a task's completion only to its assignee;
 *  - no task was completed (verified) by two different people.
 */
export async function invariantViolations(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const stats = await db.raw(`
    select s.user_id, s.coins, s.xp, coalesce(l.coins, 0)::int as lcoins, coalesce(l.xp, 0)::int as lxp
    from gamification_user_stats s left join (select user_id, sum(coins) as coins, sum(xp) as xp from reward_ledger group by user_id) l on l.user_id = s.user_id
    where s.coins <> coalesce(l.coins, 0) or s.xp <> coalesce(l.xp, 0)`);
  for (const r of stats.rows) problems.push(`stats of ${r.user_id}: ${r.coins} coins / ${r.xp} xp, ledger ${r.lcoins} / ${r.lxp}`);
  const dup = await db.raw('select reason, reference, count(*)::int as n from reward_ledger group by reason, reference having count(*) > 1');
  for (const r of dup.rows) problems.push(`ledger pays ${r.reason} ${r.reference} ${r.n} times`);
  const wrongPayee = await db.raw(`
    select l.reference, l.user_id, t.assignee_id from reward_ledger l join tasks t on t.id::text = l.reference
    where l.reason in ('task_completed', 'task_bonus') and (t.assignee_id is distinct from l.user_id or t.status <> 'completed')`);
  for (const r of wrongPayee.rows) problems.push(`task ${r.reference} paid to ${r.user_id}, assignee ${r.assignee_id}`);
  const twoDoers = await db.raw(`
    select task_id, count(distinct user_id)::int as n from task_completions where verification_status = 'verified' group by task_id having count(distinct user_id) > 1`);
  for (const r of twoDoers.rows) problems.push(`task ${r.task_id} completed by ${r.n} people`);
  const stray = await db.raw(`
    select c.task_id, c.user_id, t.assignee_id from task_completions c join tasks t on t.id = c.task_id where t.assignee_id is distinct from c.user_id and t.status <> 'available'`);
  for (const r of stray.rows) problems.push(`completion of task ${r.task_id} by ${r.user_id}, but the assignee is ${r.assignee_id}`);
  return problems;
}

/** Every file under the photo store, as keys relative to it (temp files included). */
export function photoFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'photos');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).map((f) => f.split(path.sep).join('/'));
}

/** Files without a photos row, and photos rows whose file is missing. */
export async function photoConsistency(db: Db, dataDir: string): Promise<{ orphanFiles: string[]; missingFiles: string[]; rows: number }> {
  const rows = (await db('photos').select('id', 'main_key', 'thumb_key')) as { id: string; main_key: string; thumb_key: string }[];
  const keys = new Set(rows.flatMap((r) => [r.main_key, r.thumb_key]));
  const files = photoFiles(dataDir);
  const present = new Set(files);
  return {
    orphanFiles: files.filter((f) => !keys.has(f)),
    missingFiles: [...keys].filter((k) => !present.has(k)),
    rows: rows.length,
  };
}
