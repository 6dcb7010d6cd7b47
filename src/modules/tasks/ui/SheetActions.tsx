import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import { useTranslation } from 'react-i18next';
import type { TaskDto } from '../contract';
import { CityStatus } from './CityStatus';
import { useHazardTexts } from './hazard-texts';

export interface SheetActionsProps {
  task: TaskDto;
  /** The person's own task, still to be done. */
  mineActive: boolean;
  /** The person's own task, done. */
  mineDone: boolean;
  accepting: boolean;
  onAccept: () => void;
  onCompleteWithPhoto: () => void;
  /** Asks to confirm marking the task completed. */
  confirmMarkCompleted: () => void;
  /** Asks to confirm giving the task back. */
  confirmRelease: () => void;
  onClose: () => void;
}

/**
 * The detail sheet's buttons. Own active task: complete with a photo, mark completed (not while a
 * completion waits for review), delete (give back), cancel. Own done task: cancel. Any other task:
 * cancel and Accept ('Not Available' unless the task is available).
 */
export function SheetActions({ task, mineActive, mineDone, accepting, onAccept, onCompleteWithPhoto, confirmMarkCompleted, confirmRelease, onClose }: SheetActionsProps) {
  const { t } = useTranslation('tasks');
  const isAvailable = task.status === 'available';

  if (mineActive) {
    return (
      <Stack spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" size="large" startIcon={<AddAPhotoIcon aria-hidden />} onClick={onCompleteWithPhoto} sx={{ minHeight: 48 }}>
          {t('sheet.completeWithPhoto')}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={confirmMarkCompleted} sx={{ minHeight: 48, flex: 1 }} disabled={task.verificationStatus === 'needs_review'}>
            {t('sheet.markCompleted')}
          </Button>
          <Button variant="outlined" color="error" onClick={confirmRelease} sx={{ minHeight: 48, flex: 1 }}>
            {t('sheet.release')}
          </Button>
        </Stack>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('sheet.cancel')}
        </Button>
      </Stack>
    );
  }
  if (mineDone) {
    return (
      <Button onClick={onClose} variant="outlined" fullWidth sx={{ mt: 2, minHeight: 48 }}>
        {t('sheet.cancel')}
      </Button>
    );
  }
  // Issue 24: a hazardous task is offered to the city instead of volunteers: no Accept button.
  if (task.forVolunteers === false) return <NotForVolunteersActions taskId={task.id} onClose={onClose} />;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <Button variant="outlined" onClick={onClose} sx={{ minHeight: 48, flex: 1 }}>
        {t('sheet.cancel')}
      </Button>
      <Button
        variant="contained"
        onClick={onAccept}
        disabled={!isAvailable || accepting}
        startIcon={accepting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ minHeight: 48, flex: 2 }}
      >
        {!isAvailable ? t('sheet.notAvailable') : accepting ? t('sheet.accepting') : t('sheet.accept')}
      </Button>
    </Stack>
  );
}

function NotForVolunteersActions({ taskId, onClose }: { taskId: string; onClose: () => void }) {
  useHazardTexts();
  const { t } = useTranslation('tasks');
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Alert severity="warning">{t('hazard.offeredToCity')}</Alert>
      {/* Issue 42: how far the city got with it, once it was filed with the city's own system. */}
      <CityStatus taskId={taskId} />
      <Button variant="outlined" onClick={onClose} sx={{ minHeight: 48 }}>
        {t('sheet.cancel')}
      </Button>
    </Stack>
  );
}
