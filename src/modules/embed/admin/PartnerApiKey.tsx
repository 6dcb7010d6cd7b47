import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { toast } from '../../../client/toasts/toast-store';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { PartnerDto } from '../contract';
import { useApiKeys, useIssueApiKey, useRevokeApiKey } from '../ui/api/use-api-keys';
import { NS } from './partners-texts';

/**
 * A partner's API key for Open311 GeoReport v2 (POST /open311/v2/requests.json): issue one (shown once,
 * in a dialog, with a copy button), replace it, or revoke it, each after a confirmation where a key in
 * use would stop working. Only the key's hint is ever shown again.
 */
export function PartnerApiKey({ partner }: { partner: PartnerDto }) {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const keys = useApiKeys();
  const current = keys.data?.keys.find((k) => k.partnerId === partner.id) ?? null;
  const [confirm, setConfirm] = useState<'replace' | 'revoke' | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const issue = useIssueApiKey({
    onSuccess: (answer) => {
      setConfirm(null);
      setShown(answer.apiKey);
    },
  });
  const revoke = useRevokeApiKey({
    onSuccess: () => {
      setConfirm(null);
      toast({ title: t('apiKey.revoked') });
    },
    onError: () => setConfirm(null),
  });
  const failure = issue.error ?? revoke.error;

  async function copy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      toast({ title: t('apiKey.copied') });
    } catch {
      toast({ title: t('apiKey.copyFailed'), variant: 'destructive' });
    }
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('apiKey.title')}
      </Typography>
      <Typography variant="body2">
        {keys.isPending
          ? t('apiKey.loading')
          : keys.isError
            ? t('apiKey.loadFailed', { message: errorMessage(keys.error, keys.error.message) })
            : current
              ? t('apiKey.inUse', { hint: current.hint, date: new Date(current.createdAt).toLocaleDateString(i18n.language) })
              : t('apiKey.none')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('apiKey.help')}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {t('apiKey.failed', { message: errorMessage(failure, failure.message) })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          disabled={keys.isPending || issue.isPending}
          onClick={() => (current ? setConfirm('replace') : issue.mutate({ params: { id: partner.id } }))}
          sx={{ minHeight: 44 }}
        >
          {current ? t('apiKey.replace') : t('apiKey.issue')}
        </Button>
        {current && (
          <Button variant="outlined" color="error" disabled={revoke.isPending} onClick={() => setConfirm('revoke')} sx={{ minHeight: 44 }}>
            {t('apiKey.revoke')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'revoke' ? t('apiKey.confirmRevokeTitle', { name: partner.name }) : t('apiKey.confirmReplaceTitle', { name: partner.name })}
        body={confirm === 'revoke' ? t('apiKey.confirmRevoke') : t('apiKey.confirmReplace')}
        confirmLabel={confirm === 'revoke' ? t('apiKey.revoke') : t('apiKey.replace')}
        cancelLabel={t('form.cancel')}
        busy={issue.isPending || revoke.isPending}
        destructive
        onCancel={() => setConfirm(null)}
        onConfirm={() => (confirm === 'revoke' ? revoke.mutate({ params: { id: partner.id } }) : issue.mutate({ params: { id: partner.id } }))}
      />
      <Dialog open={shown !== null} onClose={() => setShown(null)} aria-labelledby={`${headingId}-shown`} aria-describedby={`${headingId}-shown-body`} maxWidth="sm" fullWidth>
        <DialogTitle id={`${headingId}-shown`}>{t('apiKey.shownTitle', { name: partner.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${headingId}-shown-body`}>{t('apiKey.shownOnce')}</DialogContentText>
          <Box component="pre" sx={{ mt: 2, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            <code data-testid="issued-api-key">{shown}</code>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button variant="outlined" onClick={() => shown && void copy(shown)} sx={{ minHeight: 44 }}>
            {t('apiKey.copy')}
          </Button>
          <Button variant="contained" onClick={() => setShown(null)} autoFocus sx={{ minHeight: 44 }}>
            {t('apiKey.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
