import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../../client/api';
import { QueryState, type QueryLike } from '../../../ui/QueryState';
import type { ChallengeDetailDto } from '../contract';
import { ChallengeFacts } from './ChallengeFacts';
import { ChallengeProgress } from './ChallengeProgress';
import { formatNumber } from './format';
import { useChallengesTexts } from './texts';

/** /challenges/:id: the challenge, its progress and its top contributors. */
export function ChallengeDetailView({ query }: { query: QueryLike<ChallengeDetailDto> }) {
  const { t, i18n } = useChallengesTexts();
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const c = query.data;
  return (
    <Box sx={{ p: 2, maxWidth: 800, mx: 'auto' }}>
      <Button component={RouterLink} to="/challenges" startIcon={<ArrowBackIcon />} sx={{ mb: 1, minHeight: 44 }}>
        {t('detail.back')}
      </Button>
      {notFound ? (
        <Alert severity="info">{t('detail.notFound')}</Alert>
      ) : (
        <QueryState query={query} loading={t('detail.loading')} retry={t('list.retry')} failed={(e) => t('detail.failed', { reason: e.message })} />
      )}
      {c && (
        <>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {c.title}
          </Typography>
          {c.description && <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{c.description}</Typography>}
          <ChallengeProgress challenge={c} />
          <Box sx={{ my: 2 }}>
            <ChallengeFacts challenge={c} />
          </Box>
          <Box component="section" aria-labelledby="challenge-contributors">
            <Typography variant="h6" component="h2" id="challenge-contributors">
              {t('detail.contributors')}
            </Typography>
            {c.contributors.length === 0 ? (
              <Typography role="status">{t('detail.noContributors')}</Typography>
            ) : (
              <>
                <List component="ol" dense>
                  {c.contributors.map((p, i) => (
                    <ListItem key={p.userId ?? `anonymous-${i}`}>
                      <ListItemText primary={`${i + 1}. ${p.displayName ?? t('detail.anonymous')}`} secondary={t(`amount.${c.metric}`, { count: p.amount, formatted: formatNumber(p.amount, i18n.language) })} />
                    </ListItem>
                  ))}
                </List>
                <Typography variant="body2" color="text.secondary">
                  {t('detail.contributorCount', { count: c.contributorCount })}
                </Typography>
              </>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
