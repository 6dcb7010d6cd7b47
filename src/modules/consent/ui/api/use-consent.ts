import { useCallback, useEffect, useMemo, useRef } from 'react';
import { queryOptions, skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '../../../../client/endpoint';
import { useAppDispatch, useAppSelector } from '../../../../client/hooks';
import { useCurrentUser } from '../../../../client/session/current-user';
import type { AnyEndpoint, EndpointResponse } from '../../../../shared/endpoint';
import type { ConsentCategoryId, ConsentSource, RecordResponse } from '../../contract';
import { consentCategories, consentProof, consentStatus, recordConsent, transparencyReport, withdrawConsent } from '../../endpoints';
import { consentRecordsFor, effectiveConsent, renewalReason } from '../consent-records';
import { consentSaved, type GdprConsentRecord, type OptionalChoices } from '../consent-slice';

/** GET /api/security/consent/status/{userId}: the decisions, policy version and renewal state. */
export const consentStatusQuery = (userId: string) => endpointQuery(consentStatus, { params: { userId } });

/** GET /api/security/consent/categories: the categories with the caller's current decisions. */
export const consentCategoriesQuery = () => endpointQuery(consentCategories);

/** GET /api/security/consent/proof/{userId}: the whole history, newest first. */
export const consentProofQuery = (userId: string) => endpointQuery(consentProof, { params: { userId } });

/** GET /api/security/consent/transparency/report?userId={userId} */
export const transparencyReportQuery = (userId: string) => endpointQuery(transparencyReport, { query: { userId } });

/**
 * A query that waits (no session user yet, or not asked for): endpointQuery builds its URL at once,
 * so it cannot be made without the user id; this one has the endpoint's bare key and never fetches.
 */
function idleQuery<E extends AnyEndpoint>(endpoint: E) {
  return queryOptions<EndpointResponse<E>>({ queryKey: endpointKey(endpoint), queryFn: skipToken });
}

/** The consent status of the session's user; waits while there is none or `enabled` is false. */
export function useConsentStatus(userId: string | null, enabled = true) {
  return useQuery(userId && enabled ? consentStatusQuery(userId) : idleQuery(consentStatus));
}

/** The categories with the session user's decisions; waits while there is no session user. */
export function useConsentCategories(userId: string | null) {
  return useQuery(userId ? consentCategoriesQuery() : idleQuery(consentCategories));
}

/** The session user's transparency report; waits while there is none. */
export function useTransparencyReport(userId: string | null) {
  return useQuery(userId ? transparencyReportQuery(userId) : idleQuery(transparencyReport));
}

/** The session user's consent history (proof); waits while there is none or `enabled` is false. */
export function useConsentProof(userId: string | null, enabled = true) {
  return useQuery(userId && enabled ? consentProofQuery(userId) : idleQuery(consentProof));
}

/** Refetches every consent query (after a decision). */
export async function invalidateConsentQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([consentStatus, consentCategories, consentProof, transparencyReport].map((ep) => queryClient.invalidateQueries({ queryKey: endpointKey(ep) })));
}

/** POST /api/security/consent/record with a decision for every category. */
export function sendConsentRecord(userId: string, choices: OptionalChoices, source: ConsentSource): Promise<RecordResponse> {
  return callEndpoint(recordConsent, {
    body: {
      userId,
      consentCategories: [
        { categoryId: 'essential', consented: true },
        { categoryId: 'analytics', consented: choices.analytics },
        { categoryId: 'performance', consented: choices.performance },
      ],
      source,
    },
  });
}

/** POST /api/security/consent/withdraw */
export function sendConsentWithdrawal(userId: string, categoryIds: ConsentCategoryId[], source: ConsentSource = 'preferences'): Promise<RecordResponse> {
  return callEndpoint(withdrawConsent, { body: { userId, categoryIds, source } });
}

/** The id of the session's user (guests included), or null while no session is loaded. */
export function useSessionUserId(): string | null {
  return useCurrentUser().user?.id ?? null;
}

/** The consent in force in this browser (null: none, or renewal due). */
export function useLocalConsent(): GdprConsentRecord | null {
  const consent = useAppSelector((s) => s.consent);
  return useMemo(() => effectiveConsent({ consent }), [consent]);
}

/** Why this browser's stored choice is asked for again ('policy_updated', 'expired'), or null. */
export function useLocalRenewalReason(): 'policy_updated' | 'expired' | null {
  const consent = useAppSelector((s) => s.consent);
  return useMemo(() => renewalReason({ consent }), [consent]);
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
        await sendConsentRecord(uid, choices, source);
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
