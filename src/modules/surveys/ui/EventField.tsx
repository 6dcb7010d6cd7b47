import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../client/endpoint';
import { EVENTS_MAX_LIMIT, type EventDto } from '../../events/contract';
import { listEvents } from '../../events/endpoints';
import { useSurveysTexts } from './texts';

/** The events a survey may name now: running (started, not ended) and the person checked in there. */
export function runningCheckedIn(events: EventDto[], now: number): EventDto[] {
  return events.filter((e) => e.me?.checkedIn === true && Date.parse(e.startsAt) <= now && Date.parse(e.endsAt) > now);
}

/**
 * Issue 40: at set-up, the survey may belong to an event the person checked in to that runs now, so
 * its organiser can confirm it (POST /api/surveys takes `eventId`). GET /api/events?when=upcoming lists
 * events not ended yet (running ones first); the caller's `me` says where they checked in.
 */
export function EventField({ eventId, onChange }: { eventId: string | null; onChange(eventId: string | null): void }) {
  const { t } = useSurveysTexts();
  const query = useQuery({ ...endpointQuery(listEvents, { query: { when: 'upcoming', limit: EVENTS_MAX_LIMIT } }), staleTime: 60_000 });
  const events = runningCheckedIn(query.data?.events ?? [], Date.now());
  if (events.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="survey-no-event">
        {t('setup.eventNote')}
      </Typography>
    );
  }
  return (
    <TextField
      select
      label={t('setup.event')}
      value={eventId && events.some((e) => e.id === eventId) ? eventId : ''}
      onChange={(e) => onChange(e.target.value || null)}
      helperText={t('setup.eventHelp')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'survey-event' } }}
    >
      <MenuItem value="">{t('setup.noEvent')}</MenuItem>
      {events.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          {e.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
