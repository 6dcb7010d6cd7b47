import { useId, useState } from 'react';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { announce } from '../../../client/accessibility/announcer';
import { BlurEditor, BlurPreview } from '../../../client/photo/faces/BlurEditor';
import { useFaceBlur } from '../../../client/photo/faces/use-face-blur';
import { PhotoPreparing } from '../../../client/photo/PhotoPreparing';
import { useObjectUrl } from '../../../client/photo/use-object-url';
import { usePhotoPreparation } from '../../../client/photo/use-photo-preparation';
import type { UploadProgress } from '../../../client/upload';
import { uploadEventPhoto } from './api/use-events';
import { readError } from './errors';
import { useEventsTexts } from './texts';

/**
 * An organiser's event photo (issue 39): the chosen photo is scaled, checked for faces on the phone
 * and shown blurred with its boxes (more can be painted, wrong ones removed); 'Upload this photo'
 * sends only the blurred photo with its `blurRegions`, with progress.
 */
export function EventPhotoUpload({ eventId, onUploaded }: { eventId: string; onUploaded: () => void }) {
  const { t } = useEventsTexts();
  const fileId = useId();
  const preparation = usePhotoPreparation();
  const [photo, setPhoto] = useState<File | null>(null);
  const faces = useFaceBlur({ onPhoto: setPhoto });
  const url = useObjectUrl(photo);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const busy = progress !== null || preparation.preparing || faces.check.status === 'checking';

  async function choose(chosen: File) {
    setNote(null);
    const prepared = await preparation.prepare(chosen);
    if (!prepared) return;
    const blurred = await faces.start(prepared);
    if (blurred) setPhoto(blurred);
  }

  function discard() {
    preparation.cancel();
    faces.reset();
    setPhoto(null);
  }

  async function upload() {
    if (!photo || faces.busy) return;
    setNote(null);
    setProgress({ loaded: 0, total: photo.size || null, percent: 0 });
    try {
      await uploadEventPhoto(eventId, photo, setProgress);
      setNote({ ok: true, text: t('detail.summary.uploaded') });
      announce(t('detail.summary.uploaded'));
      discard();
      onUploaded();
    } catch (err) {
      const text = t('detail.summary.uploadFailed', { message: readError(err, String(err)).message });
      setNote({ ok: false, text });
      announce(text, 'assertive');
    } finally {
      setProgress(null);
    }
  }

  return (
    <Box>
      <input
        id={fileId}
        type="file"
        accept="image/*"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void choose(file);
        }}
        disabled={busy}
      />
      <Button component="label" htmlFor={fileId} variant="outlined" startIcon={<AddPhotoAlternateIcon aria-hidden />} disabled={busy}>
        {t('detail.summary.addPhoto')}
      </Button>
      {preparation.preparing && (
        <Box sx={{ mt: 1 }}>
          <PhotoPreparing label={t('detail.summary.preparing')} />
        </Box>
      )}
      {(photo || faces.check.status === 'checking') && (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          <BlurPreview blur={faces} url={url} alt={t('detail.summary.photoPreview')} disabled={progress !== null} />
          <BlurEditor blur={faces} disabled={progress !== null} />
          {photo && (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => void upload()} disabled={busy || faces.busy}>
                {t('detail.summary.sendPhoto')}
              </Button>
              <Button onClick={discard} disabled={progress !== null}>
                {t('detail.summary.discardPhoto')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
      {progress && (
        <Box role="status" sx={{ mt: 1 }}>
          <Typography variant="body2">
            {progress.percent === null ? t('detail.summary.uploadingUnknown') : t('detail.summary.uploading', { percent: progress.percent })}
          </Typography>
          <LinearProgress variant={progress.percent === null ? 'indeterminate' : 'determinate'} value={progress.percent ?? undefined} aria-label={t('detail.summary.uploadingUnknown')} />
        </Box>
      )}
      {note && (
        <Alert severity={note.ok ? 'success' : 'error'} role={note.ok ? 'status' : 'alert'} sx={{ mt: 1 }}>
          {note.text}
        </Alert>
      )}
    </Box>
  );
}
