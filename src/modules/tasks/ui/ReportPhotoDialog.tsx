import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { yupValidator } from '../../../client/forms/yup-validator';
import { toast } from '../../../client/toasts/toast-store';
import { PHOTO_FLAG_DETAILS_MAX, PHOTO_FLAG_REASONS } from '../../photos/contract';
import { photoFlagSchema, type PhotoFlagFields } from '../../photos/schemas';
import { useFlagPhoto } from './api/use-flag-photo';
import { errorCode } from './task-errors';

export interface ReportPhotoDialogProps {
  open: boolean;
  photoId: string;
  onClose: () => void;
}

interface Values {
  reason?: string;
  details?: string;
}

/** The schema's messages, shown in the user's language. */
function translate(t: TFunction, message: string): string {
  if (message === 'Please choose a reason') return t('reportPhoto.chooseReason');
  if (message.startsWith('Details must be at most')) return t('reportPhoto.detailsTooLong', { max: PHOTO_FLAG_DETAILS_MAX });
  return message;
}

/**
 * 'Report this photo' from the task detail sheet: a reason (and optional details) for the moderators.
 * The photo stays visible until a moderator decides (or enough people report it).
 */
export function ReportPhotoDialog({ open, photoId, onClose }: ReportPhotoDialogProps) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const flag = useFlagPhoto(photoId);
  const validate = useMemo(() => yupValidator<Values>(photoFlagSchema, (m) => translate(t, m)), [t]);

  async function onSubmit(values: Values) {
    try {
      const res = await flag.mutateAsync({ reason: values.reason as PhotoFlagFields['reason'], ...(values.details?.trim() ? { details: values.details.trim() } : {}) });
      toast({ title: res.created ? t('reportPhoto.thanks') : t('reportPhoto.already'), description: res.created ? t('reportPhoto.thanksBody') : undefined });
      onClose();
    } catch (err) {
      const code = errorCode(err);
      // Keep the dialog (and what was typed) open for anything the person can retry.
      if (code === 'OWN_PHOTO') {
        toast({ title: t('reportPhoto.own'), variant: 'destructive' });
        onClose();
      }
    }
  }

  return (
    <Dialog open={open} onClose={flag.isPending ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} maxWidth="sm" fullWidth>
      <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={{ reason: undefined, details: '' }}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <DialogTitle id={`${id}-title`}>{t('reportPhoto.title')}</DialogTitle>
            <DialogContent>
              <DialogContentText id={`${id}-intro`} sx={{ mb: 2 }}>
                {t('reportPhoto.intro')}
              </DialogContentText>
              <Field<string> name="reason">
                {({ input, meta }) => {
                  const shown = (meta.touched || meta.submitFailed) && meta.error;
                  return (
                    <FormControl error={!!shown} component="fieldset" required>
                      <FormLabel component="legend" id={`${id}-reason`}>
                        {t('reportPhoto.reasonLabel')}
                      </FormLabel>
                      <RadioGroup aria-labelledby={`${id}-reason`} name={input.name} value={input.value ?? ''} onChange={(e) => input.onChange(e.target.value)} onBlur={() => input.onBlur()}>
                        {PHOTO_FLAG_REASONS.map((r) => (
                          <FormControlLabel key={r} value={r} control={<Radio />} label={t(`reportPhoto.reason.${r}`)} />
                        ))}
                      </RadioGroup>
                      {shown && <FormHelperText>{meta.error}</FormHelperText>}
                    </FormControl>
                  );
                }}
              </Field>
              <Field<string> name="details">
                {({ input, meta }) => {
                  const shown = (meta.touched || meta.submitFailed) && meta.error;
                  return (
                    <TextField
                      {...input}
                      label={t('reportPhoto.details')}
                      helperText={shown || t('reportPhoto.detailsHelp', { max: PHOTO_FLAG_DETAILS_MAX })}
                      error={!!shown}
                      multiline
                      minRows={2}
                      fullWidth
                      sx={{ mt: 2 }}
                    />
                  );
                }}
              </Field>
              {flag.isError && errorCode(flag.error) !== 'OWN_PHOTO' && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {errorMessage(flag.error, t('reportPhoto.failed'))}
                </Alert>
              )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
              <Button onClick={onClose} disabled={submitting} sx={{ minHeight: 44 }}>
                {t('reportPhoto.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                color="error"
                disabled={submitting}
                startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                sx={{ minHeight: 44 }}
              >
                {submitting ? t('reportPhoto.sending') : t('reportPhoto.submit')}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
