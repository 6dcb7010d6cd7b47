import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { announce } from '../../../client/accessibility/announcer';
import { errorMessage } from '../../../client/api';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/toasts/toast-store';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState';
import type { AdoptionDto } from '../contract';
import { AdoptSpotForm } from './AdoptSpotForm';
import { useGiveUpSpot, useMyAdoptions } from './api/use-adoptions';
import { useAdoptionsTexts } from './texts';

export interface SpotsScreenProps {
  /** For tests and stories: the device's location service. */
  geolocation?: Geolocation | null;
}

const place = (s: AdoptionDto) => `${s.latitude.toFixed(5)}, ${s.longitude.toFixed(5)}`;
const coordinate = (v: string | null) => (v !== null && /^-?\d{1,3}(\.\d+)?$/.test(v) ? v : '');

/**
 * /spots, 'My spots' (registered people; the menu offers it to them only): the person's adopted spots
 * (their own and their teams'), each with its schedule, whether it is on time, the next visit's time
 * and the last visit, 'Give up' with a confirmation, and 'Adopt a spot' (`?lat=&lon=` fills the place).
 */
export default function SpotsScreen({ geolocation }: SpotsScreenProps = {}) {
  const { t } = useAdoptionsTexts();
  const user = useCurrentUser();
  const registered = !user.isGuest && !user.isLoading;
  const spots = useMyAdoptions(registered);
  const giveUp = useGiveUpSpot();
  const [search] = useSearchParams();
  const [leaving, setLeaving] = useState<AdoptionDto | null>(null);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const list = spots.data?.adoptions ?? [];

  async function confirmGiveUp() {
    if (!leaving) return;
    setLeaveError(null);
    try {
      await giveUp.mutateAsync({ params: { id: leaving.id } });
      toast({ title: t('giveUp.done') });
      announce(t('giveUp.done'));
    } catch (err) {
      const message = t('giveUp.failed', { message: errorMessage(err, err instanceof Error ? err.message : '') });
      setLeaveError(message);
      announce(message, 'assertive');
    } finally {
      setLeaving(null);
    }
  }

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 3 }}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('intro')}
      </Typography>

      {user.isLoading ? (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <span>{t('list.loading')}</span>
        </Box>
      ) : user.isGuest ? (
        <Alert severity="info">{t('guest')}</Alert>
      ) : (
        <>
          <Box component="section" aria-labelledby="spots-heading" sx={{ mb: 4 }}>
            <Typography variant="h5" component="h2" id="spots-heading" sx={{ mb: 1 }}>
              {t('list.heading')}
            </Typography>
            <QueryState
              query={spots}
              loading={t('list.loading')}
              retry={t('list.retry')}
              failed={(e) => t('list.failed', { message: errorMessage(e, e.message) })}
              empty={t('list.empty')}
              isEmpty={(d) => d.adoptions.length === 0}
            />
            {leaveError && (
              <Alert severity="error" sx={{ mb: 1 }} onClose={() => setLeaveError(null)}>
                {leaveError}
              </Alert>
            )}
            {list.length > 0 && (
              <Paper variant="outlined">
                <List aria-labelledby="spots-heading">
                  {list.map((s) => (
                    <ListItem key={s.id} data-testid="spot-item" divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                      <ListItemText
                        primary={place(s)}
                        secondary={
                          <>
                            {s.path
                              ? t('list.summaryStreet', { km: (s.lengthM ?? 0) / 1000, weeks: t('form.weeksOption', { count: s.everyWeeks }), adopter: s.adopter.kind === 'person' ? t('list.you') : s.adopter.name })
                              : t('list.summary', { count: s.everyWeeks, radius: s.radiusM, adopter: s.adopter.kind === 'person' ? t('list.you') : s.adopter.name })}
                            <br />
                            {t('list.due', { at: new Date(s.nextDueAt) })}
                            {' · '}
                            {s.lastVisitAt ? t('list.lastVisit', { at: new Date(s.lastVisitAt) }) : t('list.noVisit')}
                          </>
                        }
                      />
                      <Chip size="small" color={s.onTime ? 'success' : 'warning'} label={s.onTime ? t('list.onTime') : t('list.missed')} />
                      <Button size="small" onClick={() => setLeaving(s)} aria-label={t('list.giveUp', { place: place(s) })} sx={{ minHeight: 44 }}>
                        {t('giveUp.confirm')}
                      </Button>
                    </ListItem>
                  ))}
                </List>
              </Paper>
            )}
          </Box>

          {spots.data && (
            <Box component="section">
              <AdoptSpotForm initial={{ latitude: coordinate(search.get('lat')), longitude: coordinate(search.get('lon')) }} geolocation={geolocation} />
            </Box>
          )}

          <ConfirmDialog
            open={leaving !== null}
            title={t('giveUp.title')}
            body={t('giveUp.body', { place: leaving ? place(leaving) : '' })}
            confirmLabel={t('giveUp.confirm')}
            busyLabel={t('giveUp.busy')}
            cancelLabel={t('giveUp.cancel')}
            busy={giveUp.isPending}
            destructive
            onConfirm={() => void confirmGiveUp()}
            onCancel={() => setLeaving(null)}
          />
        </>
      )}
    </Box>
  );
}
