import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm, type UploadProgress } from '../../../client/upload';
import type { CreateReportResponse } from '../contract';
import { KEYS_AFTER_REPORT } from './query-keys';
import { toFormData, type ReportSubmission } from './report-form';

export interface SubmitReportInput {
  fields: ReportSubmission;
  photo: File;
}

/** POST /api/reports as multipart with real upload progress; on success invalidates reports and tasks. */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: ({ fields, photo }: SubmitReportInput) => {
      setProgress({ loaded: 0, total: photo.size || null, percent: 0 });
      return uploadForm<CreateReportResponse>('/api/reports', toFormData(fields, photo), { onProgress: setProgress });
    },
    onSuccess: () => {
      // Not awaited: the success dialog should not wait for the refetches.
      for (const queryKey of KEYS_AFTER_REPORT) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
