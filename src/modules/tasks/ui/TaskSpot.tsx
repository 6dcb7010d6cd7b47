import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HistoryIcon from '@mui/icons-material/History';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSheetTexts } from './sheet-texts';
import type { TaskDto } from '../contract';
import { useTaskSpot } from './api/use-task-spot';

/**
 * Issue 23 on the task sheet: 'Seen by N people' (the reporter and those who confirmed the spot), the
 * photos they added, and 'Cleaned here before: <date>' when the spot was cleaned shortly before it was
 * reported again. The photos and the history load with the sheet; while they load, or when they cannot,
 * the count from the task stands alone. Issue 42: 'Adopt this spot' opens the adoptions module's My
 * spots screen with the task's place filled in.
 */
export function TaskSpot({ task }: { task: TaskDto }) {
  useSheetTexts();
  const { t, i18n } = useTranslation('tasks');
  const spot = useTaskSpot(task.id);
  const seenBy = spot.data?.seenBy ?? task.seenBy;
  const photos = spot.data?.photos ?? [];
  const cleaned = spot.data?.cleanedBefore ?? [];
  // The server sends the day only (its start in UTC): shown as that day wherever the phone is.
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }} aria-busy={spot.isPending}>
      {seenBy > 1 && (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <GroupsIcon fontSize="small" aria-hidden />
          {t('spot.seenBy', { count: seenBy })}
        </Typography>
      )}
      {spot.isPending && seenBy > 1 && <Skeleton variant="rounded" height={72} aria-hidden />}
      {photos.length > 0 && (
        <Box component="ul" aria-label={t('spot.photos')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', listStyle: 'none', p: 0, m: 0 }}>
          {photos.map((p, i) => (
            <Box component="li" key={p.imageUrl} sx={{ flexShrink: 0 }}>
              <Box component="a" href={p.imageUrl} target="_blank" rel="noopener" sx={{ display: 'block', borderRadius: 1, overflow: 'hidden', width: 96, height: 72 }}>
                <Box component="img" src={p.thumbnailUrl} alt={t('spot.photoAlt', { n: i + 1 })} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {cleaned.map((c, i) => (
        <Typography key={`${c.completedAt}-${i}`} color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HistoryIcon fontSize="small" aria-hidden />
          {t('spot.cleanedBefore', { date: day(c.completedAt) })}
        </Typography>
      ))}
      <Button component={RouterLink} to={`/spots?lat=${task.report.latitude}&lon=${task.report.longitude}`} size="small" sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        {t('spot.adopt')}
      </Button>
    </Stack>
  );
}
