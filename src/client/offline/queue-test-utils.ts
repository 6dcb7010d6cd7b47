import { OfflineQueue, type QueueOptions } from './queue';
import type { NewQueuedItem } from './types';

/*
 * Helpers of the offline queue's tests: a queue on a database of its own (a reload or another tab
 * opens a second instance on the same one) and a stand-in server that records every call.
 */

let dbCount = 0;
const open: OfflineQueue[] = [];

/** A queue on its own database; `reload()` opens a new instance on the same one (a page reload, another tab). */
export function setup(options: QueueOptions = {}) {
  const dbName = `offline-test-${++dbCount}-${Math.random()}`;
  const make = (more: QueueOptions = {}) => {
    const q = new OfflineQueue({ dbName, locks: null, ...options, ...more });
    open.push(q);
    return q;
  };
  return { dbName, queue: make(), reload: make };
}

/** Closes every queue `setup` opened (afterEach). */
export function closeAll(): void {
  for (const q of open.splice(0)) q.close();
}

export interface Call {
  url: string;
  method: string;
  key: string | null;
  owner: string | null;
  fields: Record<string, string>;
  photo: { name: string; size: number; type: string } | null;
}

/** A stand-in server: answers each call with the next answer (the last one repeats). */
export function server(...answers: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const form = init.body as FormData;
    const fields: Record<string, string> = {};
    let photo: Call['photo'] = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else photo = { name: (value as File).name, size: value.size, type: value.type };
    }
    const headers = new Headers(init.headers);
    calls.push({ url: String(input), method: init.method ?? 'GET', key: headers.get('Idempotency-Key'), owner: headers.get('X-Queued-For'), fields, photo });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

export const created = () => Response.json({ task: { id: 't1' } }, { status: 201 });
export const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));
export const JPEG = [0xff, 0xd8, 0xff, 1, 2, 3];

export function report(overrides: Partial<NewQueuedItem> = {}): NewQueuedItem {
  return {
    kind: 'report',
    url: '/api/reports',
    fields: [
      ['userId', 'u1'],
      ['location', 'Main St 1'],
      ['latitude', '52.5'],
    ],
    photo: { field: 'image', name: 'trash.jpg', type: 'image/jpeg', bytes: new Uint8Array(JPEG).buffer },
    idempotencyKey: crypto.randomUUID(),
    ownerId: 'u1',
    invalidate: [['/api/tasks/available']],
    ...overrides,
  };
}

/**
 * Web Locks as a browser keeps them across tabs: one holder per name (the queue asks ifAvailable), and
 * a killed tab's locks are released at once, while its abandoned work never finishes.
 */
export function fakeLocks() {
  const held = new Map<string, string>();
  const manager = (tab: string) =>
    ({
      request: async (name: string, _options: LockOptions, cb: (lock: Lock | null) => Promise<unknown>) => {
        if (held.has(name)) return cb(null);
        held.set(name, tab);
        try {
          return await cb({ name, mode: 'exclusive' } as Lock);
        } finally {
          if (held.get(name) === tab) held.delete(name);
        }
      },
    }) as unknown as LockManager;
  const kill = (tab: string) => {
    for (const [name, holder] of held) if (holder === tab) held.delete(name);
  };
  return { manager, kill, held };
}
