import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GeoError, toGeoError } from './geo-error';
import { browserGeolocation, toGpsPosition, type GpsPosition } from './get-position';
import { detectBrowser, gpsConfigFor, positionOptions, type BrowserFamily } from './gps-options';

/** Spec section 4, GPS: loading, then positioned, or error ('idle' while disabled). */
export type GeolocationStatus = 'idle' | 'loading' | 'positioned' | 'error';

export interface GeolocationState {
  status: GeolocationStatus;
  /** The last known position; kept while a later request fails or reloads. */
  position: GpsPosition | null;
  error: GeoError | null;
}

export interface UseGeolocationOptions {
  /** false: no request (status 'idle'). */
  enabled?: boolean;
  /** true: keep following the device (watchPosition); false: one position per refresh(). */
  watch?: boolean;
  /** Overrides of the browser-tailored options, e.g. a one-shot preset. */
  preset?: PositionOptions;
  /** For tests and stories. */
  geolocation?: Geolocation | null;
  browser?: BrowserFamily;
}

/**
 * The device position with the spec's GPS options for this browser. Updates are throttled: at most
 * one per `updateThrottleMs` (500 ms), and while watching at most one position per `watchIntervalMs`
 * (1000 ms, 2000 ms in privacy browsers); the newest update inside a window is published at its end.
 */
export function useGeolocation({ enabled = true, watch = false, preset, geolocation, browser: forced }: UseGeolocationOptions = {}) {
  const browser = useMemo(() => forced ?? detectBrowser(), [forced]);
  const config = useMemo(() => gpsConfigFor(browser), [browser]);
  const geo = geolocation === undefined ? browserGeolocation() : (geolocation ?? undefined);
  const [state, setState] = useState<GeolocationState>({ status: enabled ? 'loading' : 'idle', position: null, error: null });
  const [nonce, setNonce] = useState(0);
  const presetKey = JSON.stringify(preset ?? {});

  const lastPublished = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<((s: GeolocationState) => GeolocationState) | null>(null);

  useEffect(() => {
    if (!enabled) {
      setState((s) => ({ ...s, status: 'idle', error: null }));
      return;
    }
    const gap = watch ? Math.max(config.watchIntervalMs, config.updateThrottleMs) : config.updateThrottleMs;
    const flush = () => {
      timer.current = undefined;
      const update = pending.current;
      pending.current = null;
      if (!update) return;
      lastPublished.current = Date.now();
      setState(update);
    };
    const publish = (update: (s: GeolocationState) => GeolocationState) => {
      pending.current = update;
      const wait = lastPublished.current + gap - Date.now();
      if (wait <= 0) flush();
      else timer.current ??= setTimeout(flush, wait);
    };
    const onPosition = (p: GeolocationPosition) => publish(() => ({ status: 'positioned', position: toGpsPosition(p), error: null }));
    const onError = (e: unknown) => publish((s) => ({ status: 'error', position: s.position, error: toGeoError(e, browser) }));

    setState((s) => ({ ...s, status: 'loading', error: null }));
    if (!geo) {
      setState((s) => ({ status: 'error', position: s.position, error: new GeoError('unsupported', browser) }));
      return;
    }
    const options = positionOptions(browser, JSON.parse(presetKey) as PositionOptions);
    let watchId: number | undefined;
    let cancelled = false;
    try {
      if (watch) watchId = geo.watchPosition(onPosition, onError, options);
      else geo.getCurrentPosition((p) => !cancelled && onPosition(p), (e) => !cancelled && onError(e), options);
    } catch (e) {
      onError(e);
    }
    return () => {
      cancelled = true;
      if (watchId !== undefined) geo.clearWatch(watchId);
      clearTimeout(timer.current);
      timer.current = undefined;
      pending.current = null;
    };
  }, [enabled, watch, geo, browser, config, presetKey, nonce]);

  /** Asks again (one-shot mode) or restarts the watch. */
  const refresh = useCallback(() => setNonce((n) => n + 1), []);

  return { ...state, refresh, browser, config };
}
