import { useState } from 'react';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { announce } from '../../../client/accessibility/announcer';
import { getPosition } from '../../../client/geo/get-position';
import { GeoError, toGeoError } from '../../../client/geo/geo-error';
import { CHECK_IN_MAX_DISTANCE_M, CHECK_IN_OPENS_BEFORE_MS, type EventDetailDto } from '../contract';
import { useCheckIn } from './api/use-events';
import { readError } from './errors';
import { formatMoment, formatNumber } from './format';
import { useEventsTexts } from './texts';

export interface CheckInSectionProps {
  event: EventDetailDto;
  now: Date;
  geolocation?: Geolocation | null;
}

/**
 * Check-in for people with a place (and the organiser): open from 30 minutes before the start until
 * the end. The button asks the browser for the position and sends it; the server decides (too far,
 * not open) and the answer is shown and announced.
 */
export function CheckInSection({ event, now, geolocation }: CheckInSectionProps) {
  const { t, i18n } = useEventsTexts();
  const checkIn = useCheckIn(event.id);
  const [phase, setPhase] = useState<'idle' | 'locating' | 'sending'>('idle');
  const [result, setResult] = useState<{ severity: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const me = event.me;
  if (!me?.joined || event.status === 'ended') return null;

  const opensAt = new Date(new Date(event.startsAt).getTime() - CHECK_IN_OPENS_BEFORE_MS);
  const open = now.getTime() >= opensAt.getTime();

  function say(severity: 'success' | 'warning' | 'error', text: string) {
    setResult({ severity, text });
    announce(text, severity === 'success' ? 'polite' : 'assertive');
  }

  async function start() {
    setResult(null);
    setPhase('locating');
    let position: { latitude: number; longitude: number };
    try {
      position = await getPosition({ geolocation: geolocation ?? undefined });
    } catch (err) {
      const geo = err instanceof GeoError ? err : toGeoError(err);
      setPhase('idle');
      say('error', t('detail.checkIn.noPosition', { message: t(geo.key, { ns: 'common', defaultValue: geo.message }) }));
      return;
    }
    setPhase('sending');
    try {
      const answer = await checkIn.mutateAsync({ latitude: position.latitude, longitude: position.longitude });
      say('success', t('detail.checkIn.done', { time: formatMoment(answer.checkedInAt, i18n.language) }));
    } catch (err) {
      const answer = readError(err, String(err));
      const d = answer.details;
      if (answer.code === 'CHECK_IN_TOO_FAR') {
        say('warning', t('detail.checkIn.tooFar', { distance: formatNumber(Number(d.distanceM ?? 0), i18n.language, 0), max: formatNumber(Number(d.maxM ?? CHECK_IN_MAX_DISTANCE_M), i18n.language, 0) }));
      } else if (answer.code === 'CHECK_IN_NOT_OPEN') {
        const opens = typeof d.opensAt === 'string' ? d.opensAt : opensAt.toISOString();
        const closes = typeof d.closesAt === 'string' ? d.closesAt : event.endsAt;
        say('warning', new Date(closes).getTime() <= Date.now() ? t('detail.checkIn.closed', { time: formatMoment(closes, i18n.language) }) : t('detail.checkIn.notOpen', { time: formatMoment(opens, i18n.language) }));
      } else {
        say('error', t('detail.checkIn.failed', { message: answer.message }));
      }
    } finally {
      setPhase('idle');
    }
  }

  return (
    <Stack component="section" aria-labelledby={`check-in-${event.id}`} spacing={1}>
      <Typography variant="h6" component="h2" id={`check-in-${event.id}`}>
        {t('detail.checkIn.heading')}
      </Typography>
      {me.checkedIn ? (
        <Typography role="status">{t('detail.checkIn.already')}</Typography>
      ) : open ? (
        <>
          <Typography color="text.secondary">{t('detail.checkIn.explain')}</Typography>
          <div>
            <Button
              variant="contained"
              color="secondary"
              onClick={() => void start()}
              disabled={phase !== 'idle'}
              startIcon={phase !== 'idle' ? <CircularProgress size={16} color="inherit" aria-hidden /> : <HowToRegIcon aria-hidden />}
            >
              {phase === 'locating' ? t('detail.checkIn.locating') : phase === 'sending' ? t('detail.checkIn.sending') : t('detail.checkIn.button')}
            </Button>
          </div>
        </>
      ) : (
        <Typography>{t('detail.checkIn.notOpen', { time: formatMoment(opensAt.toISOString(), i18n.language) })}</Typography>
      )}
      {result && (
        <Alert severity={result.severity} role={result.severity === 'success' ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      )}
    </Stack>
  );
}
