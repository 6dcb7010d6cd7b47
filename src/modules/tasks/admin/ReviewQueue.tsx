import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DecisionCard } from '../../../client/admin/DecisionCard';
import { errorMessage } from '../../../client/api';
import { rejectBodySchema } from '../../admin/schemas';
import type { ReviewItemDto } from '../contract';
import { useReviewDecision, useReviewQueue } from '../ui/api/use-review-queue';

function ReviewCard({ item }: { item: ReviewItemDto }) {
  const { t } = useTranslation('tasks');
  const location = item.task.report.location ?? item.task.report.description;
  const decision = useReviewDecision(item.task.id, (res, verdict) =>
    verdict === 'approve' ? t('admin.approved', { location, reward: res.reward }) : t('admin.rejected', { location }),
  );
  const who = item.assignee?.username ?? item.assignee?.firstName ?? item.assignee?.id ?? '?';
  return (
    <DecisionCard
      decision={decision}
      label={t('admin.reviewItem', { location })}
      locked={item.ownWork && t('admin.ownWork')}
      reason={{ label: t('admin.reason'), valid: (reason) => rejectBodySchema.isValidSync({ reason }) }}
      actions={[
        { verb: 'approve', label: t('admin.approve'), color: 'success', variant: 'contained' },
        { verb: 'reject', label: t('admin.reject'), color: 'error', variant: 'outlined', needsReason: true },
      ]}
      failed={(e) => errorMessage(e, t('admin.failed'))}
      busyLabel={t('admin.working')}
    >
      <Typography variant="h6" component="h2">{location}</Typography>
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
    </DecisionCard>
  );
}

/**
 * Admin plugin page: completions held for review (needs_review), approve or reject with a reason.
 * The viewer's own completions are shown but not decidable: another moderator decides (the server refuses too).
 */
export default function ReviewQueue() {
  const { t } = useTranslation('tasks');
  const q = useReviewQueue();
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
