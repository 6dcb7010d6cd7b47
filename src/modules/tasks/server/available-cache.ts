import type { AvailableTasksQuery, TaskDto } from '../contract';
import { weakEtag } from '../../../server/http/etag';
import type { TasksVersion } from './repository';
import type { Unit } from '../../../server/unit-of-work';

/**
 * How long a process trusts the tasks version it read by default (TASK_LIST_VERSION_TTL_MS): other
 * processes' changes arrive through the change feed at once, and within this when a notification is lost.
 */
export const VERSION_TTL_MS = 1000;

/** How many distinct available-task queries the answer cache holds before it starts afresh. */
const LIST_CACHE_MAX = 1000;

/** An available-tasks answer: its JSON and the ETag made from it (equal JSON, equal ETag). */
export interface AvailableAnswer {
  json: string;
  etag: string;
}

/** Where the cache reads from: the tasks table's version and the list itself. */
export interface AvailableSource {
  version(): Promise<TasksVersion>;
  list(query: AvailableTasksQuery): Promise<TaskDto[]>;
}

interface Cached<T> {
  at: number;
  value: Promise<T>;
  /** A background re-read is under way. */
  refreshing?: boolean;
}

interface CachedAnswer extends Cached<AvailableAnswer> {
  version: string;
  settled: boolean;
}

/**
 * The polled list of available tasks, per process: the tasks table's version and the answers read
 * at that version, shared by every request with the same query.
 */
export class AvailableTasksCache {
  private versionCache: Cached<TasksVersion> | null = null;
  private listCache = new Map<string, CachedAnswer>();
  /** Bumped by every change this process makes: a re-read started before it must not land after it. */
  private generation = 0;

  constructor(
    private readonly source: AvailableSource,
    /** How long a version read is trusted (VERSION_TTL_MS unless configured). */
    private readonly ttlMs = VERSION_TTL_MS,
  ) {}

  /**
   * The tasks table's version, at most ttlMs (VERSION_TTL_MS) old; this process's own changes and
   * the change feed's notifications of other processes' changes drop the cached value at once. Past half its age it is re-read in the background, so under steady polling no
   * request waits for the read.
   */
  version(): Promise<TasksVersion> {
    const now = Date.now();
    const cached = this.versionCache;
    if (cached && now - cached.at <= this.ttlMs) {
      if (now - cached.at > this.ttlMs / 2 && !cached.refreshing) {
        cached.refreshing = true;
        const generation = this.generation;
        const value = this.source.version();
        value.then(
          () => {
            if (this.generation === generation && this.versionCache === cached) this.versionCache = { at: now, value };
          },
          () => (cached.refreshing = false),
        );
      }
      return cached.value;
    }
    const value = this.source.version();
    const entry = { at: now, value };
    this.versionCache = entry;
    value.catch(() => {
      if (this.versionCache === entry) this.versionCache = null;
    });
    return value;
  }

  /**
   * The available-tasks answer, shared by every request with the same query (`key`, the canonical
   * query string): a poll wave of many maps on the same view runs the list query once, concurrent
   * misses included. An answer read while the version was settled shows every change the version
   * counts, so it stays until the version moves (unchanged polls are 304s without a list query). An
   * answer read while a change was in flight may miss it (the version moves before the commit), so it
   * lives at most ttlMs: a list read before a commit is replaced within a second, and its
   * ETag, made from its JSON, is not confirmed by 304s afterwards. Past half its age such an answer
   * still in use is re-read in the background instead of making requests wait.
   */
  answer(query: AvailableTasksQuery, key: string, version: TasksVersion): Promise<AvailableAnswer> {
    const now = Date.now();
    const hit = this.listCache.get(key);
    if (hit && hit.version === version.value) {
      if (hit.settled) return hit.value;
      if (now - hit.at <= this.ttlMs) {
        if (now - hit.at > this.ttlMs / 2 && !hit.refreshing) {
          hit.refreshing = true;
          const generation = this.generation;
          const value = this.read(query);
          value.then(
            () => {
              if (this.generation === generation && this.listCache.get(key) === hit) this.listCache.set(key, { version: version.value, settled: version.settled, at: now, value });
            },
            () => (hit.refreshing = false),
          );
        }
        return hit.value;
      }
    }
    if (this.listCache.size >= LIST_CACHE_MAX) this.listCache.clear();
    const value = this.read(query);
    const entry: CachedAnswer = { version: version.value, settled: version.settled, at: now, value };
    this.listCache.set(key, entry);
    value.catch(() => {
      if (this.listCache.get(key) === entry) this.listCache.delete(key);
    });
    return value;
  }

  /**
   * After a change by this process: drop what is cached, and once more when the change is committed
   * (a poll in between read the list without it), so this process shows its own change at once.
   * Other processes' changes arrive through drop(); writes that do not come through a service (a
   * statement in psql) are seen through the version.
   */
  changed(unit?: Unit): void {
    this.drop();
    unit?.afterCommit(() => this.drop());
  }

  /**
   * Drops everything cached, and makes a re-read started before now land nowhere: another process
   * committed a change (or changes may have been missed), so the next request reads the version again.
   */
  drop(): void {
    this.generation++;
    this.versionCache = null;
    this.listCache.clear();
  }

  private async read(query: AvailableTasksQuery): Promise<AvailableAnswer> {
    const json = JSON.stringify(await this.source.list(query));
    return { json, etag: weakEtag(json) };
  }
}
