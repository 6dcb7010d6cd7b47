import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../client/accessibility/announcer';
import { ApiError } from '../../../client/api';
import { AlertErrorCodes } from '../contract';
import { pushKeyQuery, useAlertMutations } from './api/use-alerts';
import { currentSubscription, pushSupport, subscribeDevice, PushDeniedError, type PushSupport } from './push-browser';

/**
 * This device's push subscription. Switching it on asks the browser's permission (only then) and
 * subscribes through the service worker with the server's VAPID key; off unsubscribes it. Explains
 * when the browser cannot do push or the site's notifications are blocked.
 */
export function PushDeviceSwitch({ devices }: { devices: number }) {
  const { t } = useTranslation('alerts');
  const queryClient = useQueryClient();
  const { addDevice, removeDevice } = useAlertMutations();
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setSupport(pushSupport());
    void currentSubscription().then((s) => setSubscribed(s !== null), () => setSubscribed(false));
  }, []);

  const turnOn = async () => {
    const { publicKey } = await queryClient.fetchQuery(pushKeyQuery());
    const add = (sub: PushSubscriptionJSON) => addDevice.mutateAsync({ body: { endpoint: sub.endpoint ?? '', keys: { p256dh: sub.keys?.p256dh ?? '', auth: sub.keys?.auth ?? '' } } });
    try {
      await add(await subscribeDevice(publicKey));
    } catch (err) {
      // Someone else used the app in this browser and its subscription is theirs: a new one for this account.
      if (!(err instanceof ApiError && err.status === 409 && err.body.includes(AlertErrorCodes.DEVICE_TAKEN))) throw err;
      await add(await subscribeDevice(publicKey, { renew: true }));
    }
    setSubscribed(true);
  };
  const turnOff = async () => {
    const sub = await currentSubscription();
    if (sub) {
      await removeDevice.mutateAsync({ body: { endpoint: sub.endpoint } });
      await sub.unsubscribe();
    }
    setSubscribed(false);
  };
  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      await (on ? turnOn() : turnOff());
      announce(on ? t('push.switch') : t('push.title'));
    } catch (err) {
      if (err instanceof PushDeniedError) setSupport(pushSupport() === 'blocked' || err.message === 'denied' ? 'blocked' : 'supported');
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (support === 'unsupported') return <Typography color="text.secondary">{t('push.unsupported')}</Typography>;
  return (
    <>
      <FormControlLabel
        label={t('push.switch')}
        disabled={support !== 'supported' || busy}
        control={<Switch checked={subscribed} onChange={(e) => void change(e.target.checked)} />}
      />
      {support === 'blocked' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('push.blocked')}
        </Alert>
      )}
      {failed && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('push.failed')}
        </Alert>
      )}
      {devices > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('push.devices', { count: devices })}
        </Typography>
      )}
    </>
  );
}
