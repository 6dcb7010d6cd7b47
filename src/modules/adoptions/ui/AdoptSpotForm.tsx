import { lazy, Suspense, useState, type FormEvent } from 'react';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ValidationError } from 'yup';
import { announce } from '../../../client/accessibility/announcer';
import { ApiError, errorMessage } from '../../../client/api';
import { toGeoError } from '../../../client/geo/geo-error';
import { getPosition } from '../../../client/geo/get-position';
import { toast } from '../../../client/toasts/toast-store';
import { DEFAULT_MAP_POINT } from '../../../shared/constants';
import type { DrawnLine } from '../../../ui/line-draw/line-draw';
import { ADOPTION_CORRIDOR_MAX_M, ADOPTION_CORRIDOR_MIN_M, ADOPTION_RADIUS_MAX_M, ADOPTION_RADIUS_MIN_M, ADOPTION_STREET_MAX_M, ADOPTION_WEEKS_MAX, ADOPTION_WEEKS_MIN } from '../contract';
import { newAdoptionSchema } from '../schemas';
import { useAdoptSpot } from './api/use-adoptions';
import { StreetFields } from './StreetFields';
import { useAdoptionsTexts } from './texts';

export interface AdoptSpotFormProps {
  /** A place to start from (the map's or a task's, from `?lat=&lon=`). */
  initial?: { latitude: string; longitude: string };
  geolocation?: Geolocation | null;
}

// The map comes in its own chunk when the form shows (Leaflet stays out of the screen's chunk).
const SpotPickerMap = lazy(() => import('./SpotPickerMap'));

const WEEKS = Array.from({ length: ADOPTION_WEEKS_MAX - ADOPTION_WEEKS_MIN + 1 }, (_, i) => ADOPTION_WEEKS_MIN + i);
const FIELDS = ['latitude', 'longitude', 'radiusM', 'everyWeeks'] as const;
type Field = (typeof FIELDS)[number];

/** The typed place, when both numbers are valid coordinates. */
function pointOf(values: Record<Field, string>): { latitude: number; longitude: number } | null {
  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  const ok = values.latitude.trim() !== '' && values.longitude.trim() !== '' && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return ok ? { latitude, longitude } : null;
}

/** The typed radius inside the allowed range (what the circle and the slider show). */
function radiusOf(values: Record<Field, string>): number {
  const r = Math.round(Number(values.radiusM));
  return Number.isFinite(r) ? Math.min(ADOPTION_RADIUS_MAX_M, Math.max(ADOPTION_RADIUS_MIN_M, r)) : ADOPTION_RADIUS_MIN_M;
}

/** The server's error text (already in the app's language), or the request's failure. */
function serverText(err: unknown): string {
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.body) as { error?: unknown };
      if (typeof body.error === 'string') return body.error;
    } catch {
      // not JSON: the status text below
    }
  }
  return errorMessage(err, err instanceof Error ? err.message : '');
}

/**
 * 'Adopt a spot': a place (the centre by 'Use my location', a tap on the map (or 'Use the map’s
 * centre'), or typed coordinates; a radius of 25 to 500 m) or a street (drawn on the map, with the
 * corridor's width on each side, 10 to 100 m); and a
 * schedule (every 1 to 8 weeks). Checked with the server's schema (its messages come in the app's
 * language from the server's texts only for the server's answers; the field checks name the field).
 */
export function AdoptSpotForm({ initial, geolocation }: AdoptSpotFormProps) {
  const { t } = useAdoptionsTexts();
  const adopt = useAdoptSpot();
  const [values, setValues] = useState<Record<Field, string>>({ latitude: initial?.latitude ?? '', longitude: initial?.longitude ?? '', radiusM: '100', everyWeeks: '2' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [kind, setKind] = useState<'place' | 'street'>('place');
  const [line, setLine] = useState<DrawnLine | null>(null);
  const [width, setWidth] = useState(30);
  const [lineError, setLineError] = useState<string | undefined>(undefined);
  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  async function locateMe() {
    setLocating(true);
    try {
      const p = await getPosition({ geolocation: geolocation ?? undefined });
      setValues((v) => ({ ...v, latitude: p.latitude.toFixed(5), longitude: p.longitude.toFixed(5) }));
      announce(t('form.located'));
    } catch (err) {
      const geo = toGeoError(err);
      const message = t('form.locateFailed', { message: t(geo.key, { ns: 'common', defaultValue: geo.message }) });
      setFormError(message);
      announce(message, 'assertive');
    } finally {
      setLocating(false);
    }
  }

  function pick(p: { latitude: number; longitude: number }) {
    setValues((v) => ({ ...v, latitude: p.latitude.toFixed(5), longitude: p.longitude.toFixed(5) }));
    announce(t('form.picked', { place: `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}` }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const street = kind === 'street';
    const body = street
      ? { path: line?.coordinates ?? [], radiusM: width, everyWeeks: Number(values.everyWeeks) }
      : { latitude: Number(values.latitude), longitude: Number(values.longitude), radiusM: Number(values.radiusM), everyWeeks: Number(values.everyWeeks) };
    try {
      const blank = street ? [] : FIELDS.filter((f) => values[f].trim() === '');
      newAdoptionSchema.validateSync({ ...body, ...Object.fromEntries(blank.map((f) => [f, undefined])) }, { abortEarly: false });
      setErrors({});
      setLineError(undefined);
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const text = (path: string) =>
        path === 'path'
          ? t('form.errors.path', { max: ADOPTION_STREET_MAX_M })
          : street && path === 'radiusM'
            ? t('form.errors.corridor', { min: ADOPTION_CORRIDOR_MIN_M, max: ADOPTION_CORRIDOR_MAX_M })
            : t(`form.errors.${path}`, { min: ADOPTION_RADIUS_MIN_M, max: ADOPTION_RADIUS_MAX_M });
      const found = Object.fromEntries(err.inner.map((i) => [i.path ?? 'latitude', text(i.path ?? 'latitude')]));
      setLineError(found.path);
      setErrors(found);
      announce(Object.values(found).join('. '), 'assertive');
      return;
    }
    try {
      const spot = await adopt.mutateAsync({ body });
      const done = t('form.added', { at: new Date(spot.nextDueAt) });
      toast({ title: done });
      announce(done);
    } catch (err) {
      const message = t('form.failed', { message: serverText(err) });
      setFormError(message);
      announce(message, 'assertive');
    }
  }

  const field = (name: Field, label: string) => (
    <TextField
      id={`adopt-${name}`}
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={!!errors[name]}
      helperText={errors[name] ? `✕ ${errors[name]}` : undefined}
      slotProps={{ htmlInput: { inputMode: name === 'radiusM' ? 'numeric' : 'decimal' } }}
      fullWidth
    />
  );

  const point = pointOf(values);
  const radius = radiusOf(values);

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="adopt-heading" noValidate>
      <Typography variant="h5" component="h2" id="adopt-heading" sx={{ mb: 2 }}>
        {t('form.heading')}
      </Typography>
      <Stack spacing={2}>
        <FormControl>
          <FormLabel id="adopt-kind-label">{t('form.kind')}</FormLabel>
          <RadioGroup row aria-labelledby="adopt-kind-label" name="adopt-kind" value={kind} onChange={(e) => setKind(e.target.value === 'street' ? 'street' : 'place')}>
            <FormControlLabel value="place" control={<Radio />} label={t('form.kindPlace')} />
            <FormControlLabel value="street" control={<Radio />} label={t('form.kindStreet')} />
          </RadioGroup>
        </FormControl>
        {kind === 'street' ? (
          <StreetFields line={line} onLine={setLine} width={width} onWidth={setWidth} centre={point ?? DEFAULT_MAP_POINT} error={lineError} />
        ) : (
          <>
            <Button variant="outlined" startIcon={<MyLocationIcon aria-hidden />} onClick={() => void locateMe()} disabled={locating} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
              {locating ? t('form.locating') : t('form.locate')}
            </Button>
            <Suspense fallback={<Typography role="status">{t('form.mapLoading')}</Typography>}>
              <SpotPickerMap centre={point ?? DEFAULT_MAP_POINT} spot={point ? { ...point, radiusM: radius } : null} onPick={pick} />
            </Suspense>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('latitude', t('form.latitude'))}
              {field('longitude', t('form.longitude'))}
            </Stack>
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {kind === 'place' && field('radiusM', t('form.radius', { min: ADOPTION_RADIUS_MIN_M, max: ADOPTION_RADIUS_MAX_M }))}
          <TextField id="adopt-everyWeeks" select label={t('form.weeks')} value={values.everyWeeks} onChange={set('everyWeeks')} fullWidth>
            {WEEKS.map((w) => (
              <MenuItem key={w} value={String(w)}>
                {t('form.weeksOption', { count: w })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {kind === 'place' && (
          <Slider
            value={radius}
            min={ADOPTION_RADIUS_MIN_M}
            max={ADOPTION_RADIUS_MAX_M}
            step={5}
            onChange={(_e, v) => setValues((old) => ({ ...old, radiusM: String(v) }))}
            valueLabelDisplay="auto"
            getAriaValueText={(v) => t('form.radiusValue', { radius: v })}
            slotProps={{ input: { 'aria-label': t('form.radiusSlider') } }}
          />
        )}
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={adopt.isPending} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
          {adopt.isPending ? t('form.busy') : kind === 'street' ? t('form.submitStreet') : t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
