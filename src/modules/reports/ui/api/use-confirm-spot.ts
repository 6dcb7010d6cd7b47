import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../../../client/endpoint';
import { uploadToEndpoint } from '../../../../client/endpoint-mutation';
import { SESSION_QUERY_KEY } from '../../../../client/session/guest-session';
import type { UploadOptions } from '../../../../client/upload';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/endpoint';
import { appendBlurRegions } from '../../../../client/photo/faces/upload-regions';
import type { ConfirmationResponse } from '../../../tasks/contract';
import { activeTasks, availableTasks, confirmTask, myTasks, reportedTasks } from '../../../tasks/endpoints';

export interface ConfirmSpotInput {
  taskId: string;
  /** The photo the person took for their report: it joins the task. */
  photo: File;
  /** Issue 35: the same key on every attempt at this confirmation (the queued report's), so a repeat is answered, not done again. */
  idempotencyKey?: string;
  /**
   * Issue 39: the `blurRegions` field as the queued report kept it (JSON text); by default the regions
   * the photo was blurred in on this page (appendBlurRegions).
   */
  blurRegions?: string;
}

/**
 * 'Yes, add my photo to it' (issue 23): POST /api/tasks/{id}/confirmations with the photo as `image`.
 * Usable outside React (the offline queue sends queued reports' answers with it).
 */
export function confirmSpot({ taskId, photo, idempotencyKey, blurRegions }: ConfirmSpotInput, options: Omit<UploadOptions, 'method'> = {}): Promise<ConfirmationResponse> {
  const form = new FormData();
  if (blurRegions) form.append('blurRegions', blurRegions);
  else appendBlurRegions(form, photo);
  form.append('image', photo, photo.name || 'photo.jpg');
  const headers = idempotencyKey ? { ...options.headers, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : options.headers;
  return uploadToEndpoint(confirmTask, { params: { id: taskId } }, form, { ...options, headers });
}

/** The confirmation as a mutation; on success the task lists (seen by one more) and the session (XP) refresh. */
export function useConfirmSpot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmSpotInput) => confirmSpot(input),
    onSuccess: () => {
      for (const list of [availableTasks, myTasks, activeTasks, reportedTasks]) void client.invalidateQueries({ queryKey: endpointKey(list) });
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
