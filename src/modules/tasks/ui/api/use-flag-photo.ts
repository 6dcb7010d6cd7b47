import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../client/api';
import type { PhotoFlagResponse } from '../../../photos/contract';
import type { PhotoFlagFields } from '../../../photos/schemas';

/** POST /api/photos/{id}/flags: 'Report this photo' (201 new, 200 when already reported by this person). */
export function useFlagPhoto(photoId: string) {
  return useMutation({
    mutationFn: async (fields: PhotoFlagFields) => (await apiRequest('POST', `/api/photos/${photoId}/flags`, fields)).json() as Promise<PhotoFlagResponse>,
  });
}
