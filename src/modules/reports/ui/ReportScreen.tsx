import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import { useTranslation } from 'react-i18next';
import { AddressField, type AddressLocation } from '../../../client/geo/AddressField';
import { getPosition } from '../../../client/geo/get-position';
import { toGeoError } from '../../../client/geo/geo-error';
import { REPORT_AUTO_GPS, REPORT_MANUAL_GPS } from '../../../client/geo/gps-options';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/shell/toast-store';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { HELD_PHOTO_MESSAGE } from '../../photos/contract';
import { LocationStatus, type LocationStatusKind } from './LocationStatus';
import { PhotoPicker } from './PhotoPicker';
import { FailureDialog, SuccessDialog } from './ReportDialogs';
import { checkFields, checkPhoto, toSubmission, uploadErrorBody, type ReportCoordinates } from './report-form';
import { useSubmitReport } from './use-submit-report';

export interface ReportScreenProps {
  /** For tests and stories; defaults to navigator.geolocation. */
  geolocation?: Geolocation | null;
}

type GpsState = 'idle' | 'getting' | 'denied' | 'failed';

/** Server error codes whose message the client can show in the user's language. */
const CODE_KEYS: Record<string, string> = {
  PHOTO_TOO_LARGE: 'photo.tooLarge',
  MISSING_PHOTO: 'validation.missingPhoto',
  RATE_LIMITED: 'failure.rateLimited',
};

/**
 * Report Trash (spec 2, camera tab): photo, location (address field, manual and automatic GPS, status
 * boxes), validation on submit, upload with progress, success and failure dialogs. The photo and
 * the location survive a failed upload; only Continue after success resets the form.
 */
export default function ReportScreen({ geolocation }: ReportScreenProps = {}) {
  const { t } = useTranslation('reports');
  const user = useCurrentUser();
  const geo = geolocation === undefined ? undefined : (geolocation ?? undefined);
  const unsupported = geolocation === null;

  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [coordinates, setCoordinates] = useState<ReportCoordinates | null>(null);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [gps, setGps] = useState<GpsState>('idle');
  /** A manual attempt is running (the automatic one does not block the button). */
  const [manualGps, setManualGps] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const photoButton = useRef<HTMLButtonElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set once the user picks a position, so a late automatic attempt does not overwrite it.
  const userChoseLocation = useRef(false);
  // Only the newest GPS attempt sets the status.
  const attempts = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useSubmitReport();
  const uploading = submit.isPending;
  const hasLocation = text.trim().length > 0 || coordinates !== null;
  const looksDisabled = !photo || uploading || !hasLocation;

  const locate = useCallback(
    async (manual: boolean) => {
      if (unsupported) {
        if (manual) toast({ title: t('location.errorTitle'), description: t('location.error'), variant: 'destructive' });
        return;
      }
      const attempt = ++attempts.current;
      const latest = () => attempt === attempts.current;
      setGps('getting');
      if (manual) setManualGps(true);
      try {
        const position = await getPosition({ preset: manual ? REPORT_MANUAL_GPS : REPORT_AUTO_GPS, geolocation: geo });
        if (!mounted.current) return;
        // A late automatic result must not replace a position the user chose meanwhile.
        if (manual || !userChoseLocation.current) {
          setCoordinates({ latitude: position.latitude, longitude: position.longitude, accuracy: position.accuracy, source: 'gps' });
          setLocationError(null);
        }
        if (latest()) setGps('idle');
      } catch (err) {
        if (!mounted.current) return;
        const kind = toGeoError(err).kind;
        if (latest()) setGps(kind === 'denied' ? 'denied' : manual ? 'failed' : 'idle');
        if (!manual) return; // The automatic attempt fails silently.
        if (kind === 'denied') {
          toast({ title: t('location.permissionDeniedTitle'), description: t('location.permissionDenied'), variant: 'destructive' });
        } else {
          toast({ title: t('location.errorTitle'), description: t('location.error'), variant: 'destructive' });
        }
      } finally {
        if (manual && mounted.current) setManualGps(false);
      }
    },
    [geo, t, unsupported],
  );

  // Spec 9: an automatic GPS attempt (3 s) when the screen opens.
  useEffect(() => {
    void locate(false);
  }, [locate]);

  function onPhoto(file: File) {
    const problem = checkPhoto(file);
    if (problem) {
      const message = t(`photo.${problem}`);
      setPhotoError(message);
      toast({ title: t('photo.invalidTitle'), description: message, variant: 'destructive' });
      return;
    }
    setPhoto(file);
    setPhotoError(null);
    setAnnouncement(t('photo.chosen', { name: file.name }));
  }

  function onRemovePhoto() {
    setPhoto(null);
    setAnnouncement(t('photo.removed'));
    // The tap area replaces the preview; move focus there instead of losing it.
    requestAnimationFrame(() => photoButton.current?.focus());
  }

  function onLocationText(next: string) {
    setText(next);
    if (next.trim()) setLocationError(null);
    // A typed change makes a chosen address's position stale; a GPS fix stays valid.
    setCoordinates((c) => (c?.source === 'suggestion' ? null : c));
  }

  function onAddressLocation(location: AddressLocation) {
    userChoseLocation.current = true;
    setCoordinates(location);
    setLocationError(null);
    if (location.source === 'gps') setGps('idle');
  }

  function send() {
    if (uploading) return;
    const fields = toSubmission(user.userId, text, coordinates);
    let firstProblem: 'photo' | 'location' | null = null;
    if (!photo) {
      setPhotoError(t('validation.missingPhoto'));
      firstProblem = 'photo';
    }
    const fieldProblem = checkFields(fields);
    if (fieldProblem) {
      const message = typeof fieldProblem === 'string' ? t(`validation.${fieldProblem}`) : fieldProblem.message;
      setLocationError(message);
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
    setPhotoError(null);
    setText('');
    setCoordinates(null);
    setLocationError(null);
    setGps('idle');
    setManualGps(false);
    userChoseLocation.current = false;
  }

  const failure = submit.isError ? submit.error : null;
  const failureBody = failure ? uploadErrorBody(failure) : null;
  const failureMessage = failureBody
    ? failureBody.code && CODE_KEYS[failureBody.code]
      ? t(CODE_KEYS[failureBody.code])
      : failureBody.error
    : t('failure.fallback');
  const photoResult = submit.data?.photo;
  const heldMessage =
    photoResult?.status === 'held' ? (photoResult.message && photoResult.message !== HELD_PHOTO_MESSAGE ? photoResult.message : t('success.held')) : null;

  // Keep the texts while the dialogs play their closing transition.
  const shownFailure = useRef('');
  if (failure) shownFailure.current = failureMessage;
  const shownHeld = useRef<string | null>(null);
  if (submit.isSuccess) shownHeld.current = heldMessage;

  const statusKind: LocationStatusKind = manualGps
    ? 'getting'
    : coordinates
      ? 'verified'
      : gps === 'getting'
        ? 'getting'
        : gps === 'denied'
          ? 'denied'
          : 'needed';
  const percent = submit.progress?.percent ?? null;
  const processing = uploading && percent !== null && percent >= 100;

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
          <PhotoPicker photo={photo} onFile={onPhoto} onRemove={onRemovePhoto} error={photoError} disabled={uploading} buttonRef={photoButton} />

          <Stack spacing={1.5} component="section" aria-labelledby="report-location-heading">
            <Typography id="report-location-heading" variant="h2" sx={{ fontSize: '1.125rem' }}>
              {t('location.heading')}
            </Typography>
            <AddressField
              value={text}
              onChange={onLocationText}
              onLocation={onAddressLocation}
              error={locationError}
              disabled={uploading}
              inputRef={locationInput}
              geolocation={geolocation}
            />
            <Button
              variant="outlined"
              onClick={() => {
                userChoseLocation.current = true;
                void locate(true);
              }}
              disabled={uploading || manualGps}
              startIcon={manualGps ? <CircularProgress size={18} aria-hidden /> : <GpsFixedIcon aria-hidden />}
              sx={{ minHeight: 48 }}
            >
              {manualGps ? t('location.gettingLocation') : t('location.getLocation')}
            </Button>
            <LocationStatus kind={statusKind} coordinates={coordinates} hasText={text.trim().length > 0} />
          </Stack>

          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              aria-disabled={looksDisabled}
              startIcon={uploading ? <CircularProgress size={20} color="inherit" aria-hidden /> : <CloudUploadIcon aria-hidden />}
              sx={{
                minHeight: 52,
                ...(looksDisabled && {
                  bgcolor: 'action.disabledBackground',
                  color: 'text.secondary',
                  boxShadow: 'none',
                  '&:hover': { bgcolor: 'action.disabledBackground', boxShadow: 'none' },
                }),
                ...(uploading && { cursor: 'progress' }),
              }}
            >
              {uploading ? t('submit.uploading') : t('submit.idle')}
            </Button>
            {uploading && (
              <Box sx={{ mt: 1.5 }}>
                <LinearProgress
                  variant={percent === null || processing ? 'indeterminate' : 'determinate'}
                  value={percent ?? undefined}
                  aria-label={t('submit.progressLabel')}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status" aria-live="polite">
                  {processing || percent === null ? t('submit.processing') : t('submit.progress', { percent })}
                </Typography>
              </Box>
            )}
          </Box>
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
