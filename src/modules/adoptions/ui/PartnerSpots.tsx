import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../client/endpoint';
import { errorMessage } from '../../../client/api';
import type { SlotProps } from '../../../client/module-slots';
import { QueryState } from '../../../ui/QueryState';
import { partnerSpots } from '../endpoints';
import { useAdoptionsTexts } from './texts';

/**
 * The `partnerImpactSpots` slot on a partner's impact page (declared by the impact module): the spots
 * the partner adopted, each with its visits on time, its missed cycles and the last visit.
 */
export default function PartnerSpots({ partnerId }: SlotProps<'partnerImpactSpots'>) {
  const { t } = useAdoptionsTexts();
  const q = useQuery({ ...endpointQuery(partnerSpots, { params: { partnerId } }), staleTime: 60_000 });
  const list = q.data?.adoptions ?? [];
  return (
    <Box component="section" aria-labelledby="partner-spots-heading" sx={{ mt: 3 }}>
      <Typography variant="h5" component="h2" id="partner-spots-heading" sx={{ mb: 1 }}>
        {t('partner.heading')}
      </Typography>
      <QueryState
        query={q}
        loading={t('partner.loading')}
        retry={t('partner.retry')}
        failed={(e) => t('partner.failed', { message: errorMessage(e, e.message) })}
        empty={t('partner.empty')}
        isEmpty={(d) => d.adoptions.length === 0}
      />
      {list.length > 0 && (
        <List aria-labelledby="partner-spots-heading">
          {list.map((s) => (
            <ListItem key={s.id} data-testid="partner-spot" divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={s.path ? `${t('list.street', { km: (s.lengthM ?? 0) / 1000 })} · ${s.latitude.toFixed(5)}, ${s.longitude.toFixed(5)}` : `${s.latitude.toFixed(5)}, ${s.longitude.toFixed(5)}`}
                secondary={`${t('partner.visits', { count: s.visits })} · ${t('partner.missed', { count: s.missedTotal })} · ${s.lastVisitAt ? t('list.lastVisit', { at: new Date(s.lastVisitAt) }) : t('list.noVisit')}`}
              />
              <Chip size="small" color={s.onTime ? 'success' : 'warning'} label={s.onTime ? t('list.onTime') : t('list.missed')} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
