import { useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Field, Form, type FieldMetaState } from 'react-final-form';
import { announce } from '../../../client/accessibility/announcer';
import { endpointKey } from '../../../client/endpoint';
import { yupValidator } from '../../../client/forms/yup-validator';
import { endpointUrl } from '../../../shared/endpoint';
import { photoThumbnail } from '../../photos/endpoints';
import { EVENT_PAID_MIN_DURATION_MS, EVENT_PAID_MIN_PRESENT, type EventDetailDto, type EventSummaryInput } from '../contract';
import { getEvent } from '../endpoints';
import { summaryBodySchema } from '../schemas';
import { useSaveSummary } from './api/use-events';
import { EventPhotoUpload } from './EventPhotoUpload';
import { fieldErrors, readError } from './errors';
import { formatMoment, formatNumber } from './format';
import { schemaText } from './schema-texts';
import { useEventsTexts } from './texts';

interface SummaryValues {
  bags: string;
  kg: string;
  areaM2: string;
}

const toNumber = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : Number(text.replace(',', '.')));
const toBody = (v: SummaryValues) => ({ bags: toNumber(v.bags), kg: toNumber(v.kg), areaM2: toNumber(v.areaM2) });

function shown(meta: FieldMetaState<unknown>): string | undefined {
  if ((meta.touched || meta.submitFailed) && meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

/** The saved summary as everyone sees it: how many people were there, the figures and the photos. */
export function SummaryView({ event }: { event: EventDetailDto }) {
  const { t, i18n } = useEventsTexts();
  const s = event.summary;
  if (!s) return <Typography color="text.secondary">{t('detail.summary.none')}</Typography>;
  return (
    <Stack spacing={1} data-testid="event-summary">
      <Typography sx={{ fontWeight: 600 }}>{t('detail.summary.present', { count: s.attendeesPresent })}</Typography>
      <Typography>{t('detail.summary.figures', { bags: formatNumber(s.bags, i18n.language), kg: formatNumber(s.kg, i18n.language), area: formatNumber(s.areaM2, i18n.language, 0) })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('detail.summary.submittedAt', { time: formatMoment(s.submittedAt, i18n.language) })}
      </Typography>
      <Typography variant="body2" data-testid="event-rewards">
        {s.rewards.blockedBy
          ? t(`detail.summary.blocked.${s.rewards.blockedBy}`, { minutes: EVENT_PAID_MIN_DURATION_MS / 60_000, count: EVENT_PAID_MIN_PRESENT })
          : s.rewards.waiting > 0
            ? t('detail.summary.waiting', { count: s.rewards.waiting })
            : t('detail.summary.paid', { count: s.rewards.paid })}
      </Typography>
      {s.photoIds.length > 0 && (
        <Box component="ul" aria-label={t('detail.summary.photos')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
          {s.photoIds.map((id, i) => (
            <li key={id}>
              <Box component="img" src={endpointUrl(photoThumbnail, { params: { id } })} alt={t('detail.summary.photoAlt', { n: i + 1 })} loading="lazy" sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }} />
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/**
 * The organiser's summary form after the start: bags, kg and area (the shared schema checks them),
 * photos uploaded one by one with progress, and the saved summary. Saving sends an Idempotency-Key
 * made once per saving, so a retry after a lost answer does not save twice.
 */
export function SummarySection({ event }: { event: EventDetailDto }) {
  const { t } = useEventsTexts();
  const headingId = useId();
  const save = useSaveSummary(event.id);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const validate = useMemo(() => yupValidator<ReturnType<typeof toBody>>(summaryBodySchema, (m) => schemaText(t, m)), [t]);
  const organiser = !!event.me?.organiser;
  const started = event.status !== 'upcoming';
  const showForm = organiser && started && (!event.summary || editing);
  const initial = useMemo<SummaryValues>(
    () => ({ bags: event.summary ? String(event.summary.bags) : '', kg: event.summary ? String(event.summary.kg) : '', areaM2: event.summary ? String(event.summary.areaM2) : '' }),
    [event.summary],
  );

  async function submit(values: SummaryValues): Promise<SubmissionErrors | undefined> {
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      await save.mutateAsync({ body: toBody(values) as EventSummaryInput, key: idempotencyKey.current });
      idempotencyKey.current = null;
      setEditing(false);
      announce(t('detail.summary.saved'));
      return undefined;
    } catch (err) {
      const answer = readError(err, String(err));
      // An answer (not a lost one): the next saving is a new action.
      if (answer.status !== null) idempotencyKey.current = null;
      const fields = fieldErrors(answer);
      if (Object.keys(fields).length > 0) return fields;
      const message = t('detail.summary.failed', { message: answer.message });
      announce(message, 'assertive');
      return { [FORM_ERROR]: message };
    }
  }

  if (!organiser && !event.summary && event.status !== 'ended') return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography variant="h6" component="h2" id={headingId}>
        {t('detail.summary.heading')}
      </Typography>
      {!showForm && <SummaryView event={event} />}
      {organiser && started && event.summary && !editing && (
        <div>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {t('detail.summary.edit')}
          </Button>
        </div>
      )}
      {showForm && (
        <>
          <Typography color="text.secondary">{t('detail.summary.intro')}</Typography>
          <Form<SummaryValues>
            onSubmit={submit}
            initialValues={initial}
            validate={(v) => validate(toBody(v))}
            render={({ handleSubmit, submitting, submitError }) => (
              <Box component="form" noValidate onSubmit={handleSubmit} aria-busy={submitting}>
                <Stack spacing={2}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    {(['bags', 'kg', 'areaM2'] as const).map((name) => (
                      <Field<string> key={name} name={name}>
                        {({ input, meta }) => (
                          <TextField
                            {...input}
                            id={`summary-${name}`}
                            type="number"
                            label={t(`detail.summary.${name}`)}
                            required
                            error={!!shown(meta)}
                            helperText={shown(meta)}
                            slotProps={{ htmlInput: { min: 0, step: name === 'kg' ? 0.1 : 1 } }}
                            sx={{ flex: 1 }}
                          />
                        )}
                      </Field>
                    ))}
                  </Stack>
                  <Box>
                    <EventPhotoUpload eventId={event.id} onUploaded={() => void queryClient.invalidateQueries({ queryKey: endpointKey(getEvent, { params: { id: event.id } }) })} />
                    {event.photoCount > 0 && (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {t('detail.summary.pendingPhotos', { count: event.photoCount })}
                      </Typography>
                    )}
                  </Box>
                  {submitError && (
                    <Alert severity="error" role="alert">
                      {String(submitError)}
                    </Alert>
                  )}
                  <div>
                    <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
                      {submitting ? t('detail.summary.saving') : t('detail.summary.save')}
                    </Button>
                  </div>
                </Stack>
              </Box>
            )}
          />
        </>
      )}
    </Stack>
  );
}
