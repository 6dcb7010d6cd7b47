import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { announce } from '../accessibility/announcer';
import { apiRequest } from '../api';
import { toast } from '../toasts/toast-store';
import { ADMIN_OVERVIEW_KEY } from './overview-query';

export interface DecisionOptions<V extends string, R> {
  /** Where a verdict is posted (POST). */
  url: (verb: V) => string;
  /** The request body for a verdict; `reason` is the typed reason, trimmed. */
  body?: (verb: V, reason: string) => unknown;
  /** The page's own list queries. The admin overview is refreshed with them. */
  lists: readonly QueryKey[];
  /** What the toast (and the screen-reader announcement) says after a decision. */
  done: (result: R, verb: V) => string;
}

export interface Decision<V extends string, R> {
  /** The reason as typed (the card's reason field edits it). */
  reason: string;
  setReason: (reason: string) => void;
  mutation: UseMutationResult<R, Error, V>;
}

/**
 * One decision on a moderation item (approve, reject, hide, ...): posts the verdict, says what was
 * done in a toast and to screen readers, then refreshes the page's lists and the admin overview, on
 * success and failure alike (someone else may have decided first). DecisionCard shows it.
 */
export function useDecision<V extends string, R = unknown>({ url, body, lists, done }: DecisionOptions<V, R>): Decision<V, R> {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const mutation = useMutation<R, Error, V>({
    mutationFn: async (verb) => (await (await apiRequest('POST', url(verb), body?.(verb, reason.trim()))).json()) as R,
    onSuccess: (result, verb) => {
      const text = done(result, verb);
      toast({ title: text });
      announce(text);
    },
    onSettled: () => Promise.all([...lists, ADMIN_OVERVIEW_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return { reason, setReason, mutation };
}
