import { useRef, useState } from 'react';
import { appendPhotoExif } from '../../../../client/photo/prepare-photo';
import { appendBlurRegions } from '../../../../client/photo/faces/upload-regions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../../../client/endpoint';
import { uploadToEndpoint } from '../../../../client/endpoint-mutation';
import { isNetworkFailure, isOffline, isQueued, isRefusal, newIdempotencyKey, queueForm, type QueuedSubmission } from '../../../../client/offline/submit';
import { queueOwnerFor } from '../../../../client/offline/owner';
import { SESSION_QUERY_KEY } from '../../../../client/session/guest-session';
import { useCurrentUser } from '../../../../client/session/current-user';
import type { UploadProgress } from '../../../../client/upload';
import { endpointUrl } from '../../../../shared/endpoint';
import type { CompletionResponse } from '../../contract';
import { availableTasks, completeWithPhoto, myTasks, reportedTasks } from '../../endpoints';
import { putMine, refreshLists } from './use-task-actions';

export interface CompleteWithPhotoInput {
  taskId: string;
  photo: File;
}

/**
 * The file field of completeWithPhoto's form. Written out: client bundles carry an endpoint's method,
 * path and access only (tools/webpack/endpoint-refs-loader.cjs), not its `upload` spec.
 */
const COMPLETION_IMAGE_FIELD = 'completionImage';

/** What a completion sent later from the device's queue refreshes (refreshLists with the session). */
const AFTER_COMPLETION = [endpointKey(availableTasks), endpointKey(myTasks), endpointKey(reportedTasks), SESSION_QUERY_KEY].map((key) => [...key]);

/**
 * POST /api/tasks/{id}/complete-with-photo (multipart field completionImage) with upload progress.
 * Afterwards refreshes the task lists and the session (coins and level in the header).
 * Issue 23: every attempt carries an Idempotency-Key made once per submission (kept for retries of
 * the same photo and task until answered or refused), and without a connection the completion is
 * kept on the device and sent later (the answer is then `{ queued: true }`).
 */
export function useCompleteWithPhoto() {
  const client = useQueryClient();
  const { userId } = useCurrentUser();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const submission = useRef<{ taskId: string; photo: File; key: string } | null>(null);
  const mutation = useMutation({
    // Runs offline too (react-query would pause it): this function decides to queue.
    networkMode: 'always',
    mutationFn: async ({ taskId, photo }: CompleteWithPhotoInput): Promise<CompletionResponse | QueuedSubmission> => {
      const same = submission.current?.taskId === taskId && submission.current.photo === photo;
      if (!same) submission.current = { taskId, photo, key: newIdempotencyKey() };
      const key = submission.current!.key;
      const form = new FormData();
      form.append(COMPLETION_IMAGE_FIELD, photo, photo.name || 'after.jpg');
      // Issue 23: the after-photo's EXIF time and position, read before it was scaled (evidence).
      appendPhotoExif(form, photo);
      // Issue 39: the regions blurred on the phone (the photo itself is the blurred one); kept in the queue with it.
      appendBlurRegions(form, photo);
      const queue = (): Promise<QueuedSubmission> => {
        // Started offline, the session is unknown: kept for the device's last user; without one it fails.
        const owner = queueOwnerFor(userId);
        if (!owner) return Promise.reject(new TypeError('No session to keep the completion for'));
        return queueForm(form, { kind: 'completion', url: endpointUrl(completeWithPhoto, { params: { id: taskId } }), idempotencyKey: key, ownerId: owner, subject: taskId, invalidate: AFTER_COMPLETION });
      };
      if (isOffline()) return queue();
      setProgress({ loaded: 0, total: photo.size || null, percent: 0 });
      try {
        return await uploadToEndpoint(completeWithPhoto, { params: { id: taskId } }, form, { onProgress: setProgress, headers: { 'Idempotency-Key': key } });
      } catch (err) {
        if (isNetworkFailure(err)) return queue();
        if (isRefusal(err)) submission.current = null;
        throw err;
      }
    },
    onSuccess: (result) => {
      submission.current = null;
      if (!isQueued(result)) putMine(client, userId, result.task);
    },
    onSettled: (result) => {
      setProgress(null);
      if (!isQueued(result)) refreshLists(client, true);
    },
  });
  return { ...mutation, progress };
}
