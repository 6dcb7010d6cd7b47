import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../client/endpoint';
import { queueOwnerFor } from '../../../../client/offline/owner';
import { isNetworkFailure, isOffline, queueJson, type QueuedSubmission } from '../../../../client/offline/submit';
import { endpointUrl, IDEMPOTENCY_KEY_HEADER } from '../../../../shared/endpoint';
import type { CreateSurveyInput, SurveyDto } from '../../contract';
import { createSurvey } from '../../endpoints';

export interface SendSurveyInput {
  body: CreateSurveyInput;
  /** The draft's key, made once at Stop: the same on every attempt and in the queue. */
  idempotencyKey: string;
  userId: string;
}

/**
 * POST /api/surveys with the survey's Idempotency-Key. Offline, or when the request gets no answer,
 * the survey is kept in the device's offline queue (as JSON, with the same key) and sent once when
 * the connection is back: the answer is then `{ queued: true }`. A server's refusal (400, 403) throws.
 */
export async function sendSurvey({ body, idempotencyKey, userId }: SendSurveyInput): Promise<SurveyDto | QueuedSubmission> {
  const queue = (): Promise<QueuedSubmission> => {
    const owner = queueOwnerFor(userId);
    if (!owner) return Promise.reject(new TypeError('No session to keep the survey for'));
    return queueJson(body, { kind: 'survey', url: endpointUrl(createSurvey, {}), idempotencyKey, ownerId: owner });
  };
  if (isOffline()) return queue();
  try {
    return await callEndpoint(createSurvey, { body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  } catch (err) {
    if (isNetworkFailure(err)) return queue();
    throw err;
  }
}

/**
 * Loads the offline queue's code while there is signal (at Start), so Send can still keep the survey
 * on the device after the signal dropped mid-walk, also where no service worker has cached the app yet.
 */
export function preloadOfflineQueue(): void {
  void import('../../../../client/offline/runtime').catch(() => undefined);
}

export function useSendSurvey() {
  // Runs offline too (react-query would pause it): sendSurvey decides to queue.
  return useMutation({ networkMode: 'always', mutationFn: sendSurvey });
}
