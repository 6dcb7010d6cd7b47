import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewTaskFromReport } from '../contract';
import { TasksService, VERSION_TTL_MS, type TasksDeps } from './service';

/** A repository whose version reads the test answers by hand. */
function setup() {
  const reads: Array<(v: string) => void> = [];
  const repo = {
    version: vi.fn(() => new Promise<string>((resolve) => reads.push(resolve))),
    listAvailable: vi.fn(async () => []),
    insert: vi.fn(async () => ({ id: 'task-1' })),
    bumpVersion: vi.fn(async () => undefined),
  };
  const service = new TasksService({ repo } as unknown as TasksDeps);
  return { service, repo, reads };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('TasksService.availableVersion', () => {
  afterEach(() => vi.useRealTimers());

  it('re-reads in the background past half its age, and never serves a value older than VERSION_TTL_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const { service, repo, reads } = setup();
    const first = service.availableVersion();
    reads[0]!('1');
    expect(await first).toBe('1');
    vi.setSystemTime(VERSION_TTL_MS / 2 - 1);
    expect(await service.availableVersion()).toBe('1');
    expect(repo.version).toHaveBeenCalledTimes(1);
    // Past half its age: the cached value answers at once, a re-read starts.
    vi.setSystemTime(VERSION_TTL_MS / 2 + 1);
    expect(await service.availableVersion()).toBe('1');
    expect(repo.version).toHaveBeenCalledTimes(2);
    reads[1]!('2');
    await flush();
    expect(await service.availableVersion()).toBe('2');
    // Past the TTL without a re-read: the request waits for a fresh read.
    vi.setSystemTime(VERSION_TTL_MS * 3);
    const late = service.availableVersion();
    expect(repo.version).toHaveBeenCalledTimes(3);
    reads[2]!('3');
    expect(await late).toBe('3');
  });

  it('a re-read started before this process changed a task does not land after the change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const { service, repo, reads } = setup();
    const first = service.availableVersion();
    reads[0]!('1');
    await first;
    vi.setSystemTime(VERSION_TTL_MS / 2 + 1);
    await service.availableVersion(); // starts the background re-read
    await service.createFromReport({} as NewTaskFromReport);
    reads[1]!('1'); // read before the change, answered after it
    await flush();
    const next = service.availableVersion();
    expect(repo.version).toHaveBeenCalledTimes(3);
    reads[2]!('2');
    expect(await next).toBe('2');
  });
});
