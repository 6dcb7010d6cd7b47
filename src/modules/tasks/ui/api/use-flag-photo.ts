import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../client/endpoint';
import type { EndpointBody } from '../../../../shared/endpoint';
import { flagPhoto } from '../../../photos/endpoints';

/** What 'Report this photo' sends: a reason and optional details. */
export type FlagPhotoFields = EndpointBody<typeof flagPhoto>;

/** POST /api/photos/{id}/flags: 'Report this photo' (201 new, 200 when already reported by this person). */
export function useFlagPhoto(photoId: string) {
  return useMutation({
    mutationFn: (fields: FlagPhotoFields) => callEndpoint(flagPhoto, { params: { id: photoId }, body: fields }),
  });
}
