import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewTaskFromReport } from '../contract';
import type { TasksVersion } from './repository';
import { TASKS_TOPIC, TasksService, VERSION_TTL_MS, type TasksDeps } from './service';
import { ChangeFeed } from '../../../server/change-feed';
import type { Db } from '../../../server/db';
import type { Unit } from '../../../server/unit-of-work';

/** A repository whose version reads the test answers by hand. */
function setup() {
  const reads: Array<(v: TasksVersion) => void> = [];
  const repo = {
    version: vi.fn(() => new Promise<TasksVersion>((resolve) => reads.push(resolve))),
    listAvailable: vi.fn(async (): Promise<unknown[]> => []),
    insert: vi.fn(async () => ({ id: 'task-1' })),
  };
  // A feed without a server behind it (this process only): what the service notifies comes back to it.
  const changes = new ChangeFeed({} as Db, { info: vi.fn(), error: vi.fn() });
  // A unit of work without a database: the work runs, then what waits for the commit (issue 24: a task is made in one, with its tasks.created).
  const uow = {
    async run<T>(work: (unit: Unit, trx: undefined) => Promise<T>, within?: Unit): Promise<T> {
      if (within) return work(within, undefined);
      const after: Array<() => unknown> = [];
      const value = await work({ afterCommit: (fn: () => unknown) => void after.push(fn) } as unknown as Unit, undefined);
      for (const fn of after) await fn();
      return value;
    },
  };
  const outbox = { publish: vi.fn(async () => {}) };
  const service = new TasksService({ repo, changes, uow, outbox, events: { on: vi.fn() } } as unknown as TasksDeps);
  return { service, repo, reads, changes };
}

const flush = () => new Promise((r) => setImmediate(r));
const v = (value: string, settled = true): TasksVersion => ({ value, settled });

describe('TasksService.availableVersion', () => {
  afterEach(() => vi.useRealTimers());

  it('re-reads in the background past half its age, and never serves a value older than VERSION_TTL_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const { service, repo, reads } = setup();
    const first = service.availableVersion();
    reads[0]!(v('1'));
    expect(await first).toEqual(v('1'));
    vi.setSystemTime(VERSION_TTL_MS / 2 - 1);
    expect(await service.availableVersion()).toEqual(v('1'));
    expect(repo.version).toHaveBeenCalledTimes(1);
    // Past half its age: the cached value answers at once, a re-read starts.
    vi.setSystemTime(VERSION_TTL_MS / 2 + 1);
    expect(await service.availableVersion()).toEqual(v('1'));
    expect(repo.version).toHaveBeenCalledTimes(2);
    reads[1]!(v('2'));
    await flush();
    expect(await service.availableVersion()).toEqual(v('2'));
    // Past the TTL without a re-read: the request waits for a fresh read.
    vi.setSystemTime(VERSION_TTL_MS * 3);
    const late = service.availableVersion();
    expect(repo.version).toHaveBeenCalledTimes(3);
    reads[2]!(v('3'));
    expect(await late).toEqual(v('3'));
  });

  it('a re-read started before this process changed a task does not land after the change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const { service, repo, reads } = setup();
    const first = service.availableVersion();
    reads[0]!(v('1'));
    await first;
    vi.setSystemTime(VERSION_TTL_MS / 2 + 1);
    await service.availableVersion(); // starts the background re-read
    await service.createFromReport({} as NewTaskFromReport);
    reads[1]!(v('1')); // read before the change, answered after it
    await flush();
    const next = service.availableVersion();
    expect(repo.version).toHaveBeenCalledTimes(3);
    reads[2]!(v('2'));
    expect(await next).toEqual(v('2'));
  });
});

describe('TasksService.availableAnswer', () => {
  afterEach(() => vi.useRealTimers());
  const row = (id: string) => ({ id, status: 'available', created_at: new Date(0) });

  it('keeps an answer read while the version was settled until the version moves', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const { service, repo } = setup();
    repo.listAvailable.mockResolvedValue([row('a')]);
    const first = await service.availableAnswer({}, '', v('1'));
    vi.setSystemTime(VERSION_TTL_MS * 60);
    expect(await service.availableAnswer({}, '', v('1'))).toBe(first);
    expect(repo.listAvailable).toHaveBeenCalledTimes(1);
    expect(first.etag).toMatch(/^W\/"/);
    // The version moved (here without a change to this list): re-read, and the same data keeps its ETag.
    const next = await service.availableAnswer({}, '', v('2'));
    expect(repo.listAvailable).toHaveBeenCalledTimes(2);
    expect(next.etag).toBe(first.etag);
  });

  it('replaces an answer read while a change was in flight within VERSION_TTL_MS, though the version stays', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const { service, repo } = setup();
    // The trigger moved the version to 2 before the commit: the list read then misses the new task.
    repo.listAvailable.mockResolvedValueOnce([row('a')]).mockResolvedValue([row('a'), row('b')]);
    const during = await service.availableAnswer({}, '', v('2', false));
    expect(JSON.parse(during.json)).toHaveLength(1);
    vi.setSystemTime(VERSION_TTL_MS / 2 - 1);
    expect(await service.availableAnswer({}, '', v('2'))).toBe(during);
    // The change committed; past the TTL the answer is read again, with another ETag.
    vi.setSystemTime(VERSION_TTL_MS + 1);
    const after = await service.availableAnswer({}, '', v('2'));
    expect(JSON.parse(after.json)).toHaveLength(2);
    expect(after.etag).not.toBe(during.etag);
    // Read while settled: it stays.
    vi.setSystemTime(VERSION_TTL_MS * 60);
    expect(await service.availableAnswer({}, '', v('2'))).toBe(after);
    expect(repo.listAvailable).toHaveBeenCalledTimes(2);
  });

  it('shows its own change at once: drops the answers again once the transaction commits', async () => {
    const { service, repo } = setup();
    repo.listAvailable.mockResolvedValueOnce([row('a')]).mockResolvedValue([row('a'), row('b')]);
    const afterCommit: Array<() => unknown> = [];
    const commit = () => afterCommit.forEach((fn) => fn());
    const unit = { afterCommit: (fn: () => unknown) => void afterCommit.push(fn) };
    await service.createFromReport({} as NewTaskFromReport, unit as never);
    // A poll before the commit reads the list without the new task.
    const during = await service.availableAnswer({}, '', v('2', false));
    commit();
    await flush();
    const after = await service.availableAnswer({}, '', v('2'));
    expect(after).not.toBe(during);
    expect(JSON.parse(after.json)).toHaveLength(2);
  });
});

describe('TasksService and the change feed', () => {
  it('notifies every change, and drops its answers when any process’s change arrives', async () => {
    const { service, repo, changes } = setup();
    service.subscribe();
    const heard: string[] = [];
    changes.subscribe(TASKS_TOPIC, (reason) => heard.push(reason));
    await service.createFromReport({} as NewTaskFromReport);
    expect(heard).toEqual(['change']);

    repo.listAvailable.mockResolvedValueOnce([]).mockResolvedValue([{ id: 'b', status: 'available', created_at: new Date(0) }]);
    const first = await service.availableAnswer({}, '', v('1'));
    expect(await service.availableAnswer({}, '', v('1'))).toBe(first);
    // Another process changed tasks (the feed delivers its notification like this process's own).
    await changes.notify(TASKS_TOPIC);
    const after = await service.availableAnswer({}, '', v('1'));
    expect(after).not.toBe(first);
    expect(JSON.parse(after.json)).toHaveLength(1);
  });
});
