import { Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslation } from 'react-i18next';
import { announce } from '../accessibility/announcer';
import { useModuleSlot } from '../module-slots';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { isStale } from './queue';
import { offlineQueue } from './runtime';
import './slots';
import { ensureOfflineTexts, OFFLINE_NS } from './texts';
import type { QueuedItem } from './types';
import { queueActions, useOfflineItems, useOfflineSender, type OfflineItemsFilter } from './use-offline-queue';
import { useQueuedPhotoUrl } from './use-queued-photo';

export interface OfflineQueuePanelProps {
  filter?: OfflineItemsFilter;
  /** Level of the 'Waiting for connection (n)' heading. */
  headingLevel?: 'h2' | 'h3';
  /** Say 'Nothing is waiting' instead of rendering nothing when the list is empty (the shell's dialog). */
  showEmpty?: boolean;
}

/**
 * 'Waiting for connection (n)': the items kept on this device, each with its photo, what happens to
 * it, 'Retry now' and 'Discard' (asked first); a report the server asked 'Is this the same spot?'
 * about opens the question (the offlineAnswer slot). An item an earlier session made (a guest whose
 * session ended, someone who signed out) is listed as such with 'Send as me' and 'Discard' (issue 35:
 * before, it was hidden and deleted after 30 days). Renders nothing while nothing waits. Runs the
 * page's sender while shown.
 */
export default function OfflineQueuePanel({ filter, headingLevel = 'h2', showEmpty = false }: OfflineQueuePanelProps) {
  const { i18n } = useTranslation();
  ensureOfflineTexts(i18n);
  const { t } = useTranslation(OFFLINE_NS);
  useOfflineSender();
  const { items, owner, error } = useOfflineItems(filter);
  const headingId = useId();
  const [discarding, setDiscarding] = useState<QueuedItem | null>(null);
  const [busy, setBusy] = useState(false);

  if (error) return <Alert severity="warning">{t('loadError')}</Alert>;
  if (!items) return null;
  if (items.length === 0) return showEmpty ? <Typography color="text.secondary">{t('empty')}</Typography> : null;

  async function discard() {
    if (!discarding) return;
    setBusy(true);
    try {
      await queueActions.discard(discarding.id);
      announce(t('discarded'));
    } finally {
      setBusy(false);
      setDiscarding(null);
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="offline-queue" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CloudOffIcon aria-hidden color="action" />
        <Typography id={headingId} variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600 }}>
          {t('waiting', { count: items.length })}
        </Typography>
      </Stack>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {items.map((item) => (
          <QueuedRow key={item.id} item={item} owner={owner} onDiscard={() => setDiscarding(item)} />
        ))}
      </Stack>
      <ConfirmDialog
        open={discarding !== null}
        title={t('discardTitle')}
        body={t('discardBody')}
        confirmLabel={t('discard')}
        cancelLabel={t('cancel')}
        destructive
        busy={busy}
        onConfirm={() => void discard()}
        onCancel={() => setDiscarding(null)}
      />
    </Box>
  );
}

function QueuedRow({ item, owner, onDiscard }: { item: QueuedItem; owner: string | null; onDiscard: () => void }) {
  const { t, i18n } = useTranslation(OFFLINE_NS);
  const photoUrl = useQueuedPhotoUrl(item);
  const earlier = item.ownerId !== owner;
  // A send a closed or killed tab left: it may be retried or discarded like a waiting one.
  const sendingNow = item.state === 'sending' && !isStale(item, Date.now());
  const Answer = useModuleSlot('offlineAnswer');
  const [answering, setAnswering] = useState(false);
  const kind = t(`kind.${item.kind}`);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(item.createdAt);
  const status =
    item.state === 'failed'
      ? t('state.failed', { error: item.lastError ?? '' })
      : item.state === 'needs-answer'
        ? t('state.needsAnswer')
        : item.state === 'sending'
          ? sendingNow
            ? t('state.sending')
            : t('state.abandoned')
          : t('state.waiting');

  return (
    <Box component="li" data-testid="offline-item" data-state={item.state} data-earlier={earlier ? 'true' : undefined}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: 64, height: 64, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
          {photoUrl && <Box component="img" src={photoUrl} alt={t('photoAlt', { kind })} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {kind}
          </Typography>
          {earlier && (
            <Typography variant="body2" color="warning.main">
              {t('earlier')}
            </Typography>
          )}
          {earlier && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('earlierHint')}
            </Typography>
          )}
          <Typography variant="body2" color={item.state === 'failed' ? 'error' : 'text.secondary'}>
            {status}
          </Typography>
          {item.state === 'waiting' && item.lastError && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('lastError', { error: item.lastError })}
            </Typography>
          )}
          {item.state === 'needs-answer' && !Answer && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('needsAnswerHint')}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {t('madeAt', { time })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            {earlier && owner && !sendingNow && (
              <Button size="small" variant="contained" onClick={() => void queueActions.sendAsMe(item.id, owner)} aria-label={t('sendAsMeLabel', { kind })} sx={{ minHeight: 44 }}>
                {t('sendAsMe')}
              </Button>
            )}
            {!earlier && item.state === 'needs-answer' && Answer && (
              <Button size="small" variant="contained" onClick={() => setAnswering(true)} sx={{ minHeight: 44 }}>
                {t('answer')}
              </Button>
            )}
            {!earlier && (item.state === 'waiting' || item.state === 'failed' || (item.state === 'sending' && !sendingNow)) && (
              <Button size="small" onClick={() => void queueActions.retry(item.id)} aria-label={t('retryLabel', { kind })} sx={{ minHeight: 44 }}>
                {t('retry')}
              </Button>
            )}
            <Button size="small" color="error" onClick={onDiscard} disabled={sendingNow} aria-label={t('discardLabel', { kind })} sx={{ minHeight: 44 }}>
              {t('discard')}
            </Button>
          </Stack>
        </Box>
      </Stack>
      {Answer && answering && (
        <Suspense fallback={null}>
          <Answer
            item={item}
            loadPhoto={() => offlineQueue().photo(item.id)}
            open={answering}
            onResend={async (fields) => {
              await queueActions.resendWith(item.id, fields);
              setAnswering(false);
            }}
            onResolved={async () => {
              await queueActions.discard(item.id);
              setAnswering(false);
            }}
            onClose={() => setAnswering(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
