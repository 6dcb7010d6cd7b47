import { lazy, Suspense, useMemo, useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Field, Form, type FieldMetaState } from 'react-final-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { announce } from '../../../client/accessibility/announcer';
import { getPosition } from '../../../client/geo/get-position';
import { toGeoError } from '../../../client/geo/geo-error';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/toasts/toast-store';
import { EVENT_CAPACITY_MAX, EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX } from '../contract';
import type { CreateEventBody } from '../schemas';
import { useCreateEvent } from './api/use-events';
import { createEventValidator, initialValues, toBody, type CreateEventValues } from './create-form';
import { fieldErrors, readError } from './errors';
import { formatCoordinate } from './format';
import { useEventsTexts } from './texts';
import { useListCentre } from './use-list-centre';

const EventMap = lazy(() => import('./EventMap'));
const systemClock = () => new Date();

export interface CreateEventScreenProps {
  geolocation?: Geolocation | null;
  permission?: PermissionState;
  /** For tests and stories: the clock the form's defaults and checks use. */
  now?: () => Date;
}

function shown(meta: FieldMetaState<unknown>): string | undefined {
  if ((meta.touched || meta.submitFailed) && meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

/** /events/new: the create form (registered people). Success opens the new event's page. */
export default function CreateEventScreen({ geolocation, permission, now = systemClock }: CreateEventScreenProps) {
  const { t } = useEventsTexts();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const centre = useListCentre({ geolocation, permission });
  const [initial] = useState(() => initialValues(now()));
  const validate = useMemo(() => createEventValidator(t, now), [t, now]);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);

  async function submit(values: CreateEventValues): Promise<SubmissionErrors | undefined> {
    const body = toBody(values);
    try {
      // Validated: every field is there (dates go as ISO moments in the JSON).
      const event = await create.mutateAsync(body as CreateEventBody);
      toast({ title: t('create.created'), description: event.title });
      announce(t('create.created'));
      navigate(`/events/${event.id}`);
      return undefined;
    } catch (err) {
      const answer = readError(err, t('list.retry'));
      const fields = fieldErrors(answer);
      if (Object.keys(fields).length > 0) return fields;
      if (answer.code === 'EVENT_START_IN_PAST') return { startsAt: answer.message };
      const message = answer.code === 'REGISTERED_ONLY' ? t('create.errors.guest') : t('create.failed', { message: answer.message });
      announce(message, 'assertive');
      return { [FORM_ERROR]: message };
    }
  }

  function place(form: FormApi<CreateEventValues>, latitude: number, longitude: number, said: string) {
    form.batch(() => {
      form.change('latitude', formatCoordinate(latitude));
      form.change('longitude', formatCoordinate(longitude));
    });
    announce(said);
  }

  async function locateMe(form: FormApi<CreateEventValues>) {
    setLocating(true);
    setLocateError(null);
    try {
      const p = await getPosition({ geolocation: geolocation ?? undefined });
      place(form, p.latitude, p.longitude, t('create.point.located'));
    } catch (err) {
      const geo = toGeoError(err);
      const message = t('create.point.failed', { message: t(geo.key, { ns: 'common', defaultValue: geo.message }) });
      setLocateError(message);
      announce(message, 'assertive');
    } finally {
      setLocating(false);
    }
  }

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 3 }}>
      <Button component={RouterLink} to="/events" startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 1 }}>
        {t('create.back')}
      </Button>
      <Typography variant="h4" component="h1">
        {t('create.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('create.intro')}
      </Typography>
      {user.isGuest ? (
        <Alert severity="info">
          {t('list.guestTitle')}. {t('list.guestHint')}
        </Alert>
      ) : (
        <Form<CreateEventValues>
          onSubmit={submit}
          initialValues={initial}
          validate={validate}
          render={({ handleSubmit, form, values, submitting, submitError }) => {
            const lat = Number(values.latitude);
            const lon = Number(values.longitude);
            const point = values.latitude !== '' && values.longitude !== '' && Number.isFinite(lat) && Number.isFinite(lon) ? { latitude: lat, longitude: lon } : null;
            return (
              <Box component="form" noValidate onSubmit={handleSubmit} aria-busy={submitting}>
                <Stack spacing={2.5}>
                  <Field<string> name="title">
                    {({ input, meta }) => (
                      <TextField {...input} id="event-title" label={t('create.fields.title')} required error={!!shown(meta)} helperText={shown(meta)} slotProps={{ htmlInput: { maxLength: EVENT_TITLE_MAX } }} />
                    )}
                  </Field>
                  <Field<string> name="description">
                    {({ input, meta }) => (
                      <TextField
                        {...input}
                        id="event-description"
                        label={t('create.fields.description')}
                        multiline
                        minRows={3}
                        error={!!shown(meta)}
                        helperText={shown(meta) ?? t('create.fields.descriptionHelp')}
                        slotProps={{ htmlInput: { maxLength: EVENT_DESCRIPTION_MAX } }}
                      />
                    )}
                  </Field>

                  <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
                    <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
                      {t('create.point.legend')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" id="event-point-hint" sx={{ mb: 1 }}>
                      {t('create.point.hint')}
                    </Typography>
                    <Suspense fallback={<Box sx={{ height: 260, bgcolor: 'action.hover', borderRadius: 1 }} />}>
                      <EventMap
                        centre={point ?? centre}
                        follow
                        zoom={14}
                        height={260}
                        point={point}
                        label={t('create.point.mapLabel')}
                        onPick={(p) => place(form, p.latitude, p.longitude, t('create.point.placed', { lat: formatCoordinate(p.latitude), lon: formatCoordinate(p.longitude) }))}
                      />
                    </Suspense>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
                      <Field<string> name="latitude">
                        {({ input, meta }) => (
                          <TextField {...input} id="event-latitude" label={t('create.fields.latitude')} required inputMode="decimal" error={!!shown(meta)} helperText={shown(meta)} sx={{ flex: 1 }} />
                        )}
                      </Field>
                      <Field<string> name="longitude">
                        {({ input, meta }) => (
                          <TextField {...input} id="event-longitude" label={t('create.fields.longitude')} required inputMode="decimal" error={!!shown(meta)} helperText={shown(meta)} sx={{ flex: 1 }} />
                        )}
                      </Field>
                    </Stack>
                    <Button
                      sx={{ mt: 1 }}
                      onClick={() => void locateMe(form)}
                      disabled={locating}
                      startIcon={locating ? <CircularProgress size={16} aria-hidden /> : <MyLocationIcon aria-hidden />}
                    >
                      {locating ? t('create.point.locating') : t('create.point.useMyLocation')}
                    </Button>
                    {locateError && (
                      <Alert severity="warning" sx={{ mt: 1 }}>
                        {locateError}
                      </Alert>
                    )}
                  </Box>

                  <Field<string> name="location">
                    {({ input, meta }) => (
                      <TextField
                        {...input}
                        id="event-location"
                        label={t('create.fields.location')}
                        error={!!shown(meta)}
                        helperText={shown(meta) ?? t('create.fields.locationHelp')}
                        slotProps={{ htmlInput: { maxLength: EVENT_LOCATION_MAX } }}
                      />
                    )}
                  </Field>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <Field<string> name="startsAt">
                      {({ input, meta }) => (
                        <TextField {...input} id="event-starts-at" type="datetime-local" label={t('create.fields.startsAt')} required error={!!shown(meta)} helperText={shown(meta)} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
                      )}
                    </Field>
                    <Field<string> name="endsAt">
                      {({ input, meta }) => (
                        <TextField {...input} id="event-ends-at" type="datetime-local" label={t('create.fields.endsAt')} required error={!!shown(meta)} helperText={shown(meta)} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
                      )}
                    </Field>
                  </Stack>
                  <Field<string> name="capacity">
                    {({ input, meta }) => (
                      <TextField
                        {...input}
                        id="event-capacity"
                        type="number"
                        label={t('create.fields.capacity')}
                        required
                        error={!!shown(meta)}
                        helperText={shown(meta) ?? t('create.fields.capacityHelp')}
                        slotProps={{ htmlInput: { min: 1, max: EVENT_CAPACITY_MAX, step: 1 } }}
                      />
                    )}
                  </Field>
                  {submitError && (
                    <Alert severity="error" role="alert">
                      {String(submitError)}
                    </Alert>
                  )}
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={submitting}
                    startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                    sx={{ minHeight: 48 }}
                  >
                    {submitting ? t('create.submitting') : t('create.submit')}
                  </Button>
                </Stack>
              </Box>
            );
          }}
        />
      )}
    </Box>
  );
}
