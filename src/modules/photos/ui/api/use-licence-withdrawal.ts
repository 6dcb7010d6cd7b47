import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../client/endpoint';
import type { PhotoLicenceWithdrawalResponse } from '../../contract';
import { withdrawPhotoLicences } from '../../endpoints';

/** POST /api/photos/licence-withdrawal: the session's person withdraws the open licence of all their photos. */
export function useLicenceWithdrawal() {
  return useMutation<PhotoLicenceWithdrawalResponse, Error, void>({
    mutationFn: () => callEndpoint(withdrawPhotoLicences, {}),
  });
}
