import type Koa from 'koa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Background } from './background';
import { ForegroundGate } from './foreground';

const options = { quietMs: 10, maxWaitMs: 1000 };
/** The event loop's next turn (the gate decides there; setImmediate is not faked). */
const tick = () => new Promise((resolve) => setImmediate(resolve));
/** Fake time forward, then the turns the gate's decisions take. */
const advance = async (ms: number) => {
  await tick();
  await vi.advanceTimersByTimeAsync(ms);
  await tick();
};
const gate = () => new ForegroundGate(options, () => Date.now());
/** A unit of background work that records when it started and ends when told. */
const unit = (started: string[], name: string) => {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    end,
    work: async () => {
      started.push(name);
      await ended;
      return name;
    },
  };
};

describe('ForegroundGate: requests before background work (issue 35)', () => {
  beforeEach(() => {
    // setImmediate stays real: the gate decides after the event loop's next look for I/O.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a unit at once when no request is in flight', async () => {
    const g = gate();
    await expect(g.run(async () => 'done')).resolves.toBe('done');
  });

  it('holds units while a request is in flight, and lets them go one at a time once requests are quiet', async () => {
    const g = gate();
    const started: string[] = [];
    const leave = g.enter();
    const a = unit(started, 'a');
    const b = unit(started, 'b');
    const ra = g.run(a.work);
    const rb = g.run(b.work);
    await vi.advanceTimersByTimeAsync(900);
    expect(started).toEqual([]);
    expect(g.waiting).toBe(2);
    leave();
    await vi.advanceTimersByTimeAsync(5);
    expect(started).toEqual([]); // not within quietMs of the request's end: the next request of a burst comes first
    await vi.advanceTimersByTimeAsync(5);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toEqual(['a']); // one unit at a time
    a.end();
    await expect(ra).resolves.toBe('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'b']);
    b.end();
    await expect(rb).resolves.toBe('b');
  });

  it('a request that arrives within the quiet time holds the units again', async () => {
    const g = gate();
    const started: string[] = [];
    g.enter()();
    const a = unit(started, 'a');
    void g.run(a.work);
    await vi.advanceTimersByTimeAsync(5);
    const leave = g.enter();
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toEqual([]);
    leave();
    await vi.advanceTimersByTimeAsync(10);
    expect(started).toEqual(['a']);
    a.end();
  });

  it('lets one unit through every maxWaitMs while requests keep coming, so background work never starves', async () => {
    const g = gate();
    const started: string[] = [];
    g.enter(); // never leaves
    const units = ['a', 'b', 'c'].map((n) => unit(started, n));
    const runs = units.map((u) => g.run(u.work));
    await advance(999);
    expect(started).toEqual([]);
    await advance(1);
    expect(started).toEqual(['a']);
    units[0]!.end();
    await runs[0];
    await advance(998);
    expect(started).toEqual(['a']); // not before maxWaitMs since the last unit went
    await advance(2);
    expect(started).toEqual(['a', 'b']);
    units[1]!.end();
    await runs[1];
    await advance(1000);
    expect(started).toEqual(['a', 'b', 'c']);
    units[2]!.end();
    await Promise.all(runs);
    expect(g.requests).toBe(1);
  });

  it('never lets the next unit go in the step that ended the last one: a request read meanwhile comes first', async () => {
    // On PGlite a unit ends through promises alone; granting the next one from there chained every
    // unit into one run of microtasks in which no request was ever read (the event loop blocked 4.6 s).
    const g = gate();
    const started: string[] = [];
    const a = unit(started, 'a');
    const b = unit(started, 'b');
    const ra = g.run(a.work);
    const rb = g.run(b.work);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a']);
    a.end();
    await ra;
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(started).toEqual(['a']); // not within the microtasks that ended 'a'
    const leave = g.enter(); // a request the next look for I/O reads
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toEqual(['a']);
    leave();
    await vi.advanceTimersByTimeAsync(10);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    b.end();
    await rb;
  });

  it('a failing unit gives the turn back', async () => {
    const g = gate();
    await expect(
      g.run(async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    await expect(g.run(async () => 'next')).resolves.toBe('next');
  });

  it('the middleware counts a request while the middleware below it runs, a failing one too', async () => {
    const g = gate();
    const mw = g.middleware();
    const ctx = {} as Koa.Context;
    let during = -1;
    await mw(ctx, async () => {
      during = g.requests;
    });
    expect(during).toBe(1);
    expect(g.requests).toBe(0);
    await expect(
      mw(ctx, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(g.requests).toBe(0);
  });

  it("Background.unit is the gate's: a request in flight holds the background's units", async () => {
    const g = gate();
    const bg = new Background({ info: vi.fn(), error: vi.fn() }, g);
    const seen: string[] = [];
    const leave = g.enter();
    bg.start('fan-out', () => bg.unit(async () => void seen.push('unit')));
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).toEqual([]);
    leave();
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).toEqual(['unit']);
    await bg.idle();
  });
});
