import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import type { CurrentUser } from '../../../../client/session/current-user';
import { alertPreferences } from '../../../alerts/endpoints';

/** The address the city would get, and where it comes from (the hint names both). */
export interface CityEmail {
  address: string;
  source: 'account' | 'alerts';
}

/**
 * Issue 42: the person's confirmed address, as the server reads it when the filing is sent: the
 * account's verified e-mail, else the alerts address they confirmed by the link mailed to it (GET
 * /api/alerts/preferences, the alerts settings' own query and cache). Asked only when `wanted` (the
 * box could be offered) for a registered person without a verified account e-mail: never for a guest.
 * A server without the alerts module answers 404: no address, no box.
 */
export function useCityEmail(user: CurrentUser, wanted: boolean): CityEmail | null {
  const account = !user.isGuest && user.user?.isEmailVerified && user.email ? user.email : null;
  const { data } = useQuery({ ...endpointQuery(alertPreferences), enabled: wanted && !user.isGuest && account === null, retry: false });
  if (account) return { address: account, source: 'account' };
  if (user.isGuest || !data?.email?.confirmed) return null;
  return { address: data.email.address, source: 'alerts' };
}
