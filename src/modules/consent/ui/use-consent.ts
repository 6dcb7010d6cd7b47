import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAppDispatch, useAppSelector } from '../../../client/hooks';
import { useCurrentUser } from '../../../client/session/current-user';
import type { ConsentSource } from '../contract';
import { invalidateConsentQueries, recordConsent } from './api';
import { consentRecordsFor, effectiveConsent } from './consent-records';
import { consentSaved, type GdprConsentRecord, type OptionalChoices } from './consent-slice';

/** The id of the session's user (guests included), or null while no session is loaded. */
export function useSessionUserId(): string | null {
  return useCurrentUser().user?.id ?? null;
}

/** The consent in force in this browser (null: none, or renewal due). */
export function useLocalConsent(): GdprConsentRecord | null {
  const consent = useAppSelector((s) => s.consent);
  return useMemo(() => effectiveConsent({ consent }), [consent]);
}

/**
 * Stores a decision in both local records and records it on the server for the session's user.
 * A decision made before the session is ready is sent once it is. A failed server call is only
 * logged: the local record stands, and the next load records it (source 'sync').
 */
export function useConsentRecorder() {
  const userId = useSessionUserId();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const pending = useRef<{ choices: OptionalChoices; source: ConsentSource } | null>(null);
  /** Whether this page load already sent (or queued) a decision: then no 'sync' is needed. */
  const sent = useRef(false);

  const send = useCallback(
    async (uid: string, choices: OptionalChoices, source: ConsentSource) => {
      try {
        await recordConsent(uid, choices, source);
        await invalidateConsentQueries(queryClient);
      } catch (err) {
        console.warn('consent: the choice could not be recorded on the server', err);
      }
    },
    [queryClient],
  );

  useEffect(() => {
    if (!userId || !pending.current) return;
    const { choices, source } = pending.current;
    pending.current = null;
    void send(userId, choices, source);
  }, [userId, send]);

  const save = useCallback(
    (choices: OptionalChoices, opts: { rejected?: boolean; source: ConsentSource }) => {
      dispatch(consentSaved(consentRecordsFor(choices, { rejected: opts.rejected })));
      sent.current = true;
      if (userId) void send(userId, choices, opts.source);
      else pending.current = { choices, source: opts.source };
    },
    [dispatch, userId, send],
  );

  /** Records the stored local choice for this session's user once, if the server has none. */
  const syncOnce = useCallback(
    (choices: OptionalChoices) => {
      if (!userId || sent.current) return;
      sent.current = true;
      void send(userId, choices, 'sync');
    },
    [userId, send],
  );

  return { userId, save, syncOnce };
}
