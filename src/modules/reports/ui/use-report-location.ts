import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressLocation } from '../../../client/geo/AddressField';
import { getPosition } from '../../../client/geo/get-position';
import { toGeoError } from '../../../client/geo/geo-error';
import { REPORT_AUTO_GPS, REPORT_MANUAL_GPS } from '../../../client/geo/gps-options';
import { toast } from '../../../client/toasts/toast-store';
import type { LocationStatusKind } from './LocationStatus';
import type { ReportCoordinates } from './report-form';

type GpsState = 'idle' | 'getting' | 'denied' | 'failed';

/**
 * The report's location (spec 2 and 9): the typed address, the coordinates (from GPS or a chosen
 * suggestion), its validation message and the status box to show. An automatic GPS attempt (3 s)
 * runs when the screen opens and fails silently; the 'Tap to get location' attempt says why it
 * failed. A late automatic result never replaces a position the user chose meanwhile, and only the
 * newest attempt sets the status.
 *
 * `geolocation`: for tests and stories; undefined for navigator.geolocation, null for none.
 */
export function useReportLocation(geolocation: Geolocation | null | undefined) {
  const { t } = useTranslation('reports');
  const geo = geolocation === undefined ? undefined : (geolocation ?? undefined);
  const unsupported = geolocation === null;

  const [text, setText] = useState('');
  const [coordinates, setCoordinates] = useState<ReportCoordinates | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [gps, setGps] = useState<GpsState>('idle');
  /** A manual attempt is running (the automatic one does not block the button). */
  const [manualGps, setManualGps] = useState(false);
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
          setError(null);
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

  const statusKind: LocationStatusKind = manualGps
    ? 'getting'
    : coordinates
      ? 'verified'
      : gps === 'getting'
        ? 'getting'
        : gps === 'denied'
          ? 'denied'
          : 'needed';

  return {
    text,
    coordinates,
    /** The validation message under the address field. */
    error,
    setError,
    manualGps,
    statusKind,
    hasText: text.trim().length > 0,
    onText(next: string) {
      setText(next);
      if (next.trim()) setError(null);
      // A typed change makes a chosen address's position stale; a GPS fix stays valid.
      setCoordinates((c) => (c?.source === 'suggestion' ? null : c));
    },
    onAddressLocation(location: AddressLocation) {
      userChoseLocation.current = true;
      setCoordinates(location);
      setError(null);
      if (location.source === 'gps') setGps('idle');
    },
    /** 'Tap to get location'. */
    locateManually() {
      userChoseLocation.current = true;
      void locate(true);
    },
    /** Empty again, for the next report. */
    reset() {
      setText('');
      setCoordinates(null);
      setError(null);
      setGps('idle');
      setManualGps(false);
      userChoseLocation.current = false;
    },
  };
}

export type ReportLocation = ReturnType<typeof useReportLocation>;
