import { GeoError, toGeoError } from './geo-error';
import { detectBrowser, positionOptions, type BrowserFamily } from './gps-options';

/** Spec section 3, GPS position. */
export interface GpsPosition {
  latitude: number;
  longitude: number;
  /** Metres (radius of 68% confidence). */
  accuracy: number;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** Degrees from true north, or null when unknown / not moving. */
  heading: number | null;
  /** Metres per second, or null when unknown. */
  speed: number | null;
}

export function toGpsPosition(p: GeolocationPosition): GpsPosition {
  const c = p.coords;
  return {
    latitude: c.latitude,
    longitude: c.longitude,
    accuracy: c.accuracy,
    timestamp: p.timestamp,
    heading: Number.isFinite(c.heading) ? c.heading : null,
    speed: Number.isFinite(c.speed) ? c.speed : null,
  };
}

/** The browser's geolocation object, or undefined where it does not exist (old browsers, jsdom). */
export function browserGeolocation(): Geolocation | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.geolocation ?? undefined;
}

export interface GetPositionOptions {
  /** A preset such as REPORT_MANUAL_GPS; merged over the browser-tailored options. */
  preset?: PositionOptions;
  browser?: BrowserFamily;
  geolocation?: Geolocation;
}

/**
 * One position, as a promise. Rejects with a GeoError ('unsupported' without a geolocation API).
 * A timer one second past the timeout guards against browsers that never call back.
 */
export function getPosition({ preset, browser = detectBrowser(), geolocation = browserGeolocation() }: GetPositionOptions = {}): Promise<GpsPosition> {
  if (!geolocation) return Promise.reject(new GeoError('unsupported', browser));
  const options = positionOptions(browser, preset);
  return new Promise<GpsPosition>((resolve, reject) => {
    let settled = false;
    const guard = setTimeout(() => finish(() => reject(new GeoError('timeout', browser))), (options.timeout ?? 5000) + 1000);
    function finish(done: () => void) {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      done();
    }
    try {
      geolocation.getCurrentPosition(
        (p) => finish(() => resolve(toGpsPosition(p))),
        (e) => finish(() => reject(toGeoError(e, browser))),
        options,
      );
    } catch (e) {
      finish(() => reject(toGeoError(e, browser)));
    }
  });
}

/** '51.48280, 11.96970': coordinates as address text when reverse geocoding fails (spec 8). */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}
