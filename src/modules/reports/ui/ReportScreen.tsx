import { Suspense, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '../../../client/photo/PhotoPicker';
import { PhotoPreparing } from '../../../client/photo/PhotoPreparing';
import { exifOf } from '../../../client/photo/prepare-photo';
import { usePhotoPreparation } from '../../../client/photo/use-photo-preparation';
import { useObjectUrl } from '../../../client/photo/use-object-url';
import { BlurEditor, BlurPreview } from '../../../client/photo/faces/BlurEditor';
import { useFaceBlur } from '../../../client/photo/faces/use-face-blur';
import OfflineQueuePanel from '../../../client/offline/OfflineQueuePanel';
import { isQueued } from '../../../client/offline/submit';
import { useSavedOffline } from '../../../client/offline/use-saved-offline';
import { PHOTO_LICENCE } from '../../../shared/licences';
import { useCurrentUser } from '../../../client/session/current-user';
import { useModuleSlot } from '../../../client/module-slots';
import type { LitterTag } from '../../litter/contract';
import { NOT_FOR_VOLUNTEERS_HAZARDS, type Hazard, type ReportSize } from '../../tasks/contract';
import { toast } from '../../../client/toasts/toast-store';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { FailureDialog, SuccessDialog } from './ReportDialogs';
import { DuplicateQuestion } from './DuplicateQuestion';
import { useDuplicateFlow } from './use-duplicate-flow';
import { checkFields, checkPhoto, toSubmission } from './report-form';
import { PhotoLicenceChoice } from './PhotoLicenceChoice';
import { CityEmailChoice } from './CityEmailChoice';
import { ReportLocationSection } from './ReportLocationSection';
import { failureMessage, heldMessage } from './report-outcome';
import { ReportSubmitButton } from './ReportSubmitButton';
import { useReportLocation } from './use-report-location';
import { useSubmitReport } from './api/use-reports';
import { useCityEmail } from './api/use-city-email';
import { usePhotoAnalysis } from './api/use-photo-analysis';
import { PhotoAnalysisStatus } from './PhotoAnalysisStatus';
import { SpotDetails } from './SpotDetails';

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
  // Issue 24: optional litter tags (the litter module's `reportTagging` slot), sent as `tags`.
  const [tags, setTags] = useState<LitterTag[]>([]);
  const Tagging = useModuleSlot('reportTagging');
  // Issue 24: the AI's first look at the photo (suggested tags, the task's AI analysis), how much litter and its hazards.
  const analysis = usePhotoAnalysis();
  const [size, setSize] = useState<ReportSize | null>(null);
  const [hazards, setHazards] = useState<Hazard[]>([]);
  // Issue 42: share the person's confirmed e-mail (the account's, else the alerts one) with the city; offered only on a report not for volunteers.
  const [shareEmail, setShareEmail] = useState(false);
  const forCity = hazards.some((h) => NOT_FOR_VOLUNTEERS_HAZARDS.includes(h));
  const cityEmail = useCityEmail(user, Boolean(photo) && forCity);
  const offerCityEmail = cityEmail !== null && forCity;
  const [announcement, setAnnouncement] = useState('');

  const photoButton = useRef<HTMLButtonElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const submit = useSubmitReport();
  // Issue 23: a 409 POSSIBLE_DUPLICATE asks 'Is this the same spot?'.
  const duplicate = useDuplicateFlow({ error: submit.error, photo, clearError: () => submit.reset(), sendAgain: () => send(true) });
  const savedOffline = useSavedOffline();
  const uploading = submit.isPending;
  // Issue 23: the photo is read (EXIF) and scaled down when picked; its EXIF position may place the report.
  const preparation = usePhotoPreparation();
  // Issue 39: faces blurred on the phone; `photo` is always the photo as it will be sent (blurred).
  const faces = useFaceBlur({ onPhoto: setPhoto });
  const photoUrl = useObjectUrl(photo);
  const photoBusy = preparation.preparing || faces.busy;
  const photoExif = exifOf(photo);
  const photoPosition = photoExif?.latitude !== undefined;
  const hasLocation = location.hasText || location.coordinates !== null || photoPosition;
  const looksDisabled = !photo || uploading || photoBusy || !hasLocation;

  function refusePhoto(problem: NonNullable<ReturnType<typeof checkPhoto>>) {
    const message = t(`photo.${problem}`);
    setPhotoError(message);
    toast({ title: t('photo.invalidTitle'), description: message, variant: 'destructive' });
  }

  async function onPhoto(chosen: File) {
    // The 15 MB limit applies to what is sent: a bigger original is scaled down first.
    const problem = checkPhoto(chosen);
    if (problem && problem !== 'tooLarge') return refusePhoto(problem);
    const file = await preparation.prepare(chosen);
    if (!file) return;
    const after = checkPhoto(file);
    if (after) return refusePhoto(after);
    // Only the blurred photo goes anywhere, the AI's first look included.
    const blurred = await faces.start(file);
    if (!blurred) return;
    setPhoto(blurred);
    setAllowReuse(false);
    setPhotoError(null);
    void analysis.start(blurred);
    setAnnouncement(t('photo.chosen', { name: blurred.name }));
  }

  function onRemovePhoto() {
    preparation.cancel();
    faces.reset();
    analysis.reset();
    setPhoto(null);
    setAllowReuse(false);
    setTags([]);
    setAnnouncement(t('photo.removed'));
    // The tap area replaces the preview; move focus there instead of losing it.
    requestAnimationFrame(() => photoButton.current?.focus());
  }

  function send(notDuplicate = false) {
    if (uploading || photoBusy) return;
    const fields = { ...toSubmission(user.userId, location.text, location.coordinates, allowReuse ? PHOTO_LICENCE.id : null, photoExif), ...(notDuplicate ? { notDuplicate } : {}), ...(tags.length > 0 ? { tags } : {}),
      ...(analysis.analysisId ? { analysisId: analysis.analysisId } : {}),
      ...(size ? { size } : {}),
      ...(hazards.length > 0 ? { hazards } : {}),
      ...(offerCityEmail && shareEmail ? { shareEmailWithCity: true } : {}),
    };
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
    submit.mutate(
      { fields, photo: photo! },
      {
        // Issue 23: no connection, so it was kept on the device; the form clears for the next report.
        onSuccess: (result) => {
          if (!isQueued(result)) return;
          reset();
          savedOffline();
          requestAnimationFrame(() => photoButton.current?.focus());
        },
      },
    );
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    send();
  }

  function reset() {
    submit.reset();
    duplicate.reset();
    preparation.cancel();
    faces.reset();
    analysis.reset();
    setPhoto(null);
    setAllowReuse(false);
    setTags([]);
    setSize(null);
    setHazards([]);
    setShareEmail(false);
    setPhotoError(null);
    location.reset();
  }

  // Keep the texts while the dialogs play their closing transition.
  const shownFailure = useRef('');
  if (submit.isError) shownFailure.current = failureMessage(t, submit.error);
  const shownHeld = useRef<string | null>(null);
  if (submit.isSuccess && !isQueued(submit.data)) shownHeld.current = heldMessage(t, submit.data?.photo);

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
            onFile={(file) => void onPhoto(file)}
            onRemove={onRemovePhoto}
            error={photoError}
            disabled={uploading || photoBusy}
            buttonRef={photoButton}
            preview={faces.editable ? <BlurPreview blur={faces} url={photoUrl} alt={t('photo.preview')} disabled={uploading} /> : undefined}
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
          {preparation.preparing && <PhotoPreparing label={t('photo.preparing')} />}
          {(photo || faces.check.status === 'checking') && <BlurEditor blur={faces} disabled={uploading} />}
          {photo && <PhotoAnalysisStatus state={analysis.state} onCancel={analysis.cancel} />}
          {photo && Tagging && (
            <Suspense fallback={null}>
              <Tagging value={tags} onChange={setTags} suggestions={analysis.suggestions} />
            </Suspense>
          )}
          {photo && <SpotDetails size={size} onSizeChange={setSize} hazards={hazards} onHazardsChange={setHazards} disabled={uploading} />}
          {photo && offerCityEmail && <CityEmailChoice email={cityEmail.address} source={cityEmail.source} checked={shareEmail} onChange={setShareEmail} disabled={uploading} />}
          {photo && <PhotoLicenceChoice checked={allowReuse} onChange={setAllowReuse} disabled={uploading} />}
          <ReportLocationSection location={location} disabled={uploading} inputRef={locationInput} geolocation={geolocation} photoPosition={photoPosition} />
          <ReportSubmitButton uploading={uploading} looksDisabled={looksDisabled} percent={submit.progress?.percent ?? null} />
        </Stack>
      </Box>

      <Box sx={{ mt: 3 }}>
        <OfflineQueuePanel filter={{ kind: 'report' }} />
      </Box>

      <div role="status" aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>

      <SuccessDialog
        open={(submit.isSuccess && !isQueued(submit.data)) || duplicate.confirmed}
        heldMessage={duplicate.confirmed ? duplicate.successHeld : shownHeld.current}
        body={duplicate.successBody}
        onContinue={reset}
        onExited={() => photoButton.current?.focus()}
      />
      <FailureDialog
        open={submit.isError && !duplicate.asking}
        message={shownFailure.current}
        onCancel={() => {
          submit.reset();
        }}
        onRetry={() => {
          submit.reset();
          send();
        }}
      />
      <DuplicateQuestion {...duplicate.question} />
    </Box>
  );
}
