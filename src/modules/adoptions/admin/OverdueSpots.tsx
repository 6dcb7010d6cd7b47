import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../client/endpoint';
import { errorMessage } from '../../../client/api';
import { QueryState } from '../../../ui/QueryState';
import { overdueAdoptions } from '../endpoints';
import { useAdoptionsTexts } from '../ui/texts';

/**
 * Admin plugin page (issue 42): active adopted spots whose last cycle went without a visit (or whose
 * cycle ended and the job has not counted it yet), the most missed first, with the adopter's public
 * name, the schedule and the last visit.
 */
export default function OverdueSpots() {
  const { t } = useAdoptionsTexts();
  const q = useQuery({ ...endpointQuery(overdueAdoptions), staleTime: 30_000 });
  const list = q.data?.adoptions ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('overdue.title')}
      </Typography>
      <Typography color="text.secondary">{t('overdue.intro')}</Typography>
      <QueryState
        query={q}
        loading={t('overdue.loading')}
        retry={t('overdue.retry')}
        failed={(e) => t('overdue.failed', { message: errorMessage(e, e.message) })}
        empty={t('overdue.empty')}
        isEmpty={(d) => d.adoptions.length === 0}
      />
      {list.length > 0 && (
        <Paper variant="outlined">
          <List aria-label={t('overdue.title')}>
            {list.map((s) => (
              <ListItem key={s.id} data-testid="overdue-spot" divider>
                <ListItemText
                  primary={`${s.latitude.toFixed(5)}, ${s.longitude.toFixed(5)}`}
                  secondary={
                    <>
                      {s.missedCycles > 0 ? t('overdue.missed', { count: s.missedCycles }) : t('overdue.ended')}
                      {' · '}
                      {t('list.summary', { count: s.everyWeeks, radius: s.radiusM, adopter: s.adopter.name })}
                      {' · '}
                      {s.lastVisitAt ? t('list.lastVisit', { at: new Date(s.lastVisitAt) }) : t('list.noVisit')}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
