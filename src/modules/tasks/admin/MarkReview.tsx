import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSheetTexts } from '../ui/sheet-texts';
import { DecisionCard } from '../../../client/admin/DecisionCard';
import { errorMessage } from '../../../client/api';
import type { MarkReviewItemDto } from '../marks';
import { useMarkDecision, useMarkReviewQueue } from '../ui/api/use-task-marks';

function MarkCard({ item }: { item: MarkReviewItemDto }) {
  useSheetTexts();
  const { t, i18n } = useTranslation('tasks');
  const r = item.task.report;
  const location = r.location ?? r.description;
  const decision = useMarkDecision(item.task.id, (_res, verdict) => (verdict === 'close' ? t('marksAdmin.closed', { location }) : t('marksAdmin.dismissed', { location })));
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <DecisionCard
      decision={decision}
      label={t('marksAdmin.item', { location })}
      media={r.imageUrl ? <img src={r.imageUrl} alt={t('marksAdmin.photo')} style={{ maxWidth: '100%' }} /> : undefined}
      actions={[
        {
          verb: 'close',
          label: t('marksAdmin.close'),
          color: 'success',
          variant: 'contained',
          disabled: item.held,
          confirm: { title: t('marksAdmin.closeTitle'), body: t('marksAdmin.closeBody'), confirmLabel: t('marksAdmin.close'), cancelLabel: t('marksAdmin.keep') },
        },
        { verb: 'dismiss', label: t('marksAdmin.dismiss'), color: 'warning', variant: 'outlined' },
      ]}
      failed={(e) => errorMessage(e, t('marksAdmin.failed'))}
      busyLabel={t('marksAdmin.working')}
    >
      <Typography variant="h6" component="h2">
        {location}
      </Typography>
      <Typography variant="body2">{t('marksAdmin.people', { count: item.cleaned.people, first: when(item.cleaned.firstAt), last: when(item.cleaned.lastAt) })}</Typography>
      {item.marks.counts.still_there > 0 && <Typography variant="body2">{t('marksAdmin.stillThere', { count: item.marks.counts.still_there })}</Typography>}
      {item.held && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t('marksAdmin.held')}
        </Alert>
      )}
    </DecisionCard>
  );
}

/**
 * Admin plugin page (issue 23): tasks people marked 'already cleaned'. The moderator closes the task
 * as cleaned (nobody is paid a reward; asks first) or dismisses the marks (the task stays open).
 */
export default function MarkReview() {
  useSheetTexts();
  const { t } = useTranslation('tasks');
  const q = useMarkReviewQueue();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('marksAdmin.title')}
      </Typography>
      {q.isPending && <CircularProgress aria-label={t('marksAdmin.loading')} />}
      {q.isError && <Alert severity="error">{errorMessage(q.error, t('marksAdmin.failed'))}</Alert>}
      {q.data && q.data.items.length === 0 && <Typography>{t('marksAdmin.empty')}</Typography>}
      {q.data?.items.map((item) => <MarkCard key={item.task.id} item={item} />)}
    </Stack>
  );
}
