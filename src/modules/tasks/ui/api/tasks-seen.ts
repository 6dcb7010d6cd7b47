import { useMemo, useSyncExternalStore } from 'react';
import { localStore } from '../../../../client/web-storage';
import type { TaskDto } from '../../contract';

/**
 * When each user last opened the tasks list, remembered in localStorage so it survives a reload: the
 * creation time (server clock) of the newest available task the list showed them, and the ids of the
 * tasks of that moment it showed. The server sends a task's creation time as its day only (the public
 * view, issue 33), so many tasks share one: a task is new to the user when it was created after that
 * moment, or at it but not among the ids seen (the tasks tab's dot).
 */
export const TASKS_SEEN_KEY = 'cleanquest-tasks-seen';
/** Users remembered per browser (the most recent). */
export const TASKS_SEEN_USERS = 20;
/** Ids of tasks of the newest moment remembered per user (the newest moment's tasks beyond it count as new again). */
export const TASKS_SEEN_IDS = 500;

/** What a user has seen: the newest creation time, and the ids of the tasks created at it (null: all of them, as marks before issue 33 said). */
export interface SeenMark {
  until: string;
  ids: string[] | null;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function readAll(store: Store | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(TASKS_SEEN_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const time = (iso: unknown) => (typeof iso === 'string' ? Date.parse(iso) : Number.NaN);

/** A stored mark: `{ until, ids }`, or the bare time written before issue 33; null when broken. */
function markOf(value: unknown): SeenMark | null {
  if (typeof value === 'string') return Number.isFinite(time(value)) ? { until: value, ids: null } : null;
  if (!value || typeof value !== 'object') return null;
  const { until, ids } = value as { until?: unknown; ids?: unknown };
  if (!Number.isFinite(time(until))) return null;
  return { until: until as string, ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [] };
}

/** What the user has seen in the tasks list, or null if they never opened it. */
export function seenUntil(userId: string, store: Store | undefined = localStore()): SeenMark | null {
  return markOf(readAll(store)[userId]);
}

const listeners = new Set<() => void>();

/** Records that the user has seen these available tasks (the newest creation time only grows). */
export function markTasksSeen(userId: string, tasks: readonly TaskDto[], store: Store | undefined = localStore()): void {
  const newest = Math.max(...tasks.map((t) => time(t.createdAt)).filter(Number.isFinite));
  if (!Number.isFinite(newest)) return;
  const previous = seenUntil(userId, store);
  if (previous !== null && time(previous.until) > newest) return;
  const same = previous !== null && time(previous.until) === newest;
  if (same && previous.ids === null) return;
  const atNewest = tasks.filter((t) => time(t.createdAt) === newest).map((t) => t.id);
  const ids = [...new Set([...(same ? previous.ids! : []), ...atNewest])].slice(-TASKS_SEEN_IDS);
  if (same && ids.length === previous.ids!.length) return;
  const all = readAll(store);
  delete all[userId];
  all[userId] = { until: new Date(newest).toISOString(), ids } satisfies SeenMark;
  const kept = Object.fromEntries(Object.entries(all).slice(-TASKS_SEEN_USERS));
  try {
    store?.setItem(TASKS_SEEN_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the dot may come back after a reload, nothing worse.
  }
  for (const listener of listeners) listener();
}

/** True when an available task is new to the user (see TASKS_SEEN_KEY); any task if they never looked. */
export function hasNewTasks(tasks: readonly TaskDto[] | undefined, seen: SeenMark | null): boolean {
  if (!tasks || tasks.length === 0) return false;
  if (seen === null) return true;
  const since = time(seen.until);
  const ids = seen.ids && new Set(seen.ids);
  return tasks.some((t) => time(t.createdAt) > since || (ids !== null && time(t.createdAt) === since && !ids.has(t.id)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another browser tab opened the tasks list.
  const onStorage = (e: StorageEvent) => {
    if (e.key === TASKS_SEEN_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * seenUntil for the user, updated when the tasks list is opened (here or in another tab); null without
 * a user, and on the server and during hydration (it lives in this browser's storage).
 */
export function useTasksSeenUntil(userId: string | null): SeenMark | null {
  // The snapshot is the stored entry's text, so it stays the same while nothing changes.
  const raw = useSyncExternalStore(
    subscribe,
    () => (userId ? (JSON.stringify(readAll(localStore())[userId]) ?? null) : null),
    () => null,
  );
  return useMemo(() => (raw === null ? null : markOf(JSON.parse(raw))), [raw]);
}
