import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announce } from '../accessibility/announcer';
import { FALLBACK_GUEST_ID, useCurrentUser, type CurrentUser } from '../session/current-user';
import { toast } from '../toasts/toast-store';
import type { SentEvent } from './queue';
import { lastOwner } from './owner';
import { flushNow, offlineQueue, offlineStorageAvailable, startSender } from './runtime';
import { sentNotice } from './sent-notice';
import { ensureOfflineTexts, OFFLINE_NS } from './texts';
import type { QueuedItem, QueuedKind } from './types';

/** The signed-in person as the page knows it; while the session cannot be checked (an offline start), the device's last one. */
export function useQueueOwner(): string | null {
  const user = useCurrentUser();
  return knownUser(user) ?? (user.isLoading || user.error ? lastOwner() : null);
}

function knownUser(user: CurrentUser): string | null {
  return user.user || user.userId !== FALLBACK_GUEST_ID ? user.userId : null;
}

/**
 * Runs the page's sender while the calling component is mounted (every caller shares one): after
 * each sent item it refreshes the queries the item named and tells the person.
 */
export function useOfflineSender(): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  ensureOfflineTexts(i18n);
  const user = useCurrentUser();
  const ownerId = knownUser(user);
  const onSent = useCallback(
    (e: SentEvent) => {
      for (const key of e.item.invalidate) void queryClient.invalidateQueries({ queryKey: key as QueryKey });
      const notice = sentNotice(e, i18n.getFixedT(null, OFFLINE_NS));
      toast({ title: notice.title, description: notice.description });
      announce(notice.description ? `${notice.title} ${notice.description}` : notice.title);
    },
    [queryClient, i18n],
  );
  const sender = useRef<ReturnType<typeof startSender> | null>(null);
  const latest = useRef({ ownerId, onSent });
  latest.current = { ownerId, onSent };
  useEffect(() => {
    const s = startSender(latest.current);
    sender.current = s;
    return () => {
      s.stop();
      sender.current = null;
    };
  }, []);
  useEffect(() => {
    sender.current?.update({ ownerId, onSent });
  }, [ownerId, onSent]);
}

export interface OfflineItemsFilter {
  kind?: QueuedKind;
  /** Only items about this (a completion's task id). */
  subject?: string;
}

export interface OfflineItems {
  /** Null while loading. Every item on the device: the person's, and earlier sessions' (see `owner`). */
  items: QueuedItem[] | null;
  /** The person the items are shown to (null while unknown): an item of anyone else was made by an earlier session. */
  owner: string | null;
  error: boolean;
  reload: () => void;
}

/**
 * The items kept on this device (filtered), kept current with every change here, in other tabs and in
 * the worker. Issue 35: other people's items (a guest session that ended, someone who signed out) are
 * listed too, as an earlier session's, never hidden and deleted by themselves. Reads no photo.
 */
export function useOfflineItems(filter: OfflineItemsFilter = {}): OfflineItems {
  const owner = useQueueOwner();
  const [state, setState] = useState<{ items: QueuedItem[] | null; error: boolean }>({ items: null, error: false });
  const [version, setVersion] = useState(0);
  const { kind, subject } = filter;
  useEffect(() => {
    let live = true;
    if (!offlineStorageAvailable()) {
      // Nothing can have been kept on this device.
      setState({ items: [], error: false });
      return;
    }
    const q = offlineQueue();
    const load = () => {
      q.list().then(
        (all) => live && setState({ items: all.filter((i) => (!kind || i.kind === kind) && (!subject || i.subject === subject)), error: false }),
        () => live && setState({ items: [], error: true }),
      );
    };
    load();
    const off = q.subscribe(load);
    return () => {
      live = false;
      off();
    };
  }, [owner, kind, subject, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, owner, reload };
}

/** The person's actions on an item. */
export const queueActions = {
  async retry(id: string): Promise<void> {
    await offlineQueue().retryNow(id);
    await flushNow(true);
  },
  discard: (id: string) => offlineQueue().remove(id),
  /** 'Send as me': an earlier session's item becomes the signed-in person's and is sent now. */
  async sendAsMe(id: string, ownerId: string): Promise<void> {
    await offlineQueue().sendAs(id, ownerId);
    await flushNow(true);
  },
  async resendWith(id: string, fields: Record<string, string>): Promise<void> {
    await offlineQueue().resendWith(id, fields);
    await flushNow(true);
  },
};
