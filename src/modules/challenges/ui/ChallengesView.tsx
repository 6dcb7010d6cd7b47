import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { QueryState, type QueryLike } from '../../../ui/QueryState';
import type { ChallengeDto, ChallengesResponse } from '../contract';
import type { CreateChallengeBody } from '../schemas';
import { ChallengeFacts } from './ChallengeFacts';
import { ChallengeProgress } from './ChallengeProgress';
import { CreateChallengeForm } from './CreateChallengeForm';
import { useChallengesTexts } from './texts';

function ChallengeCard({ challenge: c }: { challenge: ChallengeDto }) {
  const { t } = useChallengesTexts();
  return (
    <Card component="li" variant="outlined" aria-labelledby={`challenge-${c.id}-title`} sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={`challenge-${c.id}-title`}>
          <Link component={RouterLink} to={`/challenges/${c.id}`} underline="hover" aria-label={t('list.details', { title: c.title })}>
            {c.title}
          </Link>
        </Typography>
        {c.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {c.description}
          </Typography>
        )}
        <ChallengeProgress challenge={c} />
        <Box sx={{ mt: 1 }}>
          <ChallengeFacts challenge={c} />
        </Box>
      </CardContent>
    </Card>
  );
}

export interface ChallengesViewProps {
  query: QueryLike<ChallengesResponse>;
  onCreate: (body: CreateChallengeBody) => Promise<unknown>;
}

/** /challenges: the list with progress bars; 'New challenge' for those who may create one. */
export function ChallengesView({ query, onCreate }: ChallengesViewProps) {
  const { t } = useChallengesTexts();
  const [creating, setCreating] = useState(false);
  const rights = query.data?.canCreate;
  const mayCreate = !!rights && (rights.everyone || rights.teams.length > 0);
  return (
    <Box sx={{ p: 2, maxWidth: 800, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="h5" component="h1">
          {t('list.title')}
        </Typography>
        {mayCreate && !creating && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ minHeight: 44 }}>
            {t('list.create')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('list.intro')}
      </Typography>
      {mayCreate && creating && (
        <CreateChallengeForm
          rights={rights}
          onCancel={() => setCreating(false)}
          onCreate={async (body) => {
            await onCreate(body);
            setCreating(false);
          }}
        />
      )}
      <QueryState
        query={query}
        loading={t('list.loading')}
        retry={t('list.retry')}
        failed={(e) => t('list.failed', { reason: e.message })}
        empty={t('list.empty')}
        isEmpty={(d) => d.challenges.length === 0}
      />
      {query.data && query.data.challenges.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {query.data.challenges.map((c) => (
            <ChallengeCard key={c.id} challenge={c} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
