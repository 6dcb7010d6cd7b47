import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { announce } from '../../../client/accessibility/announcer';
import { errorMessage } from '../../../client/api';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/toasts/toast-store';
import { DEFAULT_MAP_POINT } from '../../../shared/constants';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState';
import type { AreaDto } from '../contract';
import { AddAreaForm } from './AddAreaForm';
import { useAreas, useDeleteArea } from './api/use-areas';
import { formatCoordinate, formatRadius } from './area-form';
import { useAreasTexts } from './texts';

export interface AreasScreenProps {
  /** For tests and stories: the device's location service. */
  geolocation?: Geolocation | null;
}

/**
 * /areas, 'Area alerts' (registered people; the menu offers it to them only): the person's areas with
 * their radius, delete with a confirmation, and 'Add an area' with the map. News for an area arrives
 * in the notification list (the bell), which the intro says.
 */
export default function AreasScreen({ geolocation }: AreasScreenProps = {}) {
  const { t, i18n } = useAreasTexts();
  const user = useCurrentUser();
  const registered = !user.isGuest && !user.isLoading;
  const areas = useAreas(registered);
  const remove = useDeleteArea();
  const [deleting, setDeleting] = useState<AreaDto | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const list = areas.data?.areas ?? [];
  const limit = areas.data?.limit ?? 0;
  const centre = list[0] ?? DEFAULT_MAP_POINT;

  async function confirmDelete() {
    if (!deleting) return;
    const { id, name } = deleting;
    setDeleteError(null);
    try {
      await remove.mutateAsync({ params: { id } });
      const done = t('delete.done', { name });
      toast({ title: done });
      announce(done);
    } catch (err) {
      const message = t('delete.failed', { message: errorMessage(err, err instanceof Error ? err.message : '') });
      setDeleteError(message);
      announce(message, 'assertive');
    } finally {
      setDeleting(null);
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
          <Box component="section" aria-labelledby="areas-heading" sx={{ mb: 4 }}>
            <Typography variant="h5" component="h2" id="areas-heading" sx={{ mb: 1 }}>
              {t('list.heading')}
            </Typography>
            <QueryState
              query={areas}
              loading={t('list.loading')}
              retry={t('list.retry')}
              failed={(e) => t('list.failed', { message: errorMessage(e, e.message) })}
              empty={t('list.empty')}
              isEmpty={(d) => d.areas.length === 0}
            />
            {deleteError && (
              <Alert severity="error" sx={{ mb: 1 }} onClose={() => setDeleteError(null)}>
                {deleteError}
              </Alert>
            )}
            {list.length > 0 && (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('list.count', { count: list.length, limit })}
                </Typography>
                <Paper variant="outlined">
                  <List aria-labelledby="areas-heading">
                    {list.map((a) => (
                      <ListItem
                        key={a.id}
                        data-testid="area-item"
                        divider
                        secondaryAction={
                          <IconButton edge="end" aria-label={t('list.delete', { name: a.name })} onClick={() => setDeleting(a)} sx={{ minWidth: 44, minHeight: 44 }}>
                            <DeleteIcon aria-hidden />
                          </IconButton>
                        }
                      >
                        <ListItemText
                          primary={a.name}
                          secondary={`${t('list.radius', { radius: formatRadius(a.radiusM, i18n.language) })} · ${formatCoordinate(a.latitude)}, ${formatCoordinate(a.longitude)}`}
                        />
                      </ListItem>
                    ))}
                  </List>
                </Paper>
              </>
            )}
          </Box>

          {areas.data && (
            <Box component="section">
              <AddAreaForm areas={list} centre={centre} full={list.length >= limit} geolocation={geolocation} />
            </Box>
          )}

          <ConfirmDialog
            open={deleting !== null}
            title={t('delete.title')}
            body={t('delete.body', { name: deleting?.name ?? '' })}
            confirmLabel={t('delete.confirm')}
            busyLabel={t('delete.busy')}
            cancelLabel={t('delete.cancel')}
            busy={remove.isPending}
            destructive
            onConfirm={() => void confirmDelete()}
            onCancel={() => setDeleting(null)}
          />
        </>
      )}
    </Box>
  );
}
