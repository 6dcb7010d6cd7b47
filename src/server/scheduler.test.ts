import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Container, ContainerModule } from 'inversify';
import { createApp } from './app';
import { loadConfig } from './config';
import type { Db } from './db';
import type { ServerModule } from './module';
import type { JobLock } from './job-lock';
import { Scheduler } from './scheduler';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function logger() {
  return { info: vi.fn(), error: vi.fn() };
}

/** A run the test ends by hand. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

describe('Scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a job every interval, and once at once when asked to', async () => {
    const scheduler = new Scheduler(logger());
    const later = vi.fn(async () => {});
    const now = vi.fn(async () => {});
    scheduler.every('later', 1000, later);
    scheduler.every('now', 1000, now, { runAtStart: true });
    expect(later).not.toHaveBeenCalled();
    expect(now).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(later).toHaveBeenCalledTimes(1);
    expect(now).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(later).toHaveBeenCalledTimes(4);
    await scheduler.stop();
  });

  it('skips a tick while the previous run of the same job is still going, not other jobs', async () => {
    const scheduler = new Scheduler(logger());
    const slow = gate();
    const long = vi.fn(() => slow.done);
    const quick = vi.fn(async () => {});
    scheduler.every('long', 1000, long);
    scheduler.every('quick', 1000, quick);
    await vi.advanceTimersByTimeAsync(3500);
    expect(long).toHaveBeenCalledTimes(1);
    expect(quick).toHaveBeenCalledTimes(3);
    slow.open();
    await flush();
    await vi.advanceTimersByTimeAsync(500);
    expect(long).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });

  it('logs a failed run (a rejection or a throw) under the job name and keeps the job running', async () => {
    const log = logger();
    const scheduler = new Scheduler(log);
    const boom = new Error('boom');
    const rejects = vi.fn(() => Promise.reject(boom));
    const throws = vi.fn((): Promise<void> => {
      throw boom;
    });
    scheduler.every('rejecting job', 1000, rejects, { runAtStart: true });
    scheduler.every('throwing job', 1000, throws);
    await flush();
    expect(log.error).toHaveBeenCalledWith('rejecting job failed', boom);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.error).toHaveBeenCalledWith('throwing job failed', boom);
    await vi.advanceTimersByTimeAsync(1000);
    expect(rejects).toHaveBeenCalledTimes(3);
    expect(throws).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });

  it('stop() ends every timer and waits for the runs under way', async () => {
    const scheduler = new Scheduler(logger());
    const slow = gate();
    const run = vi.fn(() => slow.done);
    scheduler.every('job', 1000, run, { runAtStart: true });
    expect(vi.getTimerCount()).toBe(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    expect(vi.getTimerCount()).toBe(0);
    await flush();
    expect(stopped).toBe(false);
    slow.open();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(() => scheduler.every('late', 1000, run)).toThrow(/stopped/);
  });

  it('runs every job through the job lock: a run another process holds is skipped, not failed', async () => {
    const log = logger();
    const asked: string[] = [];
    let free = false;
    const lock: JobLock = {
      async run(name, work) {
        asked.push(name);
        if (!free) return false;
        await work();
        return true;
      },
    };
    const scheduler = new Scheduler(log, lock);
    const run = vi.fn(async () => {});
    scheduler.every('sweep', 1000, run, { runAtStart: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual(['sweep', 'sweep']);
    expect(run).not.toHaveBeenCalled();
    free = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
    await scheduler.stop();
  });

  it('refuses two jobs with one name', async () => {
    const scheduler = new Scheduler(logger());
    scheduler.every('sweep', 1000, async () => {});
    expect(() => scheduler.every('sweep', 2000, async () => {})).toThrow(/"sweep"/);
    await scheduler.stop();
  });

  it('does not keep the process alive: every timer is unref’d', async () => {
    vi.useRealTimers();
    const spy = vi.spyOn(globalThis, 'setInterval');
    const scheduler = new Scheduler(logger());
    scheduler.every('job', 60_000, async () => {});
    const timer = spy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    spy.mockRestore();
    await scheduler.stop();
  });
});

describe('the app’s background jobs', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('runs the jobs every module declares through one scheduler and stops them on shutdown', async () => {
    const runs: string[] = [];
    const module = (id: string, runAtStart: boolean): ServerModule => ({
      id,
      containerModule: new ContainerModule(() => {}),
      jobs: (c) => {
        expect(c).toBeInstanceOf(Container);
        return [{ name: `${id} sweep`, intervalMs: 1000, runAtStart, run: async () => void runs.push(id) }];
      },
    });
    const app = createApp({ config: loadConfig({ LOG_REQUESTS: 'false' }), db: {} as Db, modules: [module('a', true), module('b', false)], log: logger() });
    const stop = app.startBackground();
    expect(runs).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual(['a', 'a', 'b']);
    await stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toEqual(['a', 'a', 'b']);
  });
});
