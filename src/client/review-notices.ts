import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { announce } from './accessibility/announcer';
import { SESSION_QUERY_KEY } from './session/guest-session';
import { toast } from './toasts/toast-store';

/**
 * Telling people what a moderator decided. A module's global watcher turns its own
 * data (the user's tasks, submissions) into decisions; this shows each decision once per browser:
 * the ids already shown are remembered in localStorage, per user.
 */

/** A moderator's decision on something the person sent in. `id` names one decision (e.g. task id + time). */
export interface ReviewDecision {
  id: string;
  outcome: 'approved' | 'rejected';
  /** ISO time of the decision; decisions older than NOTICE_MAX_AGE_MS (or without a time) are not announced. */
  decidedAt: string | null | undefined;
  title: string;
  description: string;
}

export const REVIEW_NOTICES_KEY = 'cleanquest-review-notices';
/** A browser that was away longer than this does not get old news (e.g. a new device). */
export const NOTICE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Ids remembered per user (the newest). */
export const NOTICE_MEMORY = 200;
/** How often a watcher polls while something of the user's waits for a moderator. */
export const REVIEW_POLL_MS = 30_000;
/** A decision stays on screen longer than a plain toast: a rejection carries a reason to read. */
export const REVIEW_TOAST_MS = 10_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): Store | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readAll(store: Store | undefined): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(REVIEW_NOTICES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

export function seenDecisions(userId: string, store: Store | undefined = storage()): Set<string> {
  const list = readAll(store)[userId];
  return new Set(Array.isArray(list) ? list : []);
}

export function rememberDecisions(userId: string, ids: string[], store: Store | undefined = storage()): void {
  const all = readAll(store);
  const list = [...(Array.isArray(all[userId]) ? all[userId] : []), ...ids];
  all[userId] = [...new Set(list)].slice(-NOTICE_MEMORY);
  try {
    store?.setItem(REVIEW_NOTICES_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the notice may show again next time, nothing worse.
  }
}

/** The decisions not shown yet (and recent enough to be news). */
export function newDecisions(userId: string, decisions: ReviewDecision[], now = Date.now(), store: Store | undefined = storage()): ReviewDecision[] {
  const seen = seenDecisions(userId, store);
  return decisions.filter((d) => {
    if (seen.has(d.id) || !d.decidedAt) return false;
    const at = new Date(d.decidedAt).getTime();
    return Number.isFinite(at) && now - at <= NOTICE_MAX_AGE_MS;
  });
}

/**
 * Balances, levels, achievements and leaderboards change after an approval: refetch the session and
 * the queries the caller names (the modules' endpoint keys; the core names none).
 */
export function refreshBalances(client: QueryClient, queries: readonly QueryKey[]): void {
  for (const queryKey of [SESSION_QUERY_KEY, ...queries]) void client.invalidateQueries({ queryKey: [...queryKey] });
}

/**
 * Shows a toast (and a screen-reader announcement) for each decision not shown before, remembers it,
 * and refreshes the balances (the session and `rewardQueries`). Several new decisions at once make one toast (only one is visible at a time).
 */
export function useReviewNotices(
  userId: string | null,
  decisions: ReviewDecision[] | undefined,
  severalTitle: (count: number) => string,
  /** The queries showing what an approval changes (levels, achievements, leaderboards, the person), by user. */
  rewardQueries: (userId: string) => readonly QueryKey[],
): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId || !decisions?.length) return;
    const fresh = newDecisions(userId, decisions);
    if (fresh.length === 0) return;
    rememberDecisions(
      userId,
      fresh.map((d) => d.id),
    );
    const [first] = fresh;
    const title = fresh.length === 1 ? first!.title : severalTitle(fresh.length);
    const description = fresh.length === 1 ? first!.description : fresh.map((d) => `${d.title} ${d.description}`).join(' ');
    toast({ title, description, duration: REVIEW_TOAST_MS });
    announce(/[.!?]$/.test(title) ? `${title} ${description}` : `${title}. ${description}`, 'polite');
    if (fresh.some((d) => d.outcome === 'approved')) refreshBalances(client, rewardQueries(userId));
  }, [userId, decisions, client, severalTitle, rewardQueries]);
}
