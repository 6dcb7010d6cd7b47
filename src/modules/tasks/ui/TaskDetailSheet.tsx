import { lazy, Suspense, useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useModuleSlot } from '../../../client/module-slots';
import { photoIdFromUrl } from '../../photos/contract';
import type { TaskDto } from '../contract';
import { useMyTasks } from './api/use-my-tasks';
import { useIsOwnPhoto } from './api/use-reported-tasks';
import { AiAnalysis } from './AiAnalysis';
import { PositionNotice } from './PositionNotice';
import { PriorityChip } from './PriorityChip';
import { NotForVolunteersChip } from './NotForVolunteersChip';
import { SheetActions } from './SheetActions';
import { SheetNotices } from './SheetNotices';
import { TaskFacts } from './TaskFacts';
import { TaskSpot } from './TaskSpot';
import { TaskMarks } from './TaskMarks';
import { TaskImage } from './TaskImage';
import { useSheetActions } from './use-sheet-actions';

// The two dialogs (forms, yup, file picking) load when first opened, not with the map's first paint.
const CompleteTaskDialog = lazy(() => import('./CompleteTaskDialog').then((m) => ({ default: m.CompleteTaskDialog })));
const ReportPhotoDialog = lazy(() => import('./ReportPhotoDialog').then((m) => ({ default: m.ReportPhotoDialog })));

export interface TaskDetailSheetProps {
  /** The task to show; null closes the sheet. */
  task: TaskDto | null;
  onClose: () => void;
}

type Confirm = 'complete' | 'release' | null;

/**
 * The task detail bottom sheet: photo, priority, minutes, location, reward, AI analysis. Accept for an
 * available task ('Not Available' otherwise); for the user's own accepted task: complete with a photo,
 * mark completed, or delete (give back), each with a confirmation or a dialog.
 */
export function TaskDetailSheet({ task, onClose }: TaskDetailSheetProps) {
  // Keep the last task while the sheet plays its closing transition.
  const { t } = useTranslation('tasks');
  const [shown, setShown] = useState<TaskDto | null>(task);
  if (task && task !== shown) setShown(task);
  return (
    <Drawer
      anchor="bottom"
      open={task !== null}
      onClose={onClose}
      slotProps={{
        // The modal drawer's paper is a dialog: it needs a name (axe: aria-dialog-name).
        paper: { 'aria-label': t('sheet.label'), sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '92dvh', maxWidth: 720, mx: 'auto' } },
        transition: { onExited: () => setShown(null) },
      }}
    >
      {shown && <SheetBody key={shown.id} task={shown} onClose={onClose} />}
    </Drawer>
  );
}

function SheetBody({ task: given, onClose }: { task: TaskDto; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const LitterTags = useModuleSlot('taskSheetTags');
  const titleId = useId();
  const mine = useMyTasks();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [completing, setCompleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  // Mounted from the first opening on, so the dialogs keep their closing transitions afterwards.
  const [completeLoaded, setCompleteLoaded] = useState(false);
  const [reportLoaded, setReportLoaded] = useState(false);
  if (completing && !completeLoaded) setCompleteLoaded(true);
  if (reporting && !reportLoaded) setReportLoaded(true);

  const own = mine.data?.find((x) => x.id === given.id) ?? null;
  const task = own ?? given;
  const actions = useSheetActions(task, { settled: () => setConfirm(null), onReleased: onClose });
  const r = task.report;
  const photoId = photoIdFromUrl(r.imageUrl ?? r.thumbnailUrl);
  // Not offered on one's own photo (the server refuses it), nor while that is still unknown.
  const ownPhoto = useIsOwnPhoto(photoId);
  const canReportPhoto = photoId !== null && ownPhoto === false;
  const type = t(`wasteType.${r.wasteType}`);
  const title = t('card.title', { type });
  const isMineActive = own !== null && own.status === 'assigned';
  const isMineDone = own !== null && own.status === 'completed';

  // A confirmation about a task that is no longer active (completed elsewhere, polled) is moot.
  useEffect(() => {
    if (own && own.status !== 'assigned') setConfirm(null);
  }, [own]);

  return (
    <Box role="region" aria-labelledby={titleId} sx={{ px: 2, pt: 1, pb: 'calc(16px + env(safe-area-inset-bottom))', overflowY: 'auto' }}>
      <Box aria-hidden sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'grey.400', mx: 'auto', mb: 1 }} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} component="h2" variant="h2">
          {title}
        </Typography>
        <IconButton aria-label={t('sheet.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>

      <Box sx={{ mt: 1.5, height: 200 }}>
        <TaskImage
          src={r.imageUrl ?? r.thumbnailUrl}
          alt={t('card.photoAlt')}
          wasteType={r.wasteType}
          fallbackLabel={t('card.noPhoto')}
          removedLabel={t('card.photoRemoved')}
          loading="eager"
        />
      </Box>
      {canReportPhoto && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" color="inherit" startIcon={<OutlinedFlagIcon aria-hidden />} onClick={() => setReporting(true)} sx={{ minHeight: 44, color: 'text.secondary' }}>
            {t('reportPhoto.action')}
          </Button>
        </Box>
      )}

      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <PriorityChip priority={r.priority} size="medium" />
        {task.status !== 'available' && <Chip variant="outlined" label={t(`status.${task.status}`)} />}
        <NotForVolunteersChip task={task} size="medium" />
      </Stack>

      {r.description && (
        <Typography sx={{ mt: 1.5 }} variant="body1">
          {r.description}
        </Typography>
      )}

      <TaskFacts task={task} />
      <TaskSpot task={task} />
      <PositionNotice report={r} />

      {r.aiAnalysis && (
        <Box sx={{ mt: 2 }}>
          <AiAnalysis analysis={r.aiAnalysis} />
        </Box>
      )}

      {/* Issue 24: the litter tagged on the task (the litter module's lazy slot; nothing without it). */}
      {LitterTags && (
        <Suspense fallback={null}>
          <LitterTags taskId={task.id} />
        </Suspense>
      )}

      <SheetNotices task={task} mineActive={isMineActive} mineDone={isMineDone} />
      <TaskMarks task={task} canMark={!isMineActive} />
      <SheetActions
        task={task}
        mineActive={isMineActive}
        mineDone={isMineDone}
        accepting={actions.accepting}
        onAccept={actions.onAccept}
        onCompleteWithPhoto={() => setCompleting(true)}
        confirmMarkCompleted={() => setConfirm('complete')}
        confirmRelease={() => setConfirm('release')}
        onClose={onClose}
      />

      <ConfirmDialog
        open={confirm === 'complete'}
        title={t('sheet.confirmCompleteTitle')}
        body={t('sheet.confirmComplete')}
        confirmLabel={t('sheet.confirmCompleteAction')}
        busyLabel={t('sheet.marking')}
        cancelLabel={t('sheet.keep')}
        busy={actions.marking}
        onConfirm={actions.onMarkCompleted}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'release'}
        title={t('sheet.confirmReleaseTitle')}
        body={t('sheet.confirmRelease')}
        confirmLabel={t('sheet.confirmReleaseAction')}
        busyLabel={t('sheet.releasing')}
        cancelLabel={t('sheet.keep')}
        busy={actions.releasing}
        destructive
        onConfirm={actions.onRelease}
        onCancel={() => setConfirm(null)}
      />
      <Suspense fallback={null}>
        {photoId && reportLoaded && <ReportPhotoDialog open={reporting} photoId={photoId} onClose={() => setReporting(false)} />}
        {own && completeLoaded && <CompleteTaskDialog open={completing} task={own} onClose={() => setCompleting(false)} onFinished={(res) => res.verificationStatus === 'verified' && onClose()} />}
      </Suspense>
    </Box>
  );
}
