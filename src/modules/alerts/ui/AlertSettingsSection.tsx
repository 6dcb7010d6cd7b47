import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../client/session/current-user';
import { ALERTS_NS, ensureAlertsTexts } from './texts';
import { ALERT_CHANNELS, ALERT_KINDS, type AlertChannel, type AlertChoices, type AlertKind, type AlertPreferencesDto } from '../contract';
import { useAlertChannels, useAlertMutations, useAlertPreferences } from './api/use-alerts';
import { EmailAddressForm } from './EmailAddressForm';
import { PushDeviceSwitch } from './PushDeviceSwitch';
import type { AlertSettingsProps } from './slots';
import { toLanguage } from '../../../shared/language';

/**
 * Account Settings' 'Alerts' section: which alerts come by push or e-mail (all off until turned on),
 * this device's push subscription and the e-mail address with its double opt-in. A channel the
 * server has off is shown disabled with the reason.
 */
export default function AlertSettingsSection({ headingLevel = 2 }: AlertSettingsProps) {
  const { i18n } = useTranslation();
  ensureAlertsTexts(i18n);
  const { t } = useTranslation(ALERTS_NS);
  const headingId = useId();
  const channels = useAlertChannels();
  const prefs = useAlertPreferences();
  const user = useCurrentUser();
  const heading = `h${headingLevel}` as const;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ mt: 3, p: 2 }}>
      <Typography variant="h2" component={heading} id={headingId}>
        {t('title')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('intro')}</Typography>
      {prefs.isError && (
        <Alert severity="error" sx={{ mt: 2 }} action={<Button onClick={() => void prefs.refetch()}>{t('retry')}</Button>}>
          {t('loadFailed')}
        </Alert>
      )}
      {prefs.data && (
        <>
          <AlertChoicesForm prefs={prefs.data} channels={channels} />
          <Subsection title={t('push.title')} level={headingLevel + 1}>
            {channels.push ? <PushDeviceSwitch devices={prefs.data.pushDevices} /> : <Typography color="text.secondary">{t('push.off')}</Typography>}
          </Subsection>
          <Subsection title={t('email.title')} level={headingLevel + 1}>
            {!channels.email ? (
              <Typography color="text.secondary">{t('email.off')}</Typography>
            ) : user.isGuest ? (
              <Typography color="text.secondary">{t('email.registeredOnly')}</Typography>
            ) : (
              !user.isLoading && <EmailAddressForm email={prefs.data.email} />
            )}
          </Subsection>
        </>
      )}
    </Paper>
  );
}

function Subsection({ title, level, children }: { title: string; level: number; children: React.ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography variant="h3" component={level === 3 ? 'h3' : 'h4'} id={id} sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One group of switches per kind of alert (its name is the group's legend), one switch per channel. */
function AlertChoicesForm({ prefs, channels }: { prefs: AlertPreferencesDto; channels: Record<AlertChannel, boolean> }) {
  const { t, i18n } = useTranslation('alerts');
  const { save } = useAlertMutations();
  const language = toLanguage(i18n.language) ?? 'en';
  const toggle = (kind: AlertKind, channel: AlertChannel, on: boolean) => {
    const choices: AlertChoices = { ...prefs.choices, [kind]: { ...prefs.choices[kind], [channel]: on } };
    save.mutate({ body: { choices, language } });
  };
  const anyPush = ALERT_KINDS.some((k) => prefs.choices[k].push);
  const anyEmail = ALERT_KINDS.some((k) => prefs.choices[k].email);
  return (
    <Box sx={{ mt: 2 }}>
      {ALERT_KINDS.map((kind) => (
        <Box component="fieldset" key={kind} sx={{ border: 0, p: 0, m: 0, mb: 2 }} aria-describedby={`alerts-hint-${kind}`}>
          <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
            {t(`kinds.${kind}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" id={`alerts-hint-${kind}`}>
            {t(`kinds.${kind}Hint`)}
          </Typography>
          <FormGroup row>
            {ALERT_CHANNELS.map((channel) => (
              <FormControlLabel
                key={channel}
                label={t(`channels.${channel}`)}
                disabled={!channels[channel] || save.isPending}
                control={<Switch checked={prefs.choices[kind][channel]} onChange={(e) => toggle(kind, channel, e.target.checked)} />}
              />
            ))}
          </FormGroup>
        </Box>
      ))}
      {save.isError && (
        <Alert severity="error" role="alert">
          {t('saveFailed')}
        </Alert>
      )}
      {anyPush && channels.push && prefs.pushDevices === 0 && <Typography variant="body2">{t('needsDevice')}</Typography>}
      {anyEmail && channels.email && !prefs.email?.confirmed && <Typography variant="body2">{t('needsEmail')}</Typography>}
    </Box>
  );
}
