import { lazy, Suspense, useEffect, useId, useState, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CloseIcon from '@mui/icons-material/Close';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { toast } from '../../../client/shell/toast-store';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { photoIdFromUrl } from '../../photos/contract';
import { TASK_HOLD_LIMIT, type TaskDto, type TaskHoldLimitDetails } from '../contract';
import { useMyTasks } from './api/use-my-tasks';
import { useIsOwnPhoto } from './api/use-reported-tasks';
import { useAcceptTask, useMarkCompleted, useReleaseTask } from './api/use-task-actions';
import { AiAnalysis } from './AiAnalysis';
import { PriorityChip } from './PriorityChip';
import { HoldNotice } from './HoldNotice';
import { errorCode, errorDetails } from './task-errors';
import { rewardOf } from './task-format';
import { TaskImage } from './TaskImage';

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
  const [shown, setShown] = useState<TaskDto | null>(task);
  if (task && task !== shown) setShown(task);
  return (
    <Drawer
      anchor="bottom"
      open={task !== null}
      onClose={onClose}
      slotProps={{
        paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '92dvh', maxWidth: 720, mx: 'auto' } },
        transition: { onExited: () => setShown(null) },
      }}
    >
      {shown && <SheetBody key={shown.id} task={shown} onClose={onClose} />}
    </Drawer>
  );
}

function SheetBody({ task: given, onClose }: { task: TaskDto; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const titleId = useId();
  const mine = useMyTasks();
  const accept = useAcceptTask();
  const release = useReleaseTask();
  const mark = useMarkCompleted();
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
  const r = task.report;
  const photoId = photoIdFromUrl(r.imageUrl ?? r.thumbnailUrl);
  // Not offered on one's own photo (the server refuses it), nor while that is still unknown.
  const ownPhoto = useIsOwnPhoto(photoId);
  const canReportPhoto = photoId !== null && ownPhoto === false;
  const type = t(`wasteType.${r.wasteType}`);
  const title = t('card.title', { type });
  const reward = rewardOf(task);
  const isAvailable = task.status === 'available';
  const isMineActive = own !== null && own.status === 'assigned';
  const isMineDone = own !== null && own.status === 'completed';

  // A confirmation about a task that is no longer active (completed elsewhere, polled) is moot.
  useEffect(() => {
    if (own && own.status !== 'assigned') setConfirm(null);
  }, [own]);

  function onAccept() {
    accept.mutate(task.id, {
      onSuccess: (accepted) => toast({ title: t('toast.accepted'), description: t('toast.acceptedBody', { reward: rewardOf(accepted) }) }),
      onError: (err) => {
        const code = errorCode(err);
        if (code === TASK_HOLD_LIMIT) {
          const limit = (errorDetails(err) as Partial<TaskHoldLimitDetails> | null)?.limit;
          toast({ title: t('toast.holdLimit'), description: typeof limit === 'number' ? t('toast.holdLimitBody', { count: limit }) : undefined, variant: 'destructive' });
          return;
        }
        toast({ title: code === 'OWN_REPORT' ? t('toast.ownReport') : t('toast.acceptFailed'), variant: 'destructive' });
      },
    });
  }

  function onRelease() {
    release.mutate(task.id, {
      onSuccess: () => {
        setConfirm(null);
        toast({ title: t('toast.deleted'), description: t('toast.deletedBody') });
        onClose();
      },
      onError: (err) => {
        setConfirm(null);
        toast({ title: t('toast.deleteFailed'), description: errorMessage(err, '') || undefined, variant: 'destructive' });
      },
    });
  }

  function onMarkCompleted() {
    mark.mutate(task.id, {
      onSuccess: (res) => {
        setConfirm(null);
        if (res.verificationStatus === 'verified') {
          toast({ title: t('toast.completed'), description: t('toast.completedBody', { reward: res.reward }) });
        } else {
          toast({ title: t('toast.review'), description: t('toast.reviewBody') });
        }
      },
      onError: (err) => {
        setConfirm(null);
        toast({ title: t('toast.completeFailed'), description: errorMessage(err, '') || undefined, variant: 'destructive' });
      },
    });
  }

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
        {!isAvailable && <Chip variant="outlined" label={t(`status.${task.status}`)} />}
      </Stack>

      {r.description && (
        <Typography sx={{ mt: 1.5 }} variant="body1">
          {r.description}
        </Typography>
      )}

      <Box component="dl" sx={{ mt: 1.5, mb: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 1, alignItems: 'center' }}>
        <Fact icon={<MonetizationOnIcon sx={{ color: '#b45309' }} />} term={t('sheet.reward')} value={t('card.coins', { count: reward })} strong />
        <Fact icon={<ScheduleIcon />} term={t('sheet.effort')} value={t('card.minutesLong', { count: r.estimatedEffort })} />
        <Fact icon={<PlaceIcon />} term={t('sheet.location')} value={r.location || t('card.noLocation')} />
      </Box>

      {r.aiAnalysis && (
        <Box sx={{ mt: 2 }}>
          <AiAnalysis analysis={r.aiAnalysis} />
        </Box>
      )}

      {isMineActive && task.verificationStatus === 'needs_review' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('sheet.pendingReview')}
        </Alert>
      )}
      {isMineActive && task.verificationStatus === 'failed' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {task.review?.outcome === 'rejected' ? (
            <>
              <AlertTitle>{t('sheet.rejectedTitle')}</AlertTitle>
              {t('sheet.rejectedReason', { reason: task.review.reason ?? '' })}
            </>
          ) : (
            t('sheet.failedBefore')
          )}
        </Alert>
      )}
      {isMineActive && <HoldNotice task={task} />}
      {isMineDone && (
        <Alert severity="success" icon={<TaskAltIcon />} sx={{ mt: 2 }}>
          {t('sheet.completedNote')}
        </Alert>
      )}

      {isMineActive ? (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" size="large" startIcon={<AddAPhotoIcon aria-hidden />} onClick={() => setCompleting(true)} sx={{ minHeight: 48 }}>
            {t('sheet.completeWithPhoto')}
          </Button>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setConfirm('complete')} sx={{ minHeight: 48, flex: 1 }} disabled={task.verificationStatus === 'needs_review'}>
              {t('sheet.markCompleted')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirm('release')} sx={{ minHeight: 48, flex: 1 }}>
              {t('sheet.release')}
            </Button>
          </Stack>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {t('sheet.cancel')}
          </Button>
        </Stack>
      ) : isMineDone ? (
        <Button onClick={onClose} variant="outlined" fullWidth sx={{ mt: 2, minHeight: 48 }}>
          {t('sheet.cancel')}
        </Button>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={onClose} sx={{ minHeight: 48, flex: 1 }}>
            {t('sheet.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={onAccept}
            disabled={!isAvailable || accept.isPending}
            startIcon={accept.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            sx={{ minHeight: 48, flex: 2 }}
          >
            {!isAvailable ? t('sheet.notAvailable') : accept.isPending ? t('sheet.accepting') : t('sheet.accept')}
          </Button>
        </Stack>
      )}

      <ConfirmDialog
        open={confirm === 'complete'}
        title={t('sheet.confirmCompleteTitle')}
        body={t('sheet.confirmComplete')}
        confirmLabel={t('sheet.confirmCompleteAction')}
        busyLabel={t('sheet.marking')}
        cancelLabel={t('sheet.keep')}
        busy={mark.isPending}
        onConfirm={onMarkCompleted}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'release'}
        title={t('sheet.confirmReleaseTitle')}
        body={t('sheet.confirmRelease')}
        confirmLabel={t('sheet.confirmReleaseAction')}
        busyLabel={t('sheet.releasing')}
        cancelLabel={t('sheet.keep')}
        busy={release.isPending}
        destructive
        onConfirm={onRelease}
        onCancel={() => setConfirm(null)}
      />
      <Suspense fallback={null}>
        {photoId && reportLoaded && <ReportPhotoDialog open={reporting} photoId={photoId} onClose={() => setReporting(false)} />}
        {own && completeLoaded && <CompleteTaskDialog open={completing} task={own} onClose={() => setCompleting(false)} onFinished={(res) => res.verificationStatus === 'verified' && onClose()} />}
      </Suspense>
    </Box>
  );
}

function Fact({ icon, term, value, strong = false }: { icon: ReactElement; term: string; value: string; strong?: boolean }) {
  return (
    <>
      <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', '& svg': { fontSize: 20 } }}>
        <Box component="span" aria-hidden sx={{ display: 'flex' }}>
          {icon}
        </Box>
        <Typography variant="body2" component="span">
          {term}
        </Typography>
      </Box>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </>
  );
}
