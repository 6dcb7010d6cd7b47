import { useId, useMemo, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { SubmissionErrors } from 'final-form';
import type { TFunction } from 'i18next';
import { Field, Form, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { yupValidator } from '../../../client/forms/yup-validator';
import { defaultAreaRadiusKm } from '../../../shared/geo-area';
import { toast } from '../../../client/toasts/toast-store';
import type { PartnerDto } from '../contract';
import { partnerSchema } from '../schemas';
import { useSavePartner, type PartnerBody } from '../ui/api/use-partners';
import { NS } from './partners-texts';
import { type FormValues, toPayload, serverErrors, fieldError, translateMessage, toForm } from './partner-form';

function OriginsField({ t }: { t: TFunction }) {
  const helpId = useId();
  return (
    <Field<string[]> name="allowedOrigins">
      {({ input, meta }) => {
        const list = input.value && input.value.length > 0 ? input.value : [''];
        const errs = (meta.touched || meta.submitFailed) ? (meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError)) : undefined;
        const listError = typeof errs === 'string' ? errs : undefined;
        const itemError = (i: number) => (Array.isArray(errs) && typeof errs[i] === 'string' ? (errs[i] as string) : undefined);
        const set = (next: string[]) => input.onChange(next);
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={helpId}>
            <Typography component="legend" variant="subtitle2">
              {t('form.origins')}
            </Typography>
            <Typography id={helpId} variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {t('form.originsHelp')}
            </Typography>
            <Stack spacing={1}>
              {list.map((value, i) => (
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    label={t('form.origin', { n: i + 1 })}
                    value={value}
                    onChange={(e) => set(list.map((o, j) => (j === i ? e.target.value : o)))}
                    onBlur={() => input.onBlur()}
                    error={!!itemError(i)}
                    helperText={itemError(i)}
                    placeholder="https://example.org"
                    size="small"
                    fullWidth
                    slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false } }}
                  />
                  <IconButton aria-label={t('form.removeOrigin', { n: i + 1 })} onClick={() => set(list.filter((_, j) => j !== i))} disabled={list.length === 1}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
            {listError && <FormHelperText error>{listError}</FormHelperText>}
            <Button startIcon={<AddIcon aria-hidden />} onClick={() => set([...list, ''])} disabled={list.length >= 20} sx={{ mt: 1 }}>
              {t('form.addOrigin')}
            </Button>
          </Box>
        );
      }}
    </Field>
  );
}

function TextInput({ name, label, help, type = 'text', inputMode }: { name: keyof FormValues; label: string; help?: string; type?: string; inputMode?: 'decimal' | 'numeric' }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <TextField
            {...input}
            type={type}
            label={label}
            error={!!error}
            helperText={error ?? help}
            size="small"
            fullWidth
            slotProps={{ htmlInput: inputMode ? { inputMode } : undefined }}
          />
        );
      }}
    </Field>
  );
}

/** The area's radius; its help says what an empty field means for the centre and zoom typed so far. */
function AreaRadiusField({ t }: { t: TFunction }) {
  const { values } = useFormState<FormValues>({ subscription: { values: true } });
  const lat = Number((values.centerLatitude ?? '').replace(',', '.'));
  const zoom = Number(values.zoom);
  const derivable = (values.centerLatitude ?? '').trim() !== '' && Number.isFinite(lat) && Math.abs(lat) <= 90 && Number.isInteger(zoom) && zoom >= 2 && zoom <= 18;
  const help = derivable ? t('form.areaHelp', { km: defaultAreaRadiusKm(lat, zoom) }) : t('form.areaHelpPlain');
  return <TextInput name="areaRadiusKm" label={t('form.area')} help={help} inputMode="decimal" />;
}

/** Registers a new partner (partner null) or edits one: name, allowed origins, map centre and zoom, colour. */
export function PartnerFormDialog({ partner, open, onClose }: { partner: PartnerDto | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const save = useSavePartner();
  const titleId = useId();
  const validate = useMemo(() => {
    const check = yupValidator<Record<string, unknown>>(partnerSchema, (m) => translateMessage(t, m));
    return (v: FormValues) => check(toPayload(v));
  }, [t]);
  const initialValues = useMemo(() => toForm(partner), [partner]);

  async function onSubmit(values: FormValues): Promise<SubmissionErrors | void> {
    // The form's validate() has checked the payload with partnerSchema.
    const body = toPayload(values) as PartnerBody;
    try {
      await save.mutateAsync({ id: partner?.id ?? null, body });
      toast({ title: t('saved') });
      onClose();
    } catch (err) {
      return serverErrors(err, t);
    }
  }

  return (
    <Dialog open={open} aria-labelledby={titleId} maxWidth="sm" fullWidth onClose={onClose}>
      <Form<FormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <DialogTitle id={titleId}>{partner ? t('form.editTitle', { name: partner.name }) : t('form.addTitle')}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <TextInput name="name" label={t('form.name')} />
                <OriginsField t={t} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextInput name="centerLatitude" label={t('form.latitude')} inputMode="decimal" />
                  <TextInput name="centerLongitude" label={t('form.longitude')} inputMode="decimal" />
                </Stack>
                <TextInput name="zoom" label={t('form.zoom')} inputMode="numeric" />
                <AreaRadiusField t={t} />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextInput name="color" label={t('form.color')} help={t('form.colorHelp')} />
                  <Field<string> name="color">
                    {({ input }) => (
                      <Box
                        component="input"
                        type="color"
                        aria-label={t('form.pickColor')}
                        value={/^#[0-9a-f]{6}$/i.test(input.value ?? '') ? input.value : '#1b5e20'}
                        onChange={(e: ChangeEvent<HTMLInputElement>) => input.onChange(e.target.value)}
                        sx={{ width: 48, height: 40, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
                      />
                    )}
                  </Field>
                </Stack>
                {submitError && (
                  <Alert severity="error" role="alert">
                    {submitError}
                  </Alert>
                )}
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
              <Button onClick={onClose} disabled={submitting} sx={{ minHeight: 44 }}>
                {t('form.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={submitting}
                startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                sx={{ minHeight: 44 }}
              >
                {submitting ? t('form.saving') : t('form.save')}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
