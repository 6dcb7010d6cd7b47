import type { BrowserFamily } from './gps-options';

/**
 * Geolocation errors (spec section 8, Geolocation). `key` is an i18next key in the common namespace;
 * `message` is the English text, for logs and for callers without i18n.
 */
export type GeoErrorKind = 'denied' | 'unavailable' | 'timeout' | 'unknown' | 'unsupported';

/** Kinds that have browser-tailored texts (denied, network/unavailable, timeout). */
const TAILORED: readonly GeoErrorKind[] = ['denied', 'unavailable', 'timeout'];

/** English texts; src/client/i18n/en.json holds the same strings (a test keeps them equal). */
export const GEO_ERROR_TEXTS = {
  denied: {
    default: 'Location permission denied. Please enable location access.',
    firefox: 'Location permission denied. In Firefox, click the location icon in the address bar and allow location access for this site.',
    safari: 'Location permission denied. In Safari, allow location access for this website (Settings > Safari > Location on iPhone).',
    privacy: 'Location permission denied. Your privacy browser blocks location by default: allow it for this site in the shield or site settings.',
  },
  unavailable: {
    default: 'Location information unavailable. Please check your device settings.',
    firefox: 'Location information unavailable. Firefox could not reach its location service: check your network connection and device location settings.',
    safari: 'Location information unavailable. Turn on Location Services for Safari in your device settings and check your connection.',
    privacy: 'Location information unavailable. Your privacy browser may block the network location service: turn on device location or type the address.',
  },
  timeout: {
    default: 'Location request timed out. Please try again.',
    firefox: 'Location request timed out. Firefox can take a few seconds to find you: please try again.',
    safari: 'Location request timed out. Please try again, ideally near a window or outdoors.',
    privacy: 'Location request timed out. Privacy protections can slow location down: please try again or type the address.',
  },
  unknown: 'Unknown error occurred',
  unsupported: 'Geolocation is not supported by your browser',
} as const;

export class GeoError extends Error {
  readonly kind: GeoErrorKind;
  readonly browser: BrowserFamily;
  /** i18next key (common namespace). */
  readonly key: string;
  constructor(kind: GeoErrorKind, browser: BrowserFamily = 'default') {
    const tailored = TAILORED.includes(kind);
    const text = tailored
      ? GEO_ERROR_TEXTS[kind as 'denied' | 'unavailable' | 'timeout'][browser]
      : GEO_ERROR_TEXTS[kind as 'unknown' | 'unsupported'];
    super(text);
    this.name = 'GeoError';
    this.kind = kind;
    this.browser = browser;
    this.key = tailored ? `geo.errors.${kind}.${browser}` : `geo.errors.${kind}`;
  }
}

/** GeolocationPositionError codes: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT. */
export function toGeoError(err: unknown, browser: BrowserFamily = 'default'): GeoError {
  if (err instanceof GeoError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 1) return new GeoError('denied', browser);
  if (code === 2) return new GeoError('unavailable', browser);
  if (code === 3) return new GeoError('timeout', browser);
  return new GeoError('unknown', browser);
}
