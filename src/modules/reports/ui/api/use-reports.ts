import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../../../client/endpoint';
import { uploadToEndpoint } from '../../../../client/endpoint-mutation';
import { isNetworkFailure, isOffline, isQueued, isRefusal, newIdempotencyKey, queueForm, type QueuedSubmission } from '../../../../client/offline/submit';
import { queueOwnerFor } from '../../../../client/offline/owner';
import { endpointUrl } from '../../../../shared/endpoint';
import type { UploadProgress } from '../../../../client/upload';
import { activeTasks, availableTasks, myTasks, reportedTasks } from '../../../tasks/endpoints';
import { createReport } from '../../endpoints';
import { toFormData, type ReportSubmission } from '../report-form';

export interface SubmitReportInput {
  fields: ReportSubmission;
  photo: File;
}

/**
 * Spec 7, POST /api/reports: "on success invalidates reports, tasks and available-tasks data". A report
 * makes an available task, so every tasks list refreshes (each key covers all its calls: the map's
 * areas, every person's lists).
 */
const TASK_LISTS_AFTER_REPORT = [availableTasks, myTasks, activeTasks, reportedTasks] as const;

/**
 * POST /api/reports as multipart with real upload progress; on success invalidates the tasks lists.
 * Issue 23: every attempt carries an Idempotency-Key made once per submission (kept for retries of
 * the same photo until the server answered it or refused it), and without a connection (offline, or
 * no answer at all) the report is kept on the device instead: the answer is then `{ queued: true }`.
 */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const submission = useRef<{ photo: File; key: string } | null>(null);
  const mutation = useMutation({
    // Runs offline too (react-query would pause it): this function decides to queue.
    networkMode: 'always',
    mutationFn: async ({ fields, photo }: SubmitReportInput) => {
      if (submission.current?.photo !== photo) submission.current = { photo, key: newIdempotencyKey() };
      const key = submission.current.key;
      const form = toFormData(fields, photo);
      const queue = (): Promise<QueuedSubmission> => {
        // Started offline, the session is unknown: the report is kept for the device's last user.
        const owner = queueOwnerFor(fields.userId);
        if (!owner) return Promise.reject(new TypeError('No session to keep the report for'));
        const invalidate = TASK_LISTS_AFTER_REPORT.map((list) => [...endpointKey(list)]);
        const kept = owner === fields.userId ? form : toFormData({ ...fields, userId: owner }, photo);
        // userId names the owner in the form too: rewritten if the report moves to an account (issue 35).
        return queueForm(kept, { kind: 'report', url: endpointUrl(createReport, {}), idempotencyKey: key, ownerId: owner, ownerField: 'userId', invalidate });
      };
      if (isOffline()) return queue();
      setProgress({ loaded: 0, total: photo.size || null, percent: 0 });
      try {
        return await uploadToEndpoint(createReport, {}, form, { onProgress: setProgress, headers: { 'Idempotency-Key': key } });
      } catch (err) {
        if (isNetworkFailure(err)) return queue();
        if (isRefusal(err)) submission.current = null;
        throw err;
      }
    },
    onSuccess: (result) => {
      submission.current = null;
      if (isQueued(result)) return;
      // Not awaited: the success dialog should not wait for the refetches.
      for (const list of TASK_LISTS_AFTER_REPORT) void queryClient.invalidateQueries({ queryKey: endpointKey(list) });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
