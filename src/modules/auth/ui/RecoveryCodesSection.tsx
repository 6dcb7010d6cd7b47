import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../client/accessibility/announcer';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState';
import { RECOVERY_CODE_COUNT } from '../contract';
import { usePasskeys } from './api/use-passkeys';
import { usePasskeyCheck } from './api/use-reauth';
import { useRegenerateRecoveryCodes } from './api/use-recovery-codes';
import { authErrorMessage, reauthErrorMessage } from './messages';
import { type Heading, Section } from './account-section';

/** How many recovery codes are left, and making a new set (after a passkey check). */
export function RecoveryCodesSection({ headingLevel, onCodes }: { headingLevel: Heading; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('auth');
  const query = usePasskeys();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = usePasskeyCheck();
  // The server wants a fresh passkey check with the request for new codes.
  const regenerate = useRegenerateRecoveryCodes(check.confirm);
  const noPasskey = query.data?.passkeys.length === 0;
  const confirm = () => {
    setError(null);
    regenerate.mutate(undefined, {
      onSuccess: (res) => {
        setConfirming(false);
        announce(t('settings.codes.regenerated'));
        onCodes(res.recoveryCodes);
      },
      onError: (err) => {
        setConfirming(false);
        setError(reauthErrorMessage(t, err, 'errors.regenerateFailed'));
      },
    });
  };
  return (
    <Section title={t('settings.codes.title')} description={t('settings.codes.body')} headingLevel={headingLevel}>
      <QueryState query={query} loading={t('settings.codes.loading')} retry={t('settings.retry')} failed={(err) => authErrorMessage(t, err, 'settings.codes.loadFailed')} />
      {query.data && (
        <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="codes-remaining">
          {t('settings.codes.remaining', { count: query.data.recoveryCodesRemaining, total: RECOVERY_CODE_COUNT })}
        </Typography>
      )}
      {query.data && query.data.recoveryCodesRemaining <= 3 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('settings.codes.low')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {noPasskey && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('settings.codes.needsPasskey')}
        </Typography>
      )}
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setConfirming(true)} disabled={noPasskey}>
        {t('settings.codes.regenerate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        cancelLabel={t('settings.cancel')}
        title={t('settings.codes.confirmTitle')}
        body={t('settings.codes.confirmBody')}
        confirmLabel={t('settings.codes.regenerate')}
        busy={regenerate.isPending}
        busyLabel={check.prompting ? t('settings.reauth.waiting') : t('settings.codes.regenerating')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
