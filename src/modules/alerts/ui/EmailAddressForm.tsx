import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../client/accessibility/announcer';
import { ApiError } from '../../../client/api';
import type { AlertEmailDto } from '../contract';
import { emailBodySchema } from '../schemas';
import { useAlertMutations } from './api/use-alerts';
import { toLanguage } from '../../../shared/language';

/** The address for e-mail alerts: entered, then confirmed by the link the server mails (double opt-in). */
export function EmailAddressForm({ email }: { email: AlertEmailDto | null }) {
  const { t, i18n } = useTranslation('alerts');
  const { setEmail, removeEmail } = useAlertMutations();
  const [address, setAddress] = useState(email?.address ?? '');
  const [invalid, setInvalid] = useState(false);
  const language = toLanguage(i18n.language) ?? 'en';

  const submit = () => {
    if (!emailBodySchema.isValidSync({ address, language })) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setEmail.mutate({ body: { address: address.trim(), language } }, { onSuccess: (p) => announce(t(p.email?.confirmed ? 'email.confirmed' : 'email.sent', { address: p.email?.address ?? '' })) });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {email && (
        <Typography role="status" sx={{ mb: 2 }}>
          {t(email.confirmed ? 'email.confirmed' : 'email.sent', { address: email.address })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={t('email.label')}
          type="email"
          autoComplete="email"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          error={invalid}
          helperText={invalid ? t('email.invalid') : undefined}
          size="small"
          sx={{ minWidth: 260, flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={setEmail.isPending}>
          {setEmail.isPending ? t('email.sending') : t('email.send')}
        </Button>
        {email && (
          <Button onClick={() => removeEmail.mutate({}, { onSuccess: () => setAddress('') })} disabled={removeEmail.isPending}>
            {t('email.remove')}
          </Button>
        )}
      </Box>
      {setEmail.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t(setEmail.error instanceof ApiError && setEmail.error.status === 429 ? 'email.tooMany' : 'email.failed')}
        </Alert>
      )}
    </Box>
  );
}
