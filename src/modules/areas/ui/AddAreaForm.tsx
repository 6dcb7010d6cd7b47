import { lazy, Suspense, useMemo, useState } from 'react';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Field, Form, type FieldMetaState } from 'react-final-form';
import { announce } from '../../../client/accessibility/announcer';
import { errorMessage, ApiError } from '../../../client/api';
import { getPosition } from '../../../client/geo/get-position';
import { toGeoError } from '../../../client/geo/geo-error';
import { toast } from '../../../client/toasts/toast-store';
import { AREA_LIMIT, AREA_NAME_MAX, AREA_RADIUS_MAX_M, AREA_RADIUS_MIN_M, type AreaDto, type NewAreaInput } from '../contract';
import { useCreateArea } from './api/use-areas';
import { areaValidator, formatCoordinate, formatRadius, INITIAL_AREA, RADIUS_MARKS, toAreaBody, type AreaFormValues } from './area-form';
import type { MapPoint } from './AreaMap';
import { useAreasTexts } from './texts';

const AreaMap = lazy(() => import('./AreaMap'));

export interface AddAreaFormProps {
  /** The person's areas (drawn on the map). */
  areas: readonly AreaDto[];
  /** Where the map looks before a centre is placed. */
  centre: MapPoint;
  /** No room for another area: the map shows the areas, the form is replaced by a note. */
  full: boolean;
  geolocation?: Geolocation | null;
}

function shown(meta: FieldMetaState<unknown>): string | undefined {
  if ((meta.touched || meta.submitFailed) && meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

/** The error answer's code and failing fields (`details.fields: [{ field, message }]`). */
function readAnswer(err: unknown): { code: string | null; fields: Record<string, string> } {
  if (!(err instanceof ApiError)) return { code: null, fields: {} };
  try {
    const body = JSON.parse(err.body) as { code?: unknown; details?: { fields?: { field?: unknown; message?: unknown }[] } };
    const fields: Record<string, string> = {};
    for (const f of body.details?.fields ?? []) if (typeof f.field === 'string' && typeof f.message === 'string') fields[f.field.replace(/^body\./, '')] = f.message;
    return { code: typeof body.code === 'string' ? body.code : null, fields };
  } catch {
    return { code: null, fields: {} };
  }
}

/**
 * 'Add an area': the centre by a tap on the map, 'Use my location' or typed coordinates (the keyboard
 * way), a radius slider (100 m to 20 km, its value in its label) and a name. Checked with the server's
 * schema; the server's answers (the limit, a guest) show on the form.
 */
export function AddAreaForm({ areas, centre, full, geolocation }: AddAreaFormProps) {
  const { t, i18n } = useAreasTexts();
  const create = useCreateArea();
  const validate = useMemo(() => areaValidator(t), [t]);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const language = i18n.language;
  const circles = areas.map((a) => ({ id: a.id, latitude: a.latitude, longitude: a.longitude, radiusM: a.radiusM }));

  async function submit(values: AreaFormValues, form: FormApi<AreaFormValues>): Promise<SubmissionErrors | undefined> {
    try {
      const area = await create.mutateAsync({ body: toAreaBody(values) as NewAreaInput });
      const done = t('form.added', { name: area.name });
      toast({ title: done });
      announce(done);
      setTimeout(() => form.restart({ ...INITIAL_AREA, radiusM: values.radiusM }));
      return undefined;
    } catch (err) {
      const answer = readAnswer(err);
      if (Object.keys(answer.fields).length > 0) return answer.fields;
      const message =
        answer.code === 'AREA_LIMIT'
          ? t('form.errors.limit', { limit: AREA_LIMIT })
          : answer.code === 'REGISTERED_ONLY'
            ? t('form.errors.guest')
            : t('form.failed', { message: errorMessage(err, err instanceof Error ? err.message : '') });
      announce(message, 'assertive');
      return { [FORM_ERROR]: message };
    }
  }

  function place(form: FormApi<AreaFormValues>, latitude: number, longitude: number, said: string) {
    form.batch(() => {
      form.change('latitude', formatCoordinate(latitude));
      form.change('longitude', formatCoordinate(longitude));
    });
    announce(said);
  }

  async function locateMe(form: FormApi<AreaFormValues>) {
    setLocating(true);
    setLocateError(null);
    try {
      const p = await getPosition({ geolocation: geolocation ?? undefined });
      place(form, p.latitude, p.longitude, t('form.located'));
    } catch (err) {
      const geo = toGeoError(err);
      const message = t('form.locateFailed', { message: t(geo.key, { ns: 'common', defaultValue: geo.message }) });
      setLocateError(message);
      announce(message, 'assertive');
    } finally {
      setLocating(false);
    }
  }

  const map = (draft: (MapPoint & { radiusM: number }) | null, onPick?: (p: MapPoint) => void, label = t('list.mapLabel')) => (
    <Suspense fallback={<Box sx={{ height: 260, bgcolor: 'action.hover', borderRadius: 1 }} />}>
      <AreaMap centre={draft ?? centre} follow={!!draft} zoom={draft ? 13 : 11} circles={circles} draft={draft} onPick={onPick} label={label} />
    </Suspense>
  );

  if (full) {
    return (
      <Stack spacing={2}>
        {map(null)}
        <Alert severity="info">{t('form.full', { limit: AREA_LIMIT })}</Alert>
      </Stack>
    );
  }

  return (
    <Form<AreaFormValues>
      onSubmit={submit}
      initialValues={INITIAL_AREA}
      validate={validate}
      render={({ handleSubmit, form, values, submitting, submitError }) => {
        const lat = Number((values.latitude ?? '').replace(',', '.'));
        const lon = Number((values.longitude ?? '').replace(',', '.'));
        const draft = values.latitude && values.longitude && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { latitude: lat, longitude: lon, radiusM: values.radiusM } : null;
        return (
          <Box component="form" noValidate onSubmit={handleSubmit} aria-busy={submitting} aria-labelledby="add-area-heading">
            <Typography variant="h5" component="h2" id="add-area-heading" sx={{ mb: 2 }}>
              {t('form.heading')}
            </Typography>
            <Stack spacing={2.5}>
              <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
                <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
                  {t('form.centre')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('form.centreHint')}
                </Typography>
                {map(draft, (p) => place(form, p.latitude, p.longitude, t('form.placed', { lat: formatCoordinate(p.latitude), lon: formatCoordinate(p.longitude) })), t('form.mapLabel'))}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
                  <Field<string> name="latitude">
                    {({ input, meta }) => <TextField {...input} id="area-latitude" label={t('form.latitude')} required inputMode="decimal" error={!!shown(meta)} helperText={shown(meta)} sx={{ flex: 1 }} />}
                  </Field>
                  <Field<string> name="longitude">
                    {({ input, meta }) => <TextField {...input} id="area-longitude" label={t('form.longitude')} required inputMode="decimal" error={!!shown(meta)} helperText={shown(meta)} sx={{ flex: 1 }} />}
                  </Field>
                </Stack>
                <Button sx={{ mt: 1 }} onClick={() => void locateMe(form)} disabled={locating} startIcon={locating ? <CircularProgress size={16} aria-hidden /> : <MyLocationIcon aria-hidden />}>
                  {locating ? t('form.locating') : t('form.useMyLocation')}
                </Button>
                {locateError && (
                  <Alert severity="warning" sx={{ mt: 1 }}>
                    {locateError}
                  </Alert>
                )}
              </Box>

              <Field<number> name="radiusM">
                {({ input, meta }) => (
                  <Box>
                    <Typography id="area-radius-label" gutterBottom>
                      {t('form.radius', { radius: formatRadius(input.value, language) })}
                    </Typography>
                    <Slider
                      value={input.value}
                      onChange={(_, v) => input.onChange(v as number)}
                      onBlur={input.onBlur}
                      min={AREA_RADIUS_MIN_M}
                      max={AREA_RADIUS_MAX_M}
                      step={null}
                      marks={RADIUS_MARKS.map((value) => ({ value }))}
                      aria-labelledby="area-radius-label"
                      getAriaValueText={(v) => formatRadius(v, language)}
                      valueLabelDisplay="auto"
                      valueLabelFormat={(v) => formatRadius(v, language)}
                      sx={{ mx: 1, width: 'calc(100% - 16px)' }}
                    />
                    {shown(meta) && (
                      <Typography color="error" variant="body2">
                        {shown(meta)}
                      </Typography>
                    )}
                  </Box>
                )}
              </Field>

              <Field<string> name="name">
                {({ input, meta }) => (
                  <TextField {...input} id="area-name" label={t('form.name')} required error={!!shown(meta)} helperText={shown(meta) ?? t('form.nameHelp')} slotProps={{ htmlInput: { maxLength: AREA_NAME_MAX } }} />
                )}
              </Field>

              {submitError && <Alert severity="error">{submitError}</Alert>}
              <Box>
                <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} aria-hidden /> : undefined} sx={{ minHeight: 44 }}>
                  {submitting ? t('form.submitting') : t('form.submit')}
                </Button>
              </Box>
            </Stack>
          </Box>
        );
      }}
    />
  );
}
