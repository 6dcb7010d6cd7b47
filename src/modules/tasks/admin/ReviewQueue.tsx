import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, errorMessage } from '../../../client/api';
import type { ReviewItemDto, ReviewQueueResponse } from '../contract';

export const REVIEW_QUEUE_KEY = ['/api/admin/tasks/review'] as const;

function ReviewCard({ item }: { item: ReviewItemDto }) {
  const { t } = useTranslation('tasks');
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: async (verdict: 'approve' | 'reject') =>
      (await apiRequest('POST', `/api/admin/tasks/review/${item.task.id}/${verdict}`, verdict === 'reject' ? { reason } : undefined)).json(),
    onSettled: () => qc.invalidateQueries({ queryKey: REVIEW_QUEUE_KEY }),
  });
  const who = item.assignee?.username ?? item.assignee?.firstName ?? item.assignee?.id ?? '?';
  return (
    <Card component="article" aria-label={t('admin.reviewItem', { location: item.task.report.location ?? item.task.report.description })}>
      <CardContent>
        <Typography variant="h6" component="h2">{item.task.report.location ?? item.task.report.description}</Typography>
        <Typography variant="body2" color="text.secondary">{t('admin.by', { name: who, reward: item.task.reward })}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle2">{t('admin.before')}</Typography>
            {item.task.report.imageUrl ? <img src={item.task.report.imageUrl} alt={t('admin.before')} style={{ maxWidth: '100%' }} /> : <Typography>{t('admin.noPhoto')}</Typography>}
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle2">{t('admin.after')}</Typography>
            {item.completion?.afterPhotoUrl ? <img src={item.completion.afterPhotoUrl} alt={t('admin.after')} style={{ maxWidth: '100%' }} /> : <Typography>{t('admin.noPhoto')}</Typography>}
          </Box>
        </Stack>
        {item.completion && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('admin.verifierSaid', { verifier: item.completion.verifier })} {item.completion.analysis.feedback ?? ''}
          </Typography>
        )}
        {item.ownWork && <Alert severity="info" sx={{ mb: 1 }}>{t('admin.ownWork')}</Alert>}
        <TextField label={t('admin.reason')} value={reason} onChange={(e) => setReason(e.target.value)} size="small" fullWidth disabled={item.ownWork} sx={{ mb: 1 }} />
        {decide.isError && <Alert severity="error" sx={{ mb: 1 }}>{errorMessage(decide.error, t('admin.failed'))}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" color="success" disabled={item.ownWork || decide.isPending} onClick={() => decide.mutate('approve')}>{t('admin.approve')}</Button>
          <Button variant="outlined" color="error" disabled={item.ownWork || decide.isPending || reason.trim().length < 3} onClick={() => decide.mutate('reject')}>{t('admin.reject')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * Admin plugin page: completions held for review (needs_review), approve or reject with a reason.
 * The viewer's own completions are shown but not decidable: another moderator decides (the server refuses too).
 */
export default function ReviewQueue() {
  const { t } = useTranslation('tasks');
  const q = useQuery<ReviewQueueResponse>({ queryKey: REVIEW_QUEUE_KEY, refetchInterval: 30_000 });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('admin.review')}</Typography>
      {q.isPending && <CircularProgress aria-label={t('admin.loading')} />}
      {q.isError && <Alert severity="error">{errorMessage(q.error, t('admin.failed'))}</Alert>}
      {q.data && q.data.items.length === 0 && <Typography>{t('admin.empty')}</Typography>}
      {q.data?.items.map((item) => <ReviewCard key={item.task.id} item={item} />)}
    </Stack>
  );
}
