import { useCallback, useEffect, useRef, useState } from 'react';
import { browserGeolocation, toGpsPosition } from '../../../client/geo/get-position';
import { toGeoError, GeoError } from '../../../client/geo/geo-error';
import { newDraft, type SurveyDraft } from './draft';
import { SurveyDraftStore } from './draft-store';
import { acceptPoint } from './route-track';

/** The watch's options: high accuracy, fresh fixes, a fix every few seconds at most apart. */
export const SURVEY_WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 };

export type WakeLockState = 'on' | 'unsupported' | 'off';

interface WakeLockSentinelLike {
  release(): Promise<void>;
  addEventListener?(type: 'release', cb: () => void): void;
}
type WakeLockNavigator = Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } };

let sharedStore: SurveyDraftStore | null = null;
/** The device's draft store (one per page). */
export function draftStore(): SurveyDraftStore {
  sharedStore ??= new SurveyDraftStore();
  return sharedStore;
}

/**
 * The survey being recorded: resumed from the device, its route growing from the GPS watch while it
 * records (kept on the device at every change, so a reload or a killed tab carries on), the screen
 * kept on where the browser can.
 */
export function useSurveyRecorder(ownerId: string, store: SurveyDraftStore = draftStore()) {
  const [draft, setDraft] = useState<SurveyDraft | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [gpsError, setGpsError] = useState<GeoError | null>(null);
  const [wakeLock, setWakeLock] = useState<WakeLockState>('off');
  const current = useRef<SurveyDraft | null>(null);

  useEffect(() => {
    let live = true;
    setDraft(null);
    store.load(ownerId).then(
      (kept) => {
        if (!live) return;
        current.current = kept ?? newDraft(ownerId);
        setDraft(current.current);
      },
      () => {
        if (!live) return;
        // No IndexedDB (private mode): it records, but a reload loses it.
        setLoadFailed(true);
        current.current = newDraft(ownerId);
        setDraft(current.current);
      },
    );
    return () => {
      live = false;
    };
  }, [ownerId, store]);

  const update = useCallback(
    (change: (d: SurveyDraft) => SurveyDraft) => {
      const before = current.current;
      if (!before) return;
      const next = change(before);
      if (next === before) return;
      current.current = next;
      setDraft(next);
      store.save(next).catch(() => setLoadFailed(true));
    },
    [store],
  );

  // A route drawn on the map needs neither the GPS watch nor the screen kept on.
  const recording = draft?.phase === 'recording' && draft.routeSource !== 'drawn';

  // The GPS watch runs while recording, also after a reload into a recording draft.
  useEffect(() => {
    if (!recording) return;
    const geolocation = browserGeolocation();
    if (!geolocation) {
      setGpsError(new GeoError('unsupported'));
      return;
    }
    const id = geolocation.watchPosition(
      (p) => {
        setGpsError(null);
        const point = toGpsPosition(p);
        update((d) => {
          const next = { latitude: point.latitude, longitude: point.longitude, accuracy: point.accuracy, timestamp: point.timestamp };
          return d.phase === 'recording' && acceptPoint(d.points.at(-1) ?? null, next) ? { ...d, points: [...d.points, next] } : d;
        });
      },
      (err) => setGpsError(toGeoError(err)),
      SURVEY_WATCH_OPTIONS,
    );
    return () => geolocation.clearWatch(id);
  }, [recording, update]);

  // The screen stays on while recording (Screen Wake Lock API), asked again when the page is shown again.
  useEffect(() => {
    if (!recording) return;
    const nav = navigator as WakeLockNavigator;
    if (!nav.wakeLock) {
      setWakeLock('unsupported');
      return;
    }
    let sentinel: WakeLockSentinelLike | null = null;
    let live = true;
    const request = () => {
      nav.wakeLock!.request('screen').then(
        (s) => {
          if (!live) return void s.release().catch(() => undefined);
          sentinel = s;
          setWakeLock('on');
          s.addEventListener?.('release', () => live && setWakeLock('off'));
        },
        () => live && setWakeLock('off'),
      );
    };
    request();
    const onVisible = () => document.visibilityState === 'visible' && request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
      setWakeLock('off');
    };
  }, [recording]);

  const discard = useCallback(async () => {
    await store.clear(ownerId).catch(() => undefined);
    current.current = newDraft(ownerId);
    setDraft(current.current);
    setGpsError(null);
  }, [ownerId, store]);

  return { draft, update, discard, gpsError, wakeLock, storageFailed: loadFailed };
}
