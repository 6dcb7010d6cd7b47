import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiRequest, errorMessage } from '../../../client/api';
import { toast } from '../../../client/shell/toast-store';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState';
import type { ModerationDecisionResponse, ModerationItemDto, ModerationQueue, ModerationQueueResponse, PhotoFlagReason } from '../contract';
import { moderationReasonSchema } from '../schemas';
import de from './texts.de.json';
import en from './texts.en.json';

/** The page's texts come with its lazy chunk, not with the app bundle (the menu label stays in 'photos'). */
const NS = 'photosAdmin';
function ensureTexts(i18n: I18n) {
  if (!i18n.hasResourceBundle('en', NS)) i18n.addResourceBundle('en', NS, en);
  if (!i18n.hasResourceBundle('de', NS)) i18n.addResourceBundle('de', NS, de);
}

export const moderationQueueKey = (queue: ModerationQueue) => [`/api/admin/photos?queue=${queue}`] as const;
type Verb = 'hide' | 'restore' | 'delete';

function reasonValid(reason: string): boolean {
  return moderationReasonSchema.isValidSync({ reason });
}

function ModerationCard({ item }: { item: ModerationItemDto }) {
  const { t, i18n } = useTranslation(NS);
  const qc = useQueryClient();
  const ids = { reason: useId(), help: useId(), title: useId() };
  const [reason, setReason] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const decide = useMutation({
    mutationFn: async (verb: Verb) =>
      (await (await apiRequest('POST', `/api/admin/photos/${item.id}/${verb}`, verb === 'restore' ? (reason.trim() ? { reason: reason.trim() } : {}) : { reason: reason.trim() })).json()) as ModerationDecisionResponse,
    onSuccess: (res, verb) => {
      setConfirmDelete(false);
      const done = { hide: 'hidden', restore: 'restored', delete: 'deleted' } as const;
      toast({ title: res.changed ? t(`admin.done.${done[verb]}`) : t('admin.done.unchanged') });
    },
    onError: () => setConfirmDelete(false),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: moderationQueueKey('pending') });
      void qc.invalidateQueries({ queryKey: moderationQueueKey('hidden') });
      void qc.invalidateQueries({ queryKey: ['/api/admin/overview'] });
    },
  });
  const date = new Date(item.createdAt).toLocaleString(i18n.language);
  const canJudge = reasonValid(reason);
  const status = item.hidden
    ? t('admin.hiddenBecause', { reason: item.moderationReason ?? '' })
    : item.heldBy === 'screening'
      ? t('admin.heldByScreening')
      : item.heldBy === 'flags'
        ? t('admin.heldByFlags')
        : t('admin.flaggedVisible');
  const reasons = Object.entries(item.flags.reasons) as [PhotoFlagReason, number][];
  const place = (u: ModerationItemDto['uses'][number]) => u.location || u.description;

  return (
    <Card component="article" aria-labelledby={ids.title}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: '1 1 60%', minWidth: 0 }}>
            <Box
              component="img"
              src={item.imageUrl}
              alt={t('admin.photoAlt', { date })}
              sx={{ width: '100%', maxHeight: 520, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1, display: 'block' }}
            />
          </Box>
          <Stack spacing={1} sx={{ flex: '1 1 40%', minWidth: 0 }}>
            <Typography id={ids.title} variant="h6" component="h2">
              {t(`admin.purpose.${item.purpose}`)} · {date}
            </Typography>
            <Chip label={status} color={item.hidden ? 'default' : item.heldBy ? 'warning' : 'info'} sx={{ alignSelf: 'flex-start', maxWidth: '100%' }} />
            <Typography variant="body2">
              {item.screening.status === 'held' && item.screening.score === null
                ? t('admin.scoreUnknown')
                : t('admin.score', { score: item.screening.score === null ? '–' : item.screening.score.toFixed(2) })}
            </Typography>
            <Typography variant="body2">{item.owner ? t('admin.owner', { name: item.owner.username ?? item.owner.id }) : t('admin.ownerUnknown')}</Typography>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {item.flags.count > 0 ? t('admin.flags', { count: item.flags.count }) : t('admin.noFlags')}
              </Typography>
              {reasons.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {reasons.map(([r, n]) => (
                    <li key={r}>
                      <Typography variant="body2">
                        {t(`flagReason.${r}`)}: {n}
                      </Typography>
                    </li>
                  ))}
                </Box>
              )}
              {item.flags.details.length > 0 && (
                <>
                  <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                    {t('admin.flagDetails')}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 3 }}>
                    {item.flags.details.map((d, i) => (
                      <li key={i}>
                        <Typography variant="body2">“{d}”</Typography>
                      </li>
                    ))}
                  </Box>
                </>
              )}
            </Box>
            {item.uses.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="h3">
                  {t('admin.usedIn')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {item.uses.map((u) => (
                    <li key={`${u.kind}-${u.taskId}`}>
                      <Typography variant="body2">{u.kind === 'report' ? t('admin.useReport', { place: place(u) }) : t('admin.useCompletion', { place: place(u) })}</Typography>
                    </li>
                  ))}
                </Box>
              </Box>
            )}
            <TextField
              id={ids.reason}
              label={t('admin.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              size="small"
              fullWidth
              multiline
              maxRows={4}
              slotProps={{ htmlInput: { maxLength: 500, 'aria-describedby': ids.help } }}
            />
            <Typography id={ids.help} variant="caption" color="text.secondary">
              {t('admin.reasonHelp')}
            </Typography>
            {decide.isError && (
              <Alert severity="error" role="alert">
                {t('admin.actionFailed', { message: errorMessage(decide.error, decide.error.message) })}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {!item.hidden && (
                <Button variant="contained" color="warning" disabled={decide.isPending || !canJudge} onClick={() => decide.mutate('hide')} sx={{ minHeight: 44 }}>
                  {t('admin.hide')}
                </Button>
              )}
              <Button variant="contained" color="success" disabled={decide.isPending} onClick={() => decide.mutate('restore')} sx={{ minHeight: 44 }}>
                {t('admin.restore')}
              </Button>
              <Button variant="outlined" color="error" disabled={decide.isPending || !canJudge} onClick={() => setConfirmDelete(true)} sx={{ minHeight: 44 }}>
                {t('admin.delete')}
              </Button>
              {decide.isPending && <CircularProgress size={24} aria-label={t('admin.working')} />}
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirmDelete}
        title={t('admin.confirmDeleteTitle')}
        body={t('admin.confirmDelete')}
        confirmLabel={t('admin.confirmDeleteAction')}
        busyLabel={t('admin.working')}
        cancelLabel={t('admin.cancel')}
        destructive
        busy={decide.isPending}
        onConfirm={() => decide.mutate('delete')}
        onCancel={() => setConfirmDelete(false)}
      />
    </Card>
  );
}

/** Admin plugin page (/admin/photos/moderation): photos held by screening or reported by users. */
export default function PhotoModeration() {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  const { t } = useTranslation(NS);
  const [queue, setQueue] = useState<ModerationQueue>('pending');
  const q = useQuery<ModerationQueueResponse>({ queryKey: moderationQueueKey(queue), refetchInterval: 30_000 });
  const tabIds = { pending: useId(), hidden: useId(), panel: useId() };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('admin.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('admin.intro')}
      </Typography>
      <Tabs value={queue} onChange={(_, v: ModerationQueue) => setQueue(v)} aria-label={t('admin.title')}>
        {(['pending', 'hidden'] as const).map((k) => (
          <Tab key={k} value={k} id={tabIds[k]} aria-controls={tabIds.panel} label={t(`admin.tabs.${k}`)} />
        ))}
      </Tabs>
      <Stack spacing={2} role="tabpanel" id={tabIds.panel} aria-labelledby={tabIds[queue]}>
        <QueryState
          query={q}
          loading={t('admin.loading')}
          retry={t('admin.retry')}
          failed={(e) => t('admin.loadFailed', { message: errorMessage(e, e.message) })}
          empty={queue === 'pending' ? t('admin.emptyPending') : t('admin.emptyHidden')}
          isEmpty={(d) => d.items.length === 0}
        />
        {q.data?.items.map((item) => <ModerationCard key={item.id} item={item} />)}
      </Stack>
    </Stack>
  );
}
