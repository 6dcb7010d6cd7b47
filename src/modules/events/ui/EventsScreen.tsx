import { useEffect, useId, useRef } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { announce } from '../../../client/accessibility/announcer';
import { useCurrentUser } from '../../../client/session/current-user';
import { QueryState } from '../../../ui/QueryState';
import { EVENTS_DEFAULT_RADIUS_KM } from '../contract';
import { useEvents, type EventsWhen } from './api/use-events';
import { EventCard } from './EventCard';
import { readError } from './errors';
import { useEventsTexts } from './texts';
import { useListCentre } from './use-list-centre';

export interface EventsScreenProps {
  /** For tests and stories: the device's position source and whether location access is granted. */
  geolocation?: Geolocation | null;
  permission?: PermissionState;
}

/**
 * /events: cleanup events near the person (their position when location access is already granted,
 * else the default map point), upcoming or past (kept in the URL: `?when=past`), each as a card
 * leading to its page; 'Create event' for registered people, for guests why not and how to register.
 */
export default function EventsScreen({ geolocation, permission }: EventsScreenProps) {
  const { t } = useEventsTexts();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const when: EventsWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  const centre = useListCentre({ geolocation, permission });
  const where = { latitude: centre.latitude, longitude: centre.longitude, radiusKm: EVENTS_DEFAULT_RADIUS_KM };
  const query = useEvents(where, when, centre.ready);
  const tabsId = useId();
  const events = query.data?.events;

  // Screen readers hear how many events a tab shows once they are there.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!events) return;
    const key = `${when}:${events.length}`;
    if (told.current === key) return;
    told.current = key;
    announce(events.length === 0 ? t(when === 'past' ? 'list.emptyPast' : 'list.empty') : t('list.count', { count: events.length }));
  }, [events, when, t]);

  function choose(next: EventsWhen) {
    setParams(
      (p) => {
        if (next === 'past') p.set('when', 'past');
        else p.delete('when');
        return p;
      },
      { replace: true },
    );
  }

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {t('list.title')}
        </Typography>
        {!user.isGuest && (
          <Button component={RouterLink} to="/events/new" variant="contained" startIcon={<AddIcon aria-hidden />}>
            {t('list.create')}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('list.intro')}
      </Typography>
      {user.isGuest && (
        <Alert severity="info" sx={{ mt: 2 }}>
          <AlertTitle>{t('list.guestTitle')}</AlertTitle>
          {t('list.guestHint')}
        </Alert>
      )}
      <Tabs value={when} onChange={(_e, next: EventsWhen) => choose(next)} aria-label={t('list.tabs')} variant="fullWidth" sx={{ mt: 2, mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="upcoming" label={t('list.upcoming')} id={`${tabsId}-upcoming`} aria-controls={`${tabsId}-panel`} />
        <Tab value="past" label={t('list.past')} id={`${tabsId}-past`} aria-controls={`${tabsId}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${when}`}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(centre.fromDevice ? 'list.near' : 'list.nearDefault', { km: EVENTS_DEFAULT_RADIUS_KM })}
        </Typography>
        <QueryState
          query={centre.ready ? query : { ...query, isPending: true }}
          loading={t('list.loading')}
          retry={t('list.retry')}
          failed={(err) => t('list.loadFailed', { message: readError(err, err.message).message })}
          empty={t(when === 'past' ? 'list.emptyPast' : 'list.empty')}
          isEmpty={(data) => data.events.length === 0}
        />
        {events && events.length > 0 && (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
