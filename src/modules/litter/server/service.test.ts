import { describe, expect, it, vi } from 'vitest';
import type { Unit } from '../../../server/unit-of-work';
import type { LitterRepository } from './repository';
import { canonicalBrand, LitterService, periodEnd } from './service';

const NOW = new Date('2031-06-01T10:00:00.000Z');
const TRX = { trx: true };
const unit = { trx: TRX } as unknown as Unit;

function service(repo: Partial<LitterRepository>) {
  return new LitterService({ repo: { reader: {} as never, ...repo } as LitterRepository, clock: { now: () => NOW } });
}

describe('litter service', () => {
  it('spells a listed brand as the list does, keeps other brands as typed, and drops empty ones', () => {
    expect(canonicalBrand('  red   BULL ')).toBe('Red Bull');
    expect(canonicalBrand('Späti-Cola')).toBe('Späti-Cola');
    expect(canonicalBrand('  ')).toBeNull();
    expect(canonicalBrand(null)).toBeNull();
  });

  it('reads `to` as a date to the end of that day, and a time as it is', () => {
    expect(periodEnd('2031-05-31').toISOString()).toBe('2031-06-01T00:00:00.000Z');
    expect(periodEnd('2031-05-31T12:00:00Z').toISOString()).toBe('2031-05-31T12:00:00.000Z');
  });

  it('writes the tags of a report in the caller’s transaction, stamped by the clock, and nothing for none', async () => {
    const insert = vi.fn(async () => {});
    const s = service({ insert });
    vi.spyOn(await import('../../../server/unit-of-work'), 'trxOf').mockReturnValue(TRX as never);
    await s.recordTags({ taskId: 't1', reportId: 'r1', userId: 'u1', latitude: 51, longitude: 12, tags: [] }, unit);
    expect(insert).not.toHaveBeenCalled();
    await s.recordTags({ taskId: 't1', reportId: 'r1', userId: 'u1', latitude: 51, longitude: 12, tags: [{ category: 'soft_drinks', item: 'soft_drinks.can', brand: 'red bull', count: 2 }] }, unit);
    expect(insert).toHaveBeenCalledWith(TRX, [
      { task_id: 't1', report_id: 'r1', completion_id: null, user_id: 'u1', latitude: 51, longitude: 12, category: 'soft_drinks', item: 'soft_drinks.can', material: null, brand: 'Red Bull', count: 2, created_at: NOW },
    ]);
    vi.restoreAllMocks();
  });

  it('sums the counts per task into items and brands', async () => {
    const s = service({
      countsForTasks: async () => [
        { task_id: 'a', item: 'soft_drinks.can', brand: 'Red Bull', count: 2 },
        { task_id: 'a', item: 'soft_drinks.can', brand: null, count: 3 },
        { task_id: 'b', item: 'smoking.butts', brand: null, count: 40 },
      ],
    });
    const counts = await s.countsForTasks(['a', 'b', 'c']);
    expect(Object.fromEntries(counts)).toEqual({ a: { items: { 'soft_drinks.can': 5 }, brands: { 'Red Bull': 2 } }, b: { items: { 'smoking.butts': 40 }, brands: {} } });
  });

  it('puts the most tagged items first in the taxonomy, the rest in taxonomy order, labels in the language asked', async () => {
    const usage = vi.fn(async () => [{ item: 'coffee.cup', n: 9 }, { item: 'other.tyre', n: 2 }]);
    const s = service({ usage });
    const de = await s.taxonomy('de');
    expect(de.items.slice(0, 3).map((i) => i.id)).toEqual(['coffee.cup', 'other.tyre', 'smoking.butts']);
    expect(de.items[0]).toMatchObject({ label: 'Kaffeebecher', labels: { en: 'Coffee cup', de: 'Kaffeebecher' }, category: 'coffee', material: 'paper' });
    expect(de.materials.find((m) => m.id === 'glass')!.label).toBe('Glas');
    // Issue 40: the standards' codes on each item, and whether they were all checked.
    expect(de.items.find((i) => i.id === 'smoking.butts')).toMatchObject({ codes: { jList: 'J27', ospar: '64' }, codesVerified: true, material: 'mixed' });
    expect(de.items.find((i) => i.id === 'packaging.plastic_bag')).toMatchObject({ codes: { jList: null, ospar: null }, codesVerified: false });
    expect(de.codesVerified).toBe(false);
    expect(de.codesSources.jList).toContain('EUR 30348');
    // Counted once, then kept a while.
    await s.taxonomy('en');
    expect(usage).toHaveBeenCalledTimes(1);
  });

  it('shows the report’s tags and those of the newest completion with tags', async () => {
    const row = (over: object) => ({ id: 'x', seq: '1', task_id: 't', report_id: null, completion_id: null, user_id: null, latitude: 1, longitude: 2, category: 'food', item: 'food.wrapper', material: null, brand: null, count: 1, created_at: NOW, ...over });
    const s = service({ forTask: async () => [row({ report_id: 'r', count: 2 }), row({ completion_id: 'c1', count: 3 }), row({ completion_id: 'c2', count: 4 })] });
    const tags = await s.taskTags('t');
    expect(tags.report.map((t) => t.count)).toEqual([2]);
    expect(tags.completion.map((t) => t.count)).toEqual([4]);
  });
});
