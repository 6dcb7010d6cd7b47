import { Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ExportDataButton } from './ExportDataButton';
import { announce } from '../../../client/accessibility/announcer';
import { useAppDispatch, useAppSelector } from '../../../client/hooks';
import { LANGUAGES, nativeName, type Language } from '../../../client/i18n';
import { useModuleSlot } from '../../../client/module-slots';
import { RouteFallback } from '../../../client/RouteFallback';
import { toast } from '../../../client/toasts/toast-store';
import { setLanguage } from '../../../client/ui-slice';
import { DELETE_CONFIRMATION } from '../contract';
import { useDeleteAccount } from './api/use-account';
import { useAccountTexts } from './texts';

/**
 * /account: sign-in and devices (passkeys, recovery codes, sessions: the `accountSettingsSections`
 * slot, offered by the auth module), language, export of the person's data and account deletion.
 */
export default function AccountSettingsScreen() {
  const { t } = useAccountTexts();
  const Sections = useModuleSlot('accountSettingsSections');
  const AlertSettings = useModuleSlot('alertSettings');
  const dataId = useId();
  const deleteId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 3 }}>
      <Button component={RouterLink} to="/profile" startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 1, ml: -1 }}>
        {t('back')}
      </Button>
      <Typography variant="h1" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('subtitle')}
      </Typography>

      {Sections && (
        <Suspense fallback={<RouteFallback />}>
          <Sections headingLevel={2} />
        </Suspense>
      )}

      {AlertSettings && (
        <Suspense fallback={<RouteFallback />}>
          <AlertSettings headingLevel={2} />
        </Suspense>
      )}

      <LanguageSection />

      <Paper component="section" variant="outlined" aria-labelledby={dataId} sx={{ mt: 3, p: 2 }}>
        <Typography variant="h2" component="h2" id={dataId}>
          {t('data.title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('data.body')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('data.rights')}
        </Typography>
        <ExportDataButton />
      </Paper>

      <Paper component="section" variant="outlined" aria-labelledby={deleteId} sx={{ mt: 3, p: 2 }}>
        <Typography variant="h2" component="h2" id={deleteId}>
          {t('delete.title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('delete.body')}</Typography>
        <Box component="ul" sx={{ mt: 1, mb: 2, pl: 3 }}>
          {(['profile', 'photos', 'rewards', 'consent'] as const).map((k) => (
            <Typography component="li" variant="body2" key={k} sx={{ mb: 0.5 }}>
              {t(`delete.points.${k}`)}
            </Typography>
          ))}
        </Box>
        <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon aria-hidden />} onClick={() => setOpen(true)}>
          {t('delete.button')}
        </Button>
      </Paper>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

/** The app's language (the same choice as the header's language switch, kept in redux and persisted). */
export function LanguageSection() {
  const { t } = useAccountTexts();
  const headingId = useId();
  const language = useAppSelector((s) => s.ui.language);
  const dispatch = useAppDispatch();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ mt: 3, p: 2 }}>
      <Typography variant="h2" component="h2" id={headingId}>
        {t('language.title')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('language.body')}</Typography>
      <RadioGroup
        aria-labelledby={headingId}
        name="language"
        value={language}
        onChange={(e) => {
          dispatch(setLanguage(e.target.value as Language));
          announce(nativeName(e.target.value));
        }}
        sx={{ mt: 1 }}
      >
        {LANGUAGES.map((lang) => (
          <FormControlLabel key={lang} value={lang} control={<Radio />} label={<span lang={lang}>{nativeName(lang)}</span>} />
        ))}
      </RadioGroup>
    </Paper>
  );
}

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAccountTexts();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const del = useDeleteAccount();
  const titleId = useId();
  const bodyId = useId();
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  const close = () => {
    if (del.isPending) return;
    setTyped('');
    onClose();
  };
  const submit = () => {
    if (!confirmed || del.isPending) return;
    del.mutate({ body: { confirm: DELETE_CONFIRMATION } }, {
      onSuccess: () => {
        setTyped('');
        onClose();
        navigate('/');
        toast({ title: t('delete.doneTitle'), description: t('delete.doneDescription') });
        announce(t('delete.doneTitle'));
      },
      onError: () => toast({ title: t('delete.failedTitle'), description: t('delete.failedDescription'), variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={bodyId} fullWidth maxWidth="xs">
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{t('delete.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId} sx={{ mb: 2 }}>
            {t('delete.dialogBody')}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('delete.confirmLabel')}
            helperText={t('delete.confirmHelper')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={del.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!confirmed || del.isPending}>
            {del.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
