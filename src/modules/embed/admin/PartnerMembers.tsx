import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { toast } from '../../../client/toasts/toast-store';
import type { PartnerDto } from '../contract';
import { usePartnerMemberChanges, usePartnerMembers } from '../ui/api/use-partner-members';
import { NS } from './partners-texts';

/**
 * The partner's people (issue 33): only they may put the partner's name on a cleanup event, which then
 * shows on the partner's embedded map. Added by username (registered people), removed one by one.
 */
export function PartnerMembers({ partner }: { partner: PartnerDto }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const inputId = useId();
  const [username, setUsername] = useState('');
  const members = usePartnerMembers(partner.id);
  const { add, remove } = usePartnerMemberChanges(partner.id, {
    onAdded: () => {
      toast({ title: t('members.added', { username: username.trim() }) });
      setUsername('');
    },
  });
  const failure = add.error ?? remove.error;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (username.trim()) add.mutate({ params: { id: partner.id }, body: { username: username.trim() } });
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('members.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('members.help')}
      </Typography>
      {members.isPending ? (
        <Typography variant="body2">{t('members.loading')}</Typography>
      ) : members.isError ? (
        <Typography variant="body2">{t('members.loadFailed', { message: errorMessage(members.error, members.error.message) })}</Typography>
      ) : members.data.members.length === 0 ? (
        <Typography variant="body2">{t('members.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {members.data.members.map((m) => (
            <Stack component="li" key={m.userId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {m.username ?? t('members.erased')}
              </Typography>
              <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.mutate({ params: { id: partner.id, userId: m.userId } })} sx={{ minHeight: 44 }}>
                {t('members.remove', { username: m.username ?? t('members.erased') })}
              </Button>
            </Stack>
          ))}
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {t('members.failed', { message: errorMessage(failure, failure.message) })}
        </Alert>
      )}
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate sx={{ alignItems: 'center' }}>
        <TextField id={inputId} size="small" label={t('members.username')} value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" />
        <Button type="submit" variant="outlined" disabled={add.isPending || !username.trim()} sx={{ minHeight: 44 }}>
          {t('members.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
