import { describe, expect, it } from 'vitest';
import { NOTICE_MAX_AGE_MS, NOTICE_MEMORY, newDecisions, rememberDecisions, seenDecisions, type ReviewDecision } from './review-notices';

/** A synchronous Storage stand-in. */
function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const d = (id: string, decidedAt: string | null): ReviewDecision => ({ id, outcome: 'approved', decidedAt, title: 'T', description: 'D' });

describe('review notices memory', () => {
  it('returns only unseen, recent decisions, per user', () => {
    const store = memoryStorage();
    const now = Date.parse('2026-11-22T12:00:00Z');
    const list = [d('a', '2026-11-22T11:00:00Z'), d('b', new Date(now - NOTICE_MAX_AGE_MS - 1).toISOString()), d('c', null), d('e', 'garbage')];
    expect(newDecisions('u1', list, now, store).map((x) => x.id)).toEqual(['a']);
    rememberDecisions('u1', ['a'], store);
    expect(newDecisions('u1', list, now, store)).toEqual([]);
    expect(newDecisions('u2', list, now, store).map((x) => x.id)).toEqual(['a']);
  });

  it('keeps the newest ids only and survives broken storage contents', () => {
    const store = memoryStorage();
    rememberDecisions('u1', Array.from({ length: NOTICE_MEMORY + 10 }, (_, i) => `id${i}`), store);
    const seen = seenDecisions('u1', store);
    expect(seen.size).toBe(NOTICE_MEMORY);
    expect(seen.has('id0')).toBe(false);
    expect(seen.has(`id${NOTICE_MEMORY + 9}`)).toBe(true);
    store.setItem('cleanquest-review-notices', '{not json');
    expect(seenDecisions('u1', store).size).toBe(0);
    rememberDecisions('u1', ['x'], store);
    expect([...seenDecisions('u1', store)]).toEqual(['x']);
  });
});
