import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '../../../client/photo/PhotoPicker';
import { PHOTO_LICENCE } from '../../../shared/licences';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/toasts/toast-store';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { FailureDialog, SuccessDialog } from './ReportDialogs';
import { checkFields, checkPhoto, toSubmission } from './report-form';
import { PhotoLicenceChoice } from './PhotoLicenceChoice';
import { ReportLocationSection } from './ReportLocationSection';
import { failureMessage, heldMessage } from './report-outcome';
import { ReportSubmitButton } from './ReportSubmitButton';
import { useReportLocation } from './use-report-location';
import { useSubmitReport } from './api/use-reports';

export interface ReportScreenProps {
  /** For tests and stories; defaults to navigator.geolocation. */
  geolocation?: Geolocation | null;
}

/**
 * Report Trash (spec 2, camera tab): photo, location (address field, manual and automatic GPS, status
 * boxes), validation on submit, upload with progress, success and failure dialogs. The photo and
 * the location survive a failed upload; only Continue after success resets the form.
 */
export default function ReportScreen({ geolocation }: ReportScreenProps = {}) {
  const { t } = useTranslation('reports');
  const user = useCurrentUser();
  const location = useReportLocation(geolocation);

  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  // Issue 22: reuse of this photo in open data under CC BY 4.0; off unless ticked, asked per photo.
  const [allowReuse, setAllowReuse] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const photoButton = useRef<HTMLButtonElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const submit = useSubmitReport();
  const uploading = submit.isPending;
  const hasLocation = location.hasText || location.coordinates !== null;
  const looksDisabled = !photo || uploading || !hasLocation;

  function onPhoto(file: File) {
    const problem = checkPhoto(file);
    if (problem) {
      const message = t(`photo.${problem}`);
      setPhotoError(message);
      toast({ title: t('photo.invalidTitle'), description: message, variant: 'destructive' });
      return;
    }
    setPhoto(file);
    setAllowReuse(false);
    setPhotoError(null);
    setAnnouncement(t('photo.chosen', { name: file.name }));
  }

  function onRemovePhoto() {
    setPhoto(null);
    setAllowReuse(false);
    setAnnouncement(t('photo.removed'));
    // The tap area replaces the preview; move focus there instead of losing it.
    requestAnimationFrame(() => photoButton.current?.focus());
  }

  function send() {
    if (uploading) return;
    const fields = toSubmission(user.userId, location.text, location.coordinates, allowReuse ? PHOTO_LICENCE.id : null);
    let firstProblem: 'photo' | 'location' | null = null;
    if (!photo) {
      setPhotoError(t('validation.missingPhoto'));
      firstProblem = 'photo';
    }
    const fieldProblem = checkFields(fields);
    if (fieldProblem) {
      const message = typeof fieldProblem === 'string' ? t(`validation.${fieldProblem}`) : fieldProblem.message;
      location.setError(message);
      firstProblem ??= 'location';
    }
    if (firstProblem === 'photo') {
      toast({ title: t('validation.missingPhotoTitle'), description: t('validation.missingPhoto'), variant: 'destructive' });
      photoButton.current?.focus();
      return;
    }
    if (firstProblem === 'location') {
      if (fieldProblem === 'locationRequired') {
        toast({ title: t('validation.locationRequiredTitle'), description: t('validation.locationRequired'), variant: 'destructive' });
      }
      locationInput.current?.focus();
      return;
    }
    if (user.isLoading) {
      toast({ title: t('validation.sessionStartingTitle'), description: t('validation.sessionStarting') });
      return;
    }
    submit.mutate({ fields, photo: photo! });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    send();
  }

  function reset() {
    submit.reset();
    setPhoto(null);
    setAllowReuse(false);
    setPhotoError(null);
    location.reset();
  }

  // Keep the texts while the dialogs play their closing transition.
  const shownFailure = useRef('');
  if (submit.isError) shownFailure.current = failureMessage(t, submit.error);
  const shownHeld = useRef<string | null>(null);
  if (submit.isSuccess) shownHeld.current = heldMessage(t, submit.data?.photo);

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 3 }}>
      <Typography variant="h1" component="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('subtitle')}
      </Typography>

      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 3 }} aria-busy={uploading}>
        <Stack spacing={3}>
          <PhotoPicker
            photo={photo}
            onFile={onPhoto}
            onRemove={onRemovePhoto}
            error={photoError}
            disabled={uploading}
            buttonRef={photoButton}
            inputName="image"
            labels={{
              input: t('photo.input'),
              take: t('photo.take'),
              hint: t('photo.takeHint'),
              retake: t('photo.change'),
              remove: t('photo.remove'),
              preview: t('photo.preview'),
            }}
          />
          {photo && <PhotoLicenceChoice checked={allowReuse} onChange={setAllowReuse} disabled={uploading} />}
          <ReportLocationSection location={location} disabled={uploading} inputRef={locationInput} geolocation={geolocation} />
          <ReportSubmitButton uploading={uploading} looksDisabled={looksDisabled} percent={submit.progress?.percent ?? null} />
        </Stack>
      </Box>

      <div role="status" aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>

      <SuccessDialog
        open={submit.isSuccess}
        heldMessage={shownHeld.current}
        onContinue={reset}
        onExited={() => photoButton.current?.focus()}
      />
      <FailureDialog
        open={submit.isError}
        message={shownFailure.current}
        onCancel={() => {
          submit.reset();
        }}
        onRetry={() => {
          submit.reset();
          send();
        }}
      />
    </Box>
  );
}
