import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ALERTS_NS, ensureAlertsTexts } from './texts';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ApiError } from '../../../client/api';
import { useConfirmEmail, useUnsubscribeEmail } from './api/use-alerts';

/**
 * The pages the alert mails link to: /alerts/confirm (double opt-in) and /alerts/unsubscribe. Both
 * need no session and act only on a press, so a mail scanner opening the link changes nothing.
 */
export default function EmailLinkScreen() {
  const { i18n } = useTranslation();
  ensureAlertsTexts(i18n);
  const { t } = useTranslation(ALERTS_NS);
  const { pathname, search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const unsubscribe = pathname.endsWith('/unsubscribe');
  const confirm = useConfirmEmail();
  const stop = useUnsubscribeEmail();
  const action = unsubscribe ? stop : confirm;
  const gone = action.error instanceof ApiError ? action.error.status === 404 || action.error.status === 400 : false;
  const go = () => action.mutate({ body: { token } });
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '1.8rem' }}>
        {t(unsubscribe ? 'link.unsubscribeTitle' : 'link.confirmTitle')}
      </Typography>
      {action.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t(unsubscribe ? 'link.unsubscribed' : 'link.confirmed')}
        </Alert>
      ) : (
        <>
          <Typography sx={{ mt: 2 }}>{t(unsubscribe ? 'link.unsubscribeBody' : 'link.confirmBody')}</Typography>
          <Button variant="contained" sx={{ mt: 2 }} onClick={go} disabled={action.isPending || !token}>
            {t(unsubscribe ? 'link.unsubscribeButton' : 'link.confirmButton')}
          </Button>
        </>
      )}
      {(action.isError || !token) && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t(gone || !token ? 'link.invalid' : 'link.failed')}
        </Alert>
      )}
      <Box sx={{ mt: 3, display: 'flex', gap: 2 }}>
        <Button component={RouterLink} to="/account">
          {t('link.settings')}
        </Button>
        <Button component={RouterLink} to="/">
          {t('link.home')}
        </Button>
      </Box>
    </Box>
  );
}
