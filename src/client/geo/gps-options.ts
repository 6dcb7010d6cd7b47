/**
 * GPS options (spec section 9, "Map, tasks and GPS"): the base options, the browser-tailored variants
 * and the presets of the one-shot callers (report form, address field).
 */

export type BrowserFamily = 'firefox' | 'safari' | 'privacy' | 'default';

export interface GpsConfig {
  options: Required<Pick<PositionOptions, 'enableHighAccuracy' | 'timeout' | 'maximumAge'>>;
  /** Minimum time between two published state updates. */
  updateThrottleMs: number;
  /** Minimum time between two published positions while watching. */
  watchIntervalMs: number;
}

export const BASE_GPS_CONFIG: GpsConfig = {
  options: { enableHighAccuracy: true, timeout: 5000, maximumAge: 1000 },
  updateThrottleMs: 500,
  watchIntervalMs: 1000,
};

const VARIANTS: Record<Exclude<BrowserFamily, 'default'>, { options: Partial<GpsConfig['options']>; watchIntervalMs?: number }> = {
  firefox: { options: { timeout: 8000, maximumAge: 120_000 } },
  safari: { options: { timeout: 6000, enableHighAccuracy: false } },
  privacy: { options: { timeout: 10_000, maximumAge: 300_000, enableHighAccuracy: false }, watchIntervalMs: 2000 },
};

/** One-shot presets; they override the browser variant's timeout/maximumAge. */
export const REPORT_AUTO_GPS: PositionOptions = { timeout: 3000 };
export const REPORT_MANUAL_GPS: PositionOptions = { timeout: 15_000, maximumAge: 0 };
export const ADDRESS_FIELD_GPS: PositionOptions = { timeout: 10_000, maximumAge: 300_000 };

/** The parts of `navigator` the detection reads (Brave exposes `navigator.brave`). */
export interface NavigatorLike {
  userAgent?: string;
  brave?: unknown;
}

/**
 * Privacy browsers first (Brave via its API or UA, DuckDuckGo, Tor/Mullvad-like builds), then Firefox,
 * then Safari (WebKit without a Chromium token; every iOS browser is WebKit, but Chrome/Firefox on iOS
 * behave like their own family for messages).
 */
export function detectBrowser(nav: NavigatorLike | undefined = typeof navigator === 'undefined' ? undefined : navigator): BrowserFamily {
  if (!nav) return 'default';
  const ua = nav.userAgent ?? '';
  if (nav.brave !== undefined || /\bBrave\b|DuckDuckGo|Ddg\/|\bTor\b|TorBrowser|Mullvad/i.test(ua)) return 'privacy';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'firefox';
  if (/Safari\//.test(ua) && !/Chrome\/|Chromium\/|CriOS\/|Edg\/|EdgiOS\/|OPR\/|Android/.test(ua)) return 'safari';
  return 'default';
}

export function gpsConfigFor(browser: BrowserFamily): GpsConfig {
  if (browser === 'default') return { ...BASE_GPS_CONFIG, options: { ...BASE_GPS_CONFIG.options } };
  const v = VARIANTS[browser];
  return {
    options: { ...BASE_GPS_CONFIG.options, ...v.options },
    updateThrottleMs: BASE_GPS_CONFIG.updateThrottleMs,
    watchIntervalMs: v.watchIntervalMs ?? BASE_GPS_CONFIG.watchIntervalMs,
  };
}

/** The browser's options with a caller's preset on top (a preset sets only timeout/maximumAge). */
export function positionOptions(browser: BrowserFamily, preset: PositionOptions = {}): PositionOptions {
  return { ...gpsConfigFor(browser).options, ...preset };
}
