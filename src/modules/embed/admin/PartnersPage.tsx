import { useId, useMemo, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import type { i18n as I18n, TFunction } from 'i18next';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest, errorMessage } from '../../../client/api';
import { yupValidator } from '../../../client/forms/yup-validator';
import { toast } from '../../../client/shell/toast-store';
import { QueryState } from '../../../ui/QueryState';
import { partnerSnippet, type PartnerDto, type PartnerResponse, type PartnersResponse } from '../contract';
import { partnerSchema, type PartnerInput } from '../schemas';
import de from './texts.de.json';
import en from './texts.en.json';

/** The page's texts come with its lazy chunk, not with the app bundle. */
export const NS = 'embedAdmin';
function ensureTexts(i18n: I18n) {
  if (!i18n.hasResourceBundle('en', NS)) i18n.addResourceBundle('en', NS, en);
  if (!i18n.hasResourceBundle('de', NS)) i18n.addResourceBundle('de', NS, de);
}

export const PARTNERS_KEY = ['/api/admin/embed/partners'] as const;

/** The schema's messages (see ../schemas.ts) by their text. */
const MESSAGE_IDS: Record<string, string> = {
  'Name is required': 'nameRequired',
  'Name must be at least 2 characters': 'nameShort',
  'Name must be at most 100 characters': 'nameLong',
  'Origin is required': 'originRequired',
  'Each allowed origin must look like https://example.org (scheme, host and optional port only)': 'originInvalid',
  'Add at least one allowed origin': 'originsMin',
  'At most 20 origins': 'originsMax',
  'Latitude must be a number': 'latNumber',
  'Latitude is required': 'latRequired',
  'Latitude must be between -90 and 90': 'latRange',
  'Longitude must be a number': 'lonNumber',
  'Longitude is required': 'lonRequired',
  'Longitude must be between -180 and 180': 'lonRange',
  'Zoom must be 2 to 18': 'zoomRange',
  'Zoom must be a whole number': 'zoomInteger',
  'Colour must look like #1b5e20': 'colorInvalid',
};
const translateMessage = (t: TFunction, m: string) => (MESSAGE_IDS[m] ? t(`messages.${MESSAGE_IDS[m]}`) : m);

/** What the form edits: text as typed. */
interface FormValues {
  name: string;
  allowedOrigins: string[];
  centerLat: string;
  centerLon: string;
  zoom: string;
  color: string;
}

const num = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(',', '.')));

/** The body the API takes (and the schema checks, on both sides). */
function toPayload(v: FormValues): Record<string, unknown> {
  return {
    name: v.name ?? '',
    allowedOrigins: (v.allowedOrigins ?? []).map((o) => o.trim()),
    centerLat: num(v.centerLat ?? ''),
    centerLon: num(v.centerLon ?? ''),
    zoom: num(v.zoom ?? ''),
    color: v.color?.trim() ? v.color.trim() : null,
  };
}

const toForm = (p: PartnerDto | null): FormValues =>
  p
    ? { name: p.name, allowedOrigins: [...p.allowedOrigins], centerLat: String(p.center.lat), centerLon: String(p.center.lon), zoom: String(p.zoom), color: p.color ?? '' }
    : { name: '', allowedOrigins: [''], centerLat: '', centerLon: '', zoom: '14', color: '' };

/** Field errors of a 400 from the server ({ details: { fields: [{ field, message }] } }), at the form's paths. */
function serverErrors(err: unknown, t: TFunction): SubmissionErrors {
  let errors: object = {};
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.body) as { details?: { fields?: Array<{ field: string; message: string }> } };
      for (const f of body.details?.fields ?? []) if (f.field) errors = setIn(errors, f.field, translateMessage(t, f.message));
    } catch {
      // Not JSON.
    }
  }
  return { ...errors, [FORM_ERROR]: t('form.failed', { message: errorMessage(err, String(err)) }) };
}

function fieldError(meta: { touched?: boolean; submitFailed?: boolean; error?: unknown; submitError?: unknown; dirtySinceLastSubmit?: boolean }): string | undefined {
  if (!(meta.touched || meta.submitFailed)) return undefined;
  const e = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof e === 'string' ? e : undefined;
}

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

function PartnerFormDialog({ partner, open, onClose }: { partner: PartnerDto | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const qc = useQueryClient();
  const titleId = useId();
  const validate = useMemo(() => {
    const check = yupValidator<Record<string, unknown>>(partnerSchema, (m) => translateMessage(t, m));
    return (v: FormValues) => check(toPayload(v));
  }, [t]);
  const initialValues = useMemo(() => toForm(partner), [partner]);

  async function onSubmit(values: FormValues): Promise<SubmissionErrors | void> {
    const body = toPayload(values) as PartnerInput;
    try {
      const res = partner ? await apiRequest('PUT', `/api/admin/embed/partners/${partner.id}`, body) : await apiRequest('POST', '/api/admin/embed/partners', body);
      (await res.json()) as PartnerResponse;
      toast({ title: t('saved') });
      void qc.invalidateQueries({ queryKey: PARTNERS_KEY });
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
                  <TextInput name="centerLat" label={t('form.lat')} inputMode="decimal" />
                  <TextInput name="centerLon" label={t('form.lon')} inputMode="decimal" />
                </Stack>
                <TextInput name="zoom" label={t('form.zoom')} inputMode="numeric" />
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

function PartnerCard({ partner, onEdit }: { partner: PartnerDto; onEdit: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const qc = useQueryClient();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const lang = i18n.language?.startsWith('de') ? 'de' : 'en';
  const snippet = partnerSnippet(window.location.origin, partner.id, lang);
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/embed/partners/${partner.id}`),
    onSuccess: () => {
      setConfirming(false);
      toast({ title: t('removed') });
    },
    onError: () => setConfirming(false),
    onSettled: () => qc.invalidateQueries({ queryKey: PARTNERS_KEY }),
  });

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ title: t('copied') });
    } catch {
      toast({ title: t('copyFailed'), variant: 'destructive' });
    }
  }

  return (
    <Card component="article" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {partner.color && <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: partner.color, flex: 'none' }} />}
            <Typography id={titleId} variant="h6" component="h2">
              {partner.name}
            </Typography>
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {t('origins')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {partner.allowedOrigins.map((o) => (
              <li key={o}>
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {o}
                </Typography>
              </li>
            ))}
          </Box>
          <Typography variant="body2">{t('centre', { lat: partner.center.lat, lon: partner.center.lon, zoom: partner.zoom })}</Typography>
          <Typography variant="body2">{partner.color ? t('colour', { color: partner.color }) : t('noColour')}</Typography>
          <Typography variant="subtitle2" component="h3">
            {t('snippet')}
          </Typography>
          <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            <code>{snippet}</code>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('snippetHelp')}
          </Typography>
          {remove.isError && (
            <Alert severity="error" role="alert">
              {t('removeFailed', { message: errorMessage(remove.error, remove.error.message) })}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => void copy()} sx={{ minHeight: 44 }}>
              {t('copy')}
            </Button>
            <Button variant="outlined" onClick={onEdit} sx={{ minHeight: 44 }}>
              {t('edit')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)} sx={{ minHeight: 44 }}>
              {t('remove')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <Dialog open={confirming} onClose={remove.isPending ? undefined : () => setConfirming(false)} aria-labelledby={`${titleId}-confirm`} aria-describedby={`${titleId}-confirm-body`} maxWidth="xs" fullWidth>
        <DialogTitle id={`${titleId}-confirm`}>{t('confirmRemoveTitle', { name: partner.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${titleId}-confirm-body`}>{t('confirmRemove')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={() => setConfirming(false)} disabled={remove.isPending} autoFocus sx={{ minHeight: 44 }}>
            {t('form.cancel')}
          </Button>
          <Button variant="contained" color="error" disabled={remove.isPending} onClick={() => remove.mutate()} sx={{ minHeight: 44 }}>
            {t('confirmRemoveAction')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** Admin plugin page (/admin/embed/partners): register, edit and remove embed partners; their snippets. */
export default function PartnersPage() {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  const { t } = useTranslation(NS);
  const q = useQuery<PartnersResponse>({ queryKey: PARTNERS_KEY });
  // undefined: closed; null: a new partner; a partner: editing it.
  const [editing, setEditing] = useState<PartnerDto | null | undefined>(undefined);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      <Box>
        <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setEditing(null)} sx={{ minHeight: 44 }}>
          {t('add')}
        </Button>
      </Box>
      <QueryState
        query={q}
        loading={t('loading')}
        retry={t('retry')}
        failed={(e) => t('loadFailed', { message: errorMessage(e, e.message) })}
        empty={t('empty')}
        isEmpty={(d) => d.partners.length === 0}
      />
      {q.data?.partners.map((p) => <PartnerCard key={p.id} partner={p} onEdit={() => setEditing(p)} />)}
      {editing !== undefined && <PartnerFormDialog key={editing?.id ?? 'new'} partner={editing} open onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
