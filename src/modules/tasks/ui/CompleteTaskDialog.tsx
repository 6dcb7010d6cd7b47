import { useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { PhotoPicker } from '../../../client/photo/PhotoPicker';
import { PhotoPreparing } from '../../../client/photo/PhotoPreparing';
import { usePhotoPreparation } from '../../../client/photo/use-photo-preparation';
import { useObjectUrl } from '../../../client/photo/use-object-url';
import { BlurEditor, BlurPreview } from '../../../client/photo/faces/BlurEditor';
import { useFaceBlur } from '../../../client/photo/faces/use-face-blur';
import OfflineQueuePanel from '../../../client/offline/OfflineQueuePanel';
import { isQueued } from '../../../client/offline/submit';
import { useSavedOffline } from '../../../client/offline/use-saved-offline';
import { toast } from '../../../client/toasts/toast-store';
import type { UploadProgress } from '../../../client/upload';
import { PHOTO_MAX_BYTES } from '../../photos/contract';
import type { CompletionResponse, TaskDto } from '../contract';
import { useCompleteWithPhoto } from './api/use-complete-with-photo';
import { CompletionResult } from './CompletionResult';
import { TaskImage } from './TaskImage';

export interface CompleteTaskDialogProps {
  open: boolean;
  task: TaskDto;
  onClose: () => void;
  /** After 'Great! Continue' or 'OK, Submit for Review'. */
  onFinished?: (result: CompletionResponse) => void;
}

/** Complete Task with Photo: the report photo, an after-photo, the upload, then the AI's verdict. */
export function CompleteTaskDialog({ open, task, onClose, onFinished }: CompleteTaskDialogProps) {
  const { t } = useTranslation('tasks');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const complete = useCompleteWithPhoto();
  const preparation = usePhotoPreparation();
  const savedOffline = useSavedOffline();
  const [photo, setPhoto] = useState<File | null>(null);
  // Issue 39: faces blurred on the phone; `photo` is the after-photo as it will be sent (blurred).
  const faces = useFaceBlur({ onPhoto: setPhoto });
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CompletionResponse | null>(null);
  const photoButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const preview = useObjectUrl(photo);
  const busy = complete.isPending;
  const photoBusy = preparation.preparing || faces.busy;

  function reset() {
    preparation.cancel();
    faces.reset();
    setPhoto(null);
    setProblem(null);
    setResult(null);
    complete.reset();
  }

  function close() {
    if (busy) return;
    onClose();
  }

  async function onFile(chosen: File) {
    if (chosen.type && !chosen.type.startsWith('image/')) {
      setProblem(t('complete.notImage'));
      return;
    }
    // Issue 23: read its EXIF and scale it down first; the 15 MB limit applies to what is sent.
    const file = await preparation.prepare(chosen);
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setProblem(t('complete.tooLarge'));
      return;
    }
    const blurred = await faces.start(file);
    if (!blurred) return;
    setProblem(null);
    setPhoto(blurred);
  }

  function submit() {
    if (busy || photoBusy) return;
    if (!photo) {
      setProblem(t('complete.noPhoto'));
      photoButton.current?.focus();
      return;
    }
    complete.mutate(
      { taskId: task.id, photo },
      {
        onSuccess: (res) => {
          // Issue 23: no connection, so it was kept on the device (listed below); the dialog may close.
          if (isQueued(res)) {
            setPhoto(null);
            complete.reset();
            savedOffline();
            return;
          }
          setResult(res);
          if (res.verificationStatus === 'verified') {
            // A verified cleanup pays nothing only when the person's daily cap of cleanup rewards is reached (docs/gamification.md).
            toast({ title: t('toast.completed'), description: res.reward > 0 ? t('toast.completedBody', { reward: res.reward }) : t('toast.completedUnpaidBody') });
          }
        },
        onError: (err) => {
          toast({ title: t('toast.completionFailed'), description: errorMessage(err, t('toast.completionFailedBody')), variant: 'destructive' });
        },
      },
    );
  }

  function tryAgain() {
    reset();
    requestAnimationFrame(() => photoButton.current?.focus());
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('complete.title')}
        <IconButton aria-label={t('complete.cancel')} onClick={close} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {result ? (
          <CompletionResult
            result={result}
            onTryAgain={tryAgain}
            onDone={() => {
              onFinished?.(result);
              onClose();
            }}
          />
        ) : (
          <Stack spacing={2} aria-busy={busy}>
            <Typography variant="body2" color="text.secondary">
              {t('complete.intro')}
            </Typography>
            <Stack direction="row" spacing={1.5}>
              <Figure caption={t('complete.before')}>
                <TaskImage
                  src={task.report.imageUrl ?? task.report.thumbnailUrl}
                  alt={t('complete.beforeAlt')}
                  wasteType={task.report.wasteType}
                  fallbackLabel={t('card.noPhoto')}
                  removedLabel={t('card.photoRemoved')}
                  loading="eager"
                />
              </Figure>
              <Figure caption={t('complete.after')}>
                {preview ? (
                  <Box component="img" src={preview} alt={t('complete.afterAlt')} sx={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 2, display: 'block' }} />
                ) : (
                  <Box
                    sx={{ width: '100%', height: '100%', borderRadius: 2, border: '2px dashed', borderColor: 'divider', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
                  >
                    <AddAPhotoIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
                  </Box>
                )}
              </Figure>
            </Stack>

            <PhotoPicker
              look="buttons"
              photo={photo}
              onFile={(file) => void onFile(file)}
              onRemove={() => {
                preparation.cancel();
                faces.reset();
                setPhoto(null);
                photoButton.current?.focus();
              }}
              error={problem}
              disabled={busy || photoBusy}
              buttonRef={photoButton}
              inputVisuallyHidden
              labels={{ input: t('complete.input'), take: t('complete.take'), retake: t('complete.retake'), remove: t('complete.remove') }}
            />
            {preparation.preparing && <PhotoPreparing label={t('complete.preparing')} />}
            {/* Its own name: the 'After' figure above shows the same photo small (two images with one name confuse a screen reader). */}
            <BlurPreview blur={faces} url={preview} alt={t('complete.afterBlurAlt')} disabled={busy} />
            {(photo || faces.check.status === 'checking') && <BlurEditor blur={faces} disabled={busy} />}
            {busy && <UploadStatus progress={complete.progress} />}
            <OfflineQueuePanel filter={{ kind: 'completion', subject: task.id }} headingLevel="h3" />
          </Stack>
        )}
      </DialogContent>
      {!result && (
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          <Button onClick={close} disabled={busy} sx={{ minHeight: 44 }}>
            {t('complete.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={submit}
            aria-disabled={!photo || busy || photoBusy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            sx={{ minHeight: 44, ...(!photo && { bgcolor: 'action.disabledBackground', color: 'text.secondary', boxShadow: 'none' }) }}
          >
            {busy ? t('complete.busy') : t('complete.submit')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

function Figure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0, flex: 1, minWidth: 0 }}>
      <Box sx={{ aspectRatio: '1 / 1', width: '100%' }}>{children}</Box>
      <Typography component="figcaption" variant="caption" sx={{ display: 'block', textAlign: 'center', mt: 0.5, fontWeight: 600 }}>
        {caption}
      </Typography>
    </Box>
  );
}

function UploadStatus({ progress }: { progress: UploadProgress | null }) {
  const { t } = useTranslation('tasks');
  const percent = progress?.percent ?? null;
  const sent = percent !== null && percent >= 100;
  return (
    <Box>
      <LinearProgress
        variant={percent === null || sent ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={t('complete.busy')}
      />
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ mt: 0.5 }}>
        {percent === null || sent ? t('complete.analyzing') : t('complete.uploading', { percent })}
      </Typography>
    </Box>
  );
}
