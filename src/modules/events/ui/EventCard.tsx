import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { EventDto } from '../contract';
import { formatCoordinate, formatRange } from './format';
import { useEventsTexts } from './texts';

/** One event in the list: title, time, place, places left or full, partner, and the caller's place. */
export function EventCard({ event, headingLevel = 'h2' }: { event: EventDto; headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useEventsTexts();
  const place = event.location || `${formatCoordinate(event.latitude)}, ${formatCoordinate(event.longitude)}`;
  const full = event.spotsLeft <= 0;
  return (
    <Card component="article" variant="outlined" data-testid="event-card">
      <CardActionArea component={RouterLink} to={`/events/${event.id}`}>
        <CardContent>
          <Typography variant="h6" component={headingLevel} sx={{ mb: 0.5 }}>
            {event.title}
          </Typography>
          <Typography variant="body2">
            <time dateTime={event.startsAt}>{formatRange(event.startsAt, event.endsAt, i18n.language)}</time>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {place}
          </Typography>
          {event.partner && (
            <Typography variant="body2" color="text.secondary">
              {t('card.partner', { name: event.partner.name })}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {event.status === 'running' && <Chip size="small" color="success" label={t('card.status.running')} />}
            {event.status !== 'ended' && (full ? <Chip size="small" color="warning" label={t('card.full')} /> : <Chip size="small" variant="outlined" label={t('card.spotsLeft', { count: event.spotsLeft })} />)}
            {event.status === 'ended' && <Chip size="small" variant="outlined" label={t('card.attendees', { count: event.attendeeCount })} />}
            {event.me?.organiser ? (
              <Chip size="small" color="primary" label={t('card.organiser')} />
            ) : (
              event.me?.joined && <Chip size="small" color="primary" label={t('card.joined')} />
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
