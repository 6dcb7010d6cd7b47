import { lazy, Suspense, useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { announce } from '../../../client/accessibility/announcer';
import type { GeoError } from '../../../client/geo/geo-error';
import { SURVEY_MAX_AREA_M2, SURVEY_MAX_LENGTH_M, SURVEY_PEOPLE_MAX, type SurveyKind } from '../contract';
import { draftFit, effectiveLengthM, routeLengthSoFarM, routePointCount, type SurveyDraft } from './draft';
import { DrawnRoute } from './DrawnRoute';
import { formatDistance } from './format';
import { trackLengthM } from './route-track';
import { EventField } from './EventField';
import { useSurveysTexts } from './texts';
import type { WakeLockState } from './use-survey-recorder';

const SurveyMap = lazy(() => import('./SurveyMap'));

/** The live region says the distance this often while recording (not at every point). */
export const ANNOUNCE_EVERY_MS = 60_000;

type Update = (change: (d: SurveyDraft) => SurveyDraft) => void;

/** A whole number typed in a field, or null when empty or not a number. */
const wholeOrNull = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Math.round(Number(text)));

export function AreaField({ draft, update }: { draft: SurveyDraft; update: Update }) {
  const { t } = useSurveysTexts();
  return (
    <TextField
      label={t('setup.areaM2')}
      type="number"
      value={draft.areaM2 ?? ''}
      onChange={(e) => update((d) => ({ ...d, areaM2: wholeOrNull(e.target.value) }))}
      slotProps={{ htmlInput: { min: 1, max: SURVEY_MAX_AREA_M2, inputMode: 'numeric', 'data-testid': 'survey-area' } }}
    />
  );
}

export function SetupStep({ draft, update, onStart }: { draft: SurveyDraft; update: Update; onStart(): void }) {
  const { t } = useSurveysTexts();
  return (
    <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), onStart())}>
      <FormControl>
        <FormLabel id="survey-kind-label">{t('setup.kind')}</FormLabel>
        <RadioGroup aria-labelledby="survey-kind-label" value={draft.kind} onChange={(e) => update((d) => ({ ...d, kind: e.target.value as SurveyKind }))}>
          <FormControlLabel value="transect" control={<Radio />} label={t('setup.transect')} />
          <FormControlLabel value="area" control={<Radio />} label={t('setup.area')} />
        </RadioGroup>
      </FormControl>
      {draft.kind === 'area' && <AreaField draft={draft} update={update} />}
      <FormControl>
        <FormLabel id="survey-route-source-label">{t('setup.routeSource')}</FormLabel>
        <RadioGroup aria-labelledby="survey-route-source-label" value={draft.routeSource ?? 'gps'} onChange={(e) => update((d) => ({ ...d, routeSource: e.target.value === 'drawn' ? 'drawn' : 'gps' }))}>
          <FormControlLabel value="gps" control={<Radio />} label={t('setup.routeGps')} />
          <FormControlLabel value="drawn" control={<Radio />} label={t('setup.routeDrawn')} data-testid="survey-route-drawn" />
        </RadioGroup>
      </FormControl>
      <TextField
        label={t('setup.people')}
        type="number"
        value={draft.people}
        onChange={(e) => update((d) => ({ ...d, people: Math.min(SURVEY_PEOPLE_MAX, Math.max(1, wholeOrNull(e.target.value) ?? 1)) }))}
        slotProps={{ htmlInput: { min: 1, max: SURVEY_PEOPLE_MAX, inputMode: 'numeric', 'data-testid': 'survey-people' } }}
      />
      <EventField eventId={draft.eventId ?? null} onChange={(eventId) => update((d) => ({ ...d, eventId }))} />
      <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56 }} data-testid="survey-start">
        {t('setup.start')}
      </Button>
    </Stack>
  );
}

export function RecordingStep(props: { draft: SurveyDraft; update: Update; gpsError: GeoError | null; wakeLock: WakeLockState; onStop(): void }) {
  return props.draft.routeSource === 'drawn' ? <DrawingStep {...props} /> : <GpsRecordingStep {...props} />;
}

/** The clock runs (the survey's start and end times) while the route is drawn on the map instead of recorded. */
function DrawingStep({ draft, update, onStop }: { draft: SurveyDraft; update: Update; onStop(): void }) {
  const { t } = useSurveysTexts();
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('draw.heading')}
      </Typography>
      <DrawnRoute draft={draft} update={update} />
      <Button variant="contained" color="error" size="large" onClick={onStop} sx={{ minHeight: 56 }} data-testid="survey-stop">
        {t('recording.stop')}
      </Button>
    </Stack>
  );
}

function GpsRecordingStep({ draft, gpsError, wakeLock, onStop }: { draft: SurveyDraft; gpsError: GeoError | null; wakeLock: WakeLockState; onStop(): void }) {
  const { t, i18n } = useSurveysTexts();
  const distance = formatDistance(trackLengthM(draft.points), i18n.language);
  const latest = useRef(distance);
  latest.current = distance;
  useEffect(() => {
    const timer = setInterval(() => announce(t('recording.announce', { distance: latest.current })), ANNOUNCE_EVERY_MS);
    return () => clearInterval(timer);
  }, [t]);
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('recording.heading')}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="survey-distance">
        {t('recording.distance', { distance })}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="survey-points">
        {t('recording.points', { count: draft.points.length })}
      </Typography>
      {gpsError && (
        <Alert severity={gpsError.kind === 'denied' || gpsError.kind === 'unsupported' ? 'error' : 'warning'} data-testid="survey-gps-error">
          {t(`gps.${gpsError.kind}`)}
        </Alert>
      )}
      {wakeLock === 'on' && <Typography variant="body2">{t('recording.wakeOn')}</Typography>}
      {wakeLock === 'unsupported' && (
        <Alert severity="info" data-testid="survey-wake-unsupported">
          {t('recording.wakeUnsupported')}
        </Alert>
      )}
      {draft.points.length === 0 ? (
        <Typography role="status">{t('recording.waitingGps')}</Typography>
      ) : (
        <Suspense fallback={<Skeleton variant="rectangular" height={220} />}>
          <SurveyMap points={draft.points} label={t('recording.mapLabel')} />
        </Suspense>
      )}
      <Button variant="contained" color="error" size="large" onClick={onStop} sx={{ minHeight: 56 }} data-testid="survey-stop">
        {t('recording.stop')}
      </Button>
    </Stack>
  );
}

export function ReviewStep({ draft, update, problem, sending, error, onSend, onResume, onDiscard }: { draft: SurveyDraft; update: Update; problem: string | null; sending: boolean; error: string | null; onSend(): void; onResume(): void; onDiscard(): void }) {
  const { t, i18n } = useSurveysTexts();
  const drawn = draft.routeSource === 'drawn';
  const distance = formatDistance(routeLengthSoFarM(draft), i18n.language);
  const fit = problem ? { ok: true as const } : draftFit(draft);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('review.heading')}
      </Typography>
      <Typography data-testid="survey-review-summary">{drawn ? t('review.drawnSummary', { distance }) : t('review.summary', { distance, count: routePointCount(draft) })}</Typography>
      {drawn && <DrawnRoute draft={draft} update={update} />}
      {draft.kind === 'transect' ? (
        <TextField
          label={t('review.lengthM')}
          type="number"
          helperText={t('review.lengthHelp')}
          value={draft.lengthM ?? effectiveLengthM(draft)}
          onChange={(e) => update((d) => ({ ...d, lengthM: wholeOrNull(e.target.value) ?? 0 }))}
          slotProps={{ htmlInput: { min: 1, max: SURVEY_MAX_LENGTH_M, inputMode: 'numeric', 'data-testid': 'survey-length' } }}
        />
      ) : (
        <AreaField draft={draft} update={update} />
      )}
      {problem && <Alert severity="warning">{t(problem)}</Alert>}
      {!fit.ok && (
        <Alert severity="warning" data-testid="survey-fit-warning">
          {fit.field === 'lengthM' ? t('review.lengthFit', { min: fit.min, max: fit.max, lengthM: effectiveLengthM(draft) }) : t('review.areaFit', { max: fit.max, areaM2: draft.areaM2 })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" data-testid="survey-send-error">
          {error}
        </Alert>
      )}
      <Button variant="contained" size="large" sx={{ minHeight: 56 }} disabled={problem !== null || !fit.ok || sending} onClick={onSend} data-testid="survey-send">
        {sending ? t('review.sending') : t('review.send')}
      </Button>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onResume} disabled={sending} sx={{ minHeight: 44 }}>
          {t('review.resume')}
        </Button>
        <Button color="error" onClick={onDiscard} disabled={sending} sx={{ minHeight: 44 }}>
          {t('review.discard')}
        </Button>
      </Box>
    </Stack>
  );
}
