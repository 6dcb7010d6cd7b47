import { lazy, Suspense } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '../../../client/api';
import { QueryState } from '../../../ui/QueryState';
import { calendarUrl, useEvent } from './api/use-events';
import { AttendanceSection } from './AttendanceSection';
import { CheckInSection } from './CheckInSection';
import { readError } from './errors';
import { formatCoordinate, formatRange, osmLink } from './format';
import { NearbyTasks } from './NearbyTasks';
import { SummarySection } from './SummarySection';
import { useEventsTexts } from './texts';
import { useNow } from './use-now';

const EventMap = lazy(() => import('./EventMap'));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface EventScreenProps {
  /** For tests and stories: the position check-in sends. */
  geolocation?: Geolocation | null;
}

/**
 * /events/:id: an event's page: when and where (a small map of the meeting point and its
 * coordinates), places and Join / Leave, the calendar file, check-in while it is open, open tasks
 * nearby, and the summary (the organiser's form after the start).
 */
export default function EventScreen({ geolocation }: EventScreenProps) {
  const { t, i18n } = useEventsTexts();
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const query = useEvent(id, valid);
  const now = useNow();
  const event = query.data;
  const notFound = !valid || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 3 }}>
      <Button component={RouterLink} to="/events" startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 1 }}>
        {t('detail.back')}
      </Button>
      {notFound ? (
        <Alert severity="warning">{t('detail.notFound')}</Alert>
      ) : (
        <QueryState query={query} loading={t('detail.loading')} retry={t('detail.retry')} failed={(err) => t('detail.loadFailed', { message: readError(err, err.message).message })} />
      )}
      {event && !notFound && (
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Typography variant="h4" component="h1">
              {event.title}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip size="small" color={event.status === 'running' ? 'success' : 'default'} label={t(`card.status.${event.status}`)} />
              {event.me?.joined && !event.me.organiser && <Chip size="small" color="primary" label={t('card.joined')} />}
            </Stack>
            <Typography>
              <time dateTime={event.startsAt}>{formatRange(event.startsAt, event.endsAt, i18n.language)}</time>
            </Typography>
            {event.location && <Typography>{event.location}</Typography>}
            {event.organiser.name && <Typography color="text.secondary">{t('card.by', { name: event.organiser.name })}</Typography>}
            {event.partner && <Typography color="text.secondary">{t('card.partner', { name: event.partner.name })}</Typography>}
          </Stack>

          <Box>
            <Suspense fallback={<Box sx={{ height: 200, bgcolor: 'action.hover', borderRadius: 1 }} />}>
              <EventMap centre={event} point={event} others={event.nearbyTasks} height={200} label={t('detail.mapLabel')} />
            </Suspense>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('detail.coordinates', { lat: formatCoordinate(event.latitude), lon: formatCoordinate(event.longitude) })} ·{' '}
              <Link href={osmLink(event.latitude, event.longitude)} target="_blank" rel="noopener noreferrer">
                {t('detail.openMap')}
              </Link>
            </Typography>
          </Box>

          <AttendanceSection event={event} />
          <div>
            <Button component="a" href={calendarUrl(event.id)} download variant="outlined" startIcon={<EventIcon aria-hidden />}>
              {t('detail.calendar')}
            </Button>
          </div>
          <CheckInSection event={event} now={now} geolocation={geolocation} />

          {event.description && (
            <Stack component="section" aria-labelledby={`about-${event.id}`} spacing={1}>
              <Typography variant="h6" component="h2" id={`about-${event.id}`}>
                {t('detail.description')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{event.description}</Typography>
            </Stack>
          )}

          <SummarySection event={event} />
          <Divider />
          <NearbyTasks tasks={event.nearbyTasks} eventId={event.id} />
        </Stack>
      )}
    </Box>
  );
}
