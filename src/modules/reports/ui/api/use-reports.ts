import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../../../client/endpoint';
import { uploadToEndpoint } from '../../../../client/endpoint-mutation';
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

/** POST /api/reports as multipart with real upload progress; on success invalidates the tasks lists. */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: ({ fields, photo }: SubmitReportInput) => {
      setProgress({ loaded: 0, total: photo.size || null, percent: 0 });
      return uploadToEndpoint(createReport, {}, toFormData(fields, photo), { onProgress: setProgress });
    },
    onSuccess: () => {
      // Not awaited: the success dialog should not wait for the refetches.
      for (const list of TASK_LISTS_AFTER_REPORT) void queryClient.invalidateQueries({ queryKey: endpointKey(list) });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
