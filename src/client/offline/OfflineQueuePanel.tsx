import { Suspense, useEffect, useId, useMemo, useState } from 'react';
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
import './slots';
import { ensureOfflineTexts, OFFLINE_NS } from './texts';
import type { QueuedItem } from './types';
import { queueActions, useOfflineItems, useOfflineSender, type OfflineItemsFilter } from './use-offline-queue';

export interface OfflineQueuePanelProps {
  filter?: OfflineItemsFilter;
  /** Level of the 'Waiting for connection (n)' heading. */
  headingLevel?: 'h2' | 'h3';
  /** Say 'Nothing is waiting' instead of rendering nothing when the list is empty (the shell's dialog). */
  showEmpty?: boolean;
}

/**
 * 'Waiting for connection (n)': the person's items kept on this device, each with its photo, what
 * happens to it, 'Retry now' and 'Discard' (asked first); a report the server asked 'Is this the same
 * spot?' about opens the question (the offlineAnswer slot). Renders nothing while nothing waits.
 * Runs the page's sender while shown.
 */
export default function OfflineQueuePanel({ filter, headingLevel = 'h2', showEmpty = false }: OfflineQueuePanelProps) {
  const { i18n } = useTranslation();
  ensureOfflineTexts(i18n);
  const { t } = useTranslation(OFFLINE_NS);
  useOfflineSender();
  const { items, error } = useOfflineItems(filter);
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
          <QueuedRow key={item.id} item={item} onDiscard={() => setDiscarding(item)} />
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

function useItemPhotoUrl(item: QueuedItem): string | null {
  const photo = item.photo;
  const url = useMemo(() => {
    if (!photo || typeof URL.createObjectURL !== 'function') return null;
    return URL.createObjectURL(new Blob([photo.bytes], { type: photo.type }));
  }, [photo]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function QueuedRow({ item, onDiscard }: { item: QueuedItem; onDiscard: () => void }) {
  const { t, i18n } = useTranslation(OFFLINE_NS);
  const photoUrl = useItemPhotoUrl(item);
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
          ? t('state.sending')
          : t('state.waiting');

  return (
    <Box component="li" data-testid="offline-item" data-state={item.state}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: 64, height: 64, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
          {photoUrl && <Box component="img" src={photoUrl} alt={t('photoAlt', { kind })} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {kind}
          </Typography>
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
            {item.state === 'needs-answer' && Answer && (
              <Button size="small" variant="contained" onClick={() => setAnswering(true)} sx={{ minHeight: 44 }}>
                {t('answer')}
              </Button>
            )}
            {(item.state === 'waiting' || item.state === 'failed') && (
              <Button size="small" onClick={() => void queueActions.retry(item.id)} aria-label={t('retryLabel', { kind })} sx={{ minHeight: 44 }}>
                {t('retry')}
              </Button>
            )}
            <Button size="small" color="error" onClick={onDiscard} disabled={item.state === 'sending'} aria-label={t('discardLabel', { kind })} sx={{ minHeight: 44 }}>
              {t('discard')}
            </Button>
          </Stack>
        </Box>
      </Stack>
      {Answer && answering && (
        <Suspense fallback={null}>
          <Answer
            item={item}
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
