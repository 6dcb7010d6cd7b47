import { describe, expect, it } from 'vitest';
import { sampleTask } from '../test-tasks';
import { hasNewTasks, markTasksSeen, seenUntil, TASKS_SEEN_KEY, TASKS_SEEN_USERS } from './tasks-seen';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}
const at = (id: string, createdAt: string) => sampleTask({ id, createdAt });

describe('tasks seen (the tasks tab dot)', () => {
  it('remembers, per user, the newest creation time the list showed and the tasks of that moment; it only grows', () => {
    const store = memory();
    expect(seenUntil('u1', store)).toBeNull();
    markTasksSeen('u1', [at('a', '2030-01-01T10:00:00.000Z'), at('b', '2030-01-01T12:00:00.000Z')], store);
    expect(seenUntil('u1', store)).toEqual({ until: '2030-01-01T12:00:00.000Z', ids: ['b'] });
    expect(seenUntil('u2', store)).toBeNull();
    markTasksSeen('u1', [at('a', '2030-01-01T10:00:00.000Z')], store);
    expect(seenUntil('u1', store)).toEqual({ until: '2030-01-01T12:00:00.000Z', ids: ['b'] });
    markTasksSeen('u1', [], store);
    expect(seenUntil('u1', store)).toEqual({ until: '2030-01-01T12:00:00.000Z', ids: ['b'] });
    // Another task of the same moment joins the ids.
    markTasksSeen('u1', [at('c', '2030-01-01T12:00:00.000Z')], store);
    expect(seenUntil('u1', store)).toEqual({ until: '2030-01-01T12:00:00.000Z', ids: ['b', 'c'] });
    // A mark written before issue 33 (the bare time) still reads.
    expect(seenUntil('u1', memory({ [TASKS_SEEN_KEY]: '{"u1":"2030-01-01T12:00:00.000Z"}' }))).toEqual({ until: '2030-01-01T12:00:00.000Z', ids: null });
  });

  it('counts a task as new when it was created after what the user saw; everything when they never looked', () => {
    const seen = { until: '2030-01-01T12:00:00.000Z', ids: [] };
    expect(hasNewTasks([at('a', '2030-01-01T11:00:00.000Z')], seen)).toBe(false);
    expect(hasNewTasks([at('a', '2030-01-01T11:00:00.000Z'), at('b', '2030-01-01T12:00:00.001Z')], seen)).toBe(true);
    expect(hasNewTasks([at('a', '2029-06-01T00:00:00.000Z')], null)).toBe(true);
    expect(hasNewTasks([], null)).toBe(false);
    expect(hasNewTasks(undefined, null)).toBe(false);
  });

  it('tells a new task of the same day from those seen (the server sends days only, issue 33)', () => {
    const day = '2030-01-01T00:00:00Z';
    const store = memory();
    markTasksSeen('u1', [at('a', day), at('b', day)], store);
    const seen = seenUntil('u1', store);
    expect(hasNewTasks([at('a', day), at('b', day)], seen)).toBe(false);
    expect(hasNewTasks([at('a', day), at('b', day), at('c', day)], seen)).toBe(true);
    expect(hasNewTasks([at('d', '2030-01-02T00:00:00Z')], seen)).toBe(true);
    expect(hasNewTasks([at('e', '2029-12-31T00:00:00Z')], seen)).toBe(false);
  });

  it('keeps the most recent users only and survives broken or blocked storage', () => {
    const store = memory();
    for (let i = 0; i <= TASKS_SEEN_USERS; i++) markTasksSeen(`u${i}`, [at('a', '2030-01-01T10:00:00.000Z')], store);
    expect(Object.keys(JSON.parse(store.data.get(TASKS_SEEN_KEY)!) as object)).toHaveLength(TASKS_SEEN_USERS);
    expect(seenUntil('u0', store)).toBeNull();
    expect(seenUntil(`u${TASKS_SEEN_USERS}`, store)).toEqual({ until: '2030-01-01T10:00:00.000Z', ids: ['a'] });

    expect(seenUntil('u1', memory({ [TASKS_SEEN_KEY]: 'not json' }))).toBeNull();
    expect(seenUntil('u1', memory({ [TASKS_SEEN_KEY]: '{"u1":"yesterday"}' }))).toBeNull();
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => markTasksSeen('u1', [at('a', '2030-01-01T10:00:00.000Z')], full)).not.toThrow();
  });
});
