// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, networkDown, setup } from './queue-test-utils';
import type { NewQueuedItem } from './types';

/*
 * A survey (issue 40) in the offline queue: a JSON body, not a form. It keeps its Idempotency-Key
 * across attempts and reloads, goes out as application/json once, and a refusal (400, 403) is kept
 * as failed for the person to see, never sent again on its own.
 */

afterEach(closeAll);

const BODY = {
  kind: 'transect',
  startedAt: '2026-05-01T10:00:00.000Z',
  endedAt: '2026-05-01T10:30:00.000Z',
  lengthM: 120,
  route: { type: 'LineString', coordinates: [[10, 54], [10, 54.001]] },
  people: 2,
  counts: [{ item: 'smoking.packet', count: 3 }],
};

function survey(overrides: Partial<NewQueuedItem> = {}): NewQueuedItem {
  return { kind: 'survey', url: '/api/surveys', fields: [], json: JSON.stringify(BODY), photo: null, idempotencyKey: crypto.randomUUID(), ownerId: 'u1', ...overrides };
}

interface JsonCall {
  url: string;
  method: string;
  key: string | null;
  owner: string | null;
  type: string | null;
  body: unknown;
}

function jsonServer(...answers: (() => Response | Promise<Response>)[]) {
  const calls: JsonCall[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    calls.push({ url: String(input), method: init.method ?? 'GET', key: headers.get('Idempotency-Key'), owner: headers.get('X-Queued-For'), type: headers.get('Content-Type'), body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    return answers[Math.min(calls.length - 1, answers.length - 1)]!();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const created = () => Response.json({ id: 's1', status: 'pending' }, { status: 201 });

describe('a survey in the offline queue', () => {
  it('keeps its JSON body across a reload and sends it once as application/json with its Idempotency-Key', async () => {
    const { calls, fetchImpl } = jsonServer(networkDown, created);
    const { queue, reload } = setup({ fetch: fetchImpl, now: () => 1_000_000 });
    const item = await queue.add(survey());

    expect((await queue.flush('u1')).sent).toEqual([]);
    const after = reload({ fetch: fetchImpl, now: () => 10_000_000 });
    const [kept] = await after.list('u1');
    expect(kept).toMatchObject({ kind: 'survey', json: JSON.stringify(BODY), fields: [], photo: null, state: 'waiting', attempts: 1 });

    const sentBodies: unknown[] = [];
    after.onSent((e) => sentBodies.push(e.body));
    expect((await after.flush('u1')).sent).toEqual([item.id]);
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call).toEqual({ url: '/api/surveys', method: 'POST', key: item.idempotencyKey, owner: 'u1', type: 'application/json', body: BODY });
    expect(sentBodies).toEqual([{ id: 's1', status: 'pending' }]);
    expect(await after.list()).toEqual([]);
    // Nothing is left to send a second time.
    await after.flush('u1', { ignoreBackoff: true });
    expect(calls).toHaveLength(2);
  });

  it.each([
    [400, 'VALIDATION_ERROR', 'route must have 2 to 5000 points'],
    [403, 'REGISTERED_ONLY', 'Only registered people can record surveys'],
  ])('keeps a survey the server refused with %i as failed, and sends it no more on its own', async (status, code, error) => {
    const { calls, fetchImpl } = jsonServer(() => Response.json({ error, code }, { status }));
    const { queue } = setup({ fetch: fetchImpl });
    await queue.add(survey());
    expect((await queue.flush('u1', { ignoreBackoff: true })).sent).toEqual([]);
    const [kept] = await queue.list('u1');
    expect(kept).toMatchObject({ kind: 'survey', state: 'failed', lastError: error });
    await queue.flush('u1', { ignoreBackoff: true });
    expect(calls).toHaveLength(1);
  });
});
