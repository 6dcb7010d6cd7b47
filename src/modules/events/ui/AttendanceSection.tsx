import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { announce } from '../../../client/accessibility/announcer';
import { useCurrentUser } from '../../../client/session/current-user';
import type { EventDetailDto } from '../contract';
import { useAttendance } from './api/use-events';
import { readError } from './errors';
import { useEventsTexts } from './texts';

/**
 * Places left and Join / Leave. The new state shows at once; when the server says no (the last place
 * went to someone else, the event ended, the person checked in) the old state comes back with why.
 */
export function AttendanceSection({ event }: { event: EventDetailDto }) {
  const { t } = useEventsTexts();
  const user = useCurrentUser();
  const attendance = useAttendance(event.id);
  const [problem, setProblem] = useState<string | null>(null);
  const me = event.me;
  const full = event.spotsLeft <= 0;
  const ended = event.status === 'ended';

  function act(action: 'join' | 'leave') {
    setProblem(null);
    attendance.mutate(action, {
      onSuccess: () => announce(t(action === 'join' ? 'detail.joined' : 'detail.left')),
      onError: (err) => {
        const answer = readError(err, err.message);
        const message =
          answer.code === 'EVENT_FULL' ? t('detail.full')
          : answer.code === 'EVENT_ENDED' ? t('detail.ended')
          : answer.code === 'EVENT_CHECKED_IN' ? t('detail.checkedInCannotLeave')
          : answer.code === 'REGISTERED_ONLY' ? t('detail.guestJoin')
          : t(action === 'join' ? 'detail.joinFailed' : 'detail.leaveFailed', { message: answer.message });
        setProblem(message);
        announce(message, 'assertive');
      },
    });
  }

  const busy = attendance.isPending;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('detail.spots', { left: event.spotsLeft, capacity: event.capacity })}>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {full ? t('detail.full') : t('detail.spots', { left: event.spotsLeft, capacity: event.capacity })}
      </Typography>
      {ended && <Typography color="text.secondary">{t('detail.ended')}</Typography>}
      {me?.organiser && <Typography>{t('detail.organiserYou')}</Typography>}
      {!ended && !me?.organiser && user.isGuest && <Alert severity="info">{t('detail.guestJoin')}</Alert>}
      {!ended && me && !me.organiser && !user.isGuest && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {me.joined ? (
            <>
              <Typography sx={{ flex: 1 }}>{t('detail.joined')}</Typography>
              {!me.checkedIn && (
                <Button variant="outlined" onClick={() => act('leave')} disabled={busy} startIcon={busy ? <CircularProgress size={16} aria-hidden /> : undefined}>
                  {busy ? t('detail.leaving') : t('detail.leave')}
                </Button>
              )}
            </>
          ) : (
            <Button variant="contained" onClick={() => act('join')} disabled={busy || full} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
              {busy ? t('detail.joining') : t('detail.join')}
            </Button>
          )}
        </Stack>
      )}
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
