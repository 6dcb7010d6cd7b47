import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import { donationLedger } from '../../endpoints';

/** GET /api/admin/donations: the guest donation ledger with its totals. */
export const donationsQuery = () => endpointQuery(donationLedger);

/** The donations page: always fresh. */
export function useDonations() {
  return useQuery({ ...donationsQuery(), staleTime: 0 });
}
