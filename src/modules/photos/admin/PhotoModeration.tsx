import { addLazyTexts } from '../../../client/lazy-texts';
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DecisionCard, type DecisionAction } from '../../../client/admin/DecisionCard';
import { errorMessage } from '../../../client/api';
import { QueryState } from '../../../ui/QueryState';
import type { ModerationItemDto, ModerationQueue, PhotoFlagReason } from '../contract';
import { moderationReasonSchema } from '../schemas';
import { useModerationQueue, usePhotoDecision, type PhotoVerb } from '../ui/api/use-moderation-queue';
import ar from './texts.ar.json';
import de from './texts.de.json';
import fr from './texts.fr.json';
import es from './texts.es.json';
import it from './texts.it.json';
import en from './texts.en.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';

/** The texts in every offered language (addLazyTexts is typed by the language list). */
const TEXTS = { en, de, fr, es, it, nl, pl, ar };

/** The page's texts come with its lazy chunk, not with the app bundle (the menu label stays in 'photos'). */
const NS = 'photosAdmin';
function ensureTexts(i18n: I18n) {
  addLazyTexts(i18n, NS, TEXTS);
}


function reasonValid(reason: string): boolean {
  return moderationReasonSchema.isValidSync({ reason });
}

const DONE = { hide: 'hidden', restore: 'restored', delete: 'deleted' } as const;

function ModerationCard({ item }: { item: ModerationItemDto }) {
  const { t, i18n } = useTranslation(NS);
  const titleId = useId();
  const decision = usePhotoDecision(item.id, (res, verb) => (res.changed ? t(`admin.done.${DONE[verb]}`) : t('admin.done.unchanged')));
  const date = new Date(item.createdAt).toLocaleString(i18n.language);
  const status = item.hidden
    ? t('admin.hiddenBecause', { reason: item.moderationReason ?? '' })
    : item.heldBy === 'screening'
      ? t('admin.heldByScreening')
      : item.heldBy === 'flags'
        ? t('admin.heldByFlags')
        : t('admin.flaggedVisible');
  const reasons = Object.entries(item.flags.reasons) as [PhotoFlagReason, number][];
  const place = (u: ModerationItemDto['uses'][number]) => u.location || u.description;
  const actions: DecisionAction<PhotoVerb>[] = [
    { verb: 'hide', label: t('admin.hide'), color: 'warning', variant: 'contained', needsReason: true },
    { verb: 'restore', label: t('admin.restore'), color: 'success', variant: 'contained' },
    {
      verb: 'delete',
      label: t('admin.delete'),
      color: 'error',
      variant: 'outlined',
      needsReason: true,
      confirm: { title: t('admin.confirmDeleteTitle'), body: t('admin.confirmDelete'), confirmLabel: t('admin.confirmDeleteAction'), cancelLabel: t('admin.cancel'), destructive: true },
    },
  ];

  return (
    <DecisionCard
      decision={decision}
      labelledBy={titleId}
      media={
        <Box
          component="img"
          src={item.imageUrl}
          alt={t('admin.photoAlt', { date })}
          sx={{ width: '100%', maxHeight: 520, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1, display: 'block' }}
        />
      }
      reason={{ label: t('admin.reason'), valid: reasonValid, help: t('admin.reasonHelp') }}
      actions={actions.filter((a) => !(item.hidden && a.verb === 'hide'))}
      failed={(e) => t('admin.actionFailed', { message: errorMessage(e, e.message) })}
      busyLabel={t('admin.working')}
    >
      <Typography id={titleId} variant="h6" component="h2">
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
    </DecisionCard>
  );
}

/** Admin plugin page (/admin/photos/moderation): photos held by screening or reported by users. */
export default function PhotoModeration() {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  const { t } = useTranslation(NS);
  const [queue, setQueue] = useState<ModerationQueue>('pending');
  const q = useModerationQueue(queue);
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
