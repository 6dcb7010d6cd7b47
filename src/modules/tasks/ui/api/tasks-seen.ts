import { useSyncExternalStore } from 'react';
import { localStore } from '../../../../client/web-storage';
import type { TaskDto } from '../../contract';

/**
 * When each user last opened the tasks list, remembered in localStorage so it survives a reload: the
 * creation time (server clock) of the newest available task the list showed them. Available tasks
 * created after it are new to that user (the tasks tab's dot).
 */
export const TASKS_SEEN_KEY = 'cleanquest-tasks-seen';
/** Users remembered per browser (the most recent). */
export const TASKS_SEEN_USERS = 20;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function readAll(store: Store | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(TASKS_SEEN_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const time = (iso: unknown) => (typeof iso === 'string' ? Date.parse(iso) : Number.NaN);

/** The newest creation time the user has seen in the tasks list, or null if they never opened it. */
export function seenUntil(userId: string, store: Store | undefined = localStore()): string | null {
  const value = readAll(store)[userId];
  return Number.isFinite(time(value)) ? (value as string) : null;
}

const listeners = new Set<() => void>();

/** Records that the user has seen these available tasks (the newest creation time only grows). */
export function markTasksSeen(userId: string, tasks: readonly TaskDto[], store: Store | undefined = localStore()): void {
  const newest = Math.max(...tasks.map((t) => time(t.createdAt)).filter(Number.isFinite));
  if (!Number.isFinite(newest)) return;
  const previous = seenUntil(userId, store);
  if (previous !== null && time(previous) >= newest) return;
  const all = readAll(store);
  delete all[userId];
  all[userId] = new Date(newest).toISOString();
  const kept = Object.fromEntries(Object.entries(all).slice(-TASKS_SEEN_USERS));
  try {
    store?.setItem(TASKS_SEEN_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the dot may come back after a reload, nothing worse.
  }
  for (const listener of listeners) listener();
}

/** True when an available task was created after what the user last saw (any task if they never looked). */
export function hasNewTasks(tasks: readonly TaskDto[] | undefined, seen: string | null): boolean {
  if (!tasks || tasks.length === 0) return false;
  if (seen === null) return true;
  const since = time(seen);
  return tasks.some((t) => time(t.createdAt) > since);
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
export function useTasksSeenUntil(userId: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (userId ? seenUntil(userId) : null),
    () => null,
  );
}
