import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from './db';
import { trxOf, unitOfWork, type Unit } from './unit-of-work';

describe('unit of work', () => {
  let db: Db;
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const uow = () => unitOfWork(db, log);

  beforeAll(async () => {
    db = createDb({ dataDir: 'memory' });
    await db.raw('create table things (name text primary key)');
  });
  afterAll(() => db.destroy());

  it('runs afterCommit work once the transaction has committed, in order, and resolves after it', async () => {
    const seen: string[] = [];
    const result = await uow().run(async (unit, trx) => {
      await trx('things').insert({ name: 'a' });
      unit.afterCommit(async () => {
        const { rows } = await db.raw("select count(*)::int as n from things where name = 'a'");
        seen.push(`first saw ${rows[0].n}`);
      });
      unit.afterCommit(() => void seen.push('second'));
      seen.push('work done');
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual(['work done', 'first saw 1', 'second']);
  });

  it('runs no afterCommit work after a rollback, and the error reaches the caller', async () => {
    const after = vi.fn();
    await expect(
      uow().run(async (unit, trx) => {
        await trx('things').insert({ name: 'b' });
        unit.afterCommit(after);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(after).not.toHaveBeenCalled();
    expect((await db('things').where({ name: 'b' })).length).toBe(0);
  });

  it('joins the given unit: one transaction, and the inner afterCommit work waits for the outer commit', async () => {
    const seen: string[] = [];
    await uow().run(async (outer) => {
      await uow().run(async (inner, trx) => {
        expect(trx).toBe(trxOf(outer));
        await trx('things').insert({ name: 'c' });
        inner.afterCommit(() => void seen.push('inner after commit'));
      }, outer);
      seen.push('outer work done');
    });
    expect(seen).toEqual(['outer work done', 'inner after commit']);
  });

  it('logs a failing afterCommit and still runs the rest; the committed result stands', async () => {
    log.error.mockClear();
    const later = vi.fn();
    await uow().run(async (unit, trx) => {
      await trx('things').insert({ name: 'd' });
      unit.afterCommit(() => {
        throw new Error('broken');
      });
      unit.afterCommit(later);
    });
    expect(later).toHaveBeenCalledOnce();
    expect(log.error).toHaveBeenCalledWith('work after commit failed', expect.any(Error));
    expect((await db('things').where({ name: 'd' })).length).toBe(1);
  });

  it('runs work registered after the commit at once', async () => {
    let kept: Unit | undefined;
    await uow().run(async (unit) => {
      kept = unit;
    });
    const late = vi.fn();
    kept!.afterCommit(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledOnce();
  });
});
