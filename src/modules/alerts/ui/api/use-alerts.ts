import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clientConfigQuery } from '../../../../client/config-query';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { useEndpointMutation } from '../../../../client/endpoint-mutation';
import type { AlertPreferencesDto, AlertsClientConfig } from '../../contract';
import {
  addPushSubscription,
  alertPreferences,
  confirmAlertEmail,
  pushKey,
  removeAlertEmail,
  removePushSubscription,
  saveAlertPreferences,
  setAlertEmail,
  unsubscribeAlertEmail,
} from '../../endpoints';

/** Which channels the server has on (GET /api/config, `alerts`); off until it answers. */
export function useAlertChannels(): AlertsClientConfig & { loaded: boolean } {
  const { data } = useQuery(clientConfigQuery<{ alerts?: Partial<AlertsClientConfig> } | null>());
  return { push: data?.alerts?.push === true, email: data?.alerts?.email === true, loaded: data !== undefined };
}

export const alertPreferencesQuery = () => endpointQuery(alertPreferences);
export const useAlertPreferences = () => useQuery(alertPreferencesQuery());
export const pushKeyQuery = () => ({ ...endpointQuery(pushKey), staleTime: Infinity });

/** The mutations of the alerts section; each answers the preferences, which replace the cached ones. */
export function useAlertMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (data: AlertPreferencesDto) => queryClient.setQueryData(endpointKey(alertPreferences), data);
  return {
    save: useEndpointMutation(saveAlertPreferences, { onSuccess }),
    addDevice: useEndpointMutation(addPushSubscription, { onSuccess }),
    removeDevice: useEndpointMutation(removePushSubscription, { onSuccess }),
    setEmail: useEndpointMutation(setAlertEmail, { onSuccess }),
    removeEmail: useEndpointMutation(removeAlertEmail, { onSuccess }),
  };
}

export const useConfirmEmail = () => useEndpointMutation(confirmAlertEmail);
export const useUnsubscribeEmail = () => useEndpointMutation(unsubscribeAlertEmail);
