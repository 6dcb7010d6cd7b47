// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createTestI18n } from '../test-i18n';
import { fakeGeolocation } from './fake-geolocation';
import { GEO_ERROR_TEXTS, GeoError, toGeoError } from './geo-error';
import { formatCoordinates, getPosition } from './get-position';
import { ADDRESS_FIELD_GPS, REPORT_AUTO_GPS, REPORT_MANUAL_GPS, detectBrowser, gpsConfigFor, positionOptions } from './gps-options';
import { useGeolocation } from './use-geolocation';

const UA = {
  chrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  duckduckgo: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 DuckDuckGo/7 Safari/605.1.15',
  tor: 'Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0 TorBrowser/13.5',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
};

describe('browser detection and GPS options (spec 9)', () => {
  it('detects the browser family from the user agent and the Brave API', () => {
    expect(detectBrowser({ userAgent: UA.chrome })).toBe('default');
    expect(detectBrowser({ userAgent: UA.chromeIos })).toBe('default');
    expect(detectBrowser({ userAgent: UA.firefox })).toBe('firefox');
    expect(detectBrowser({ userAgent: UA.safari })).toBe('safari');
    expect(detectBrowser({ userAgent: UA.duckduckgo })).toBe('privacy');
    expect(detectBrowser({ userAgent: UA.tor })).toBe('privacy');
    expect(detectBrowser({ userAgent: UA.chrome, brave: { isBrave: () => Promise.resolve(true) } })).toBe('privacy');
    expect(detectBrowser(undefined)).toBe('default');
  });

  it('uses high accuracy, 5 s timeout, 1 s max age, 500 ms throttle and a 1000 ms watch by default', () => {
    expect(gpsConfigFor('default')).toEqual({
      options: { enableHighAccuracy: true, timeout: 5000, maximumAge: 1000 },
      updateThrottleMs: 500,
      watchIntervalMs: 1000,
    });
  });

  it('tailors the options: Firefox 8 s / 120 s, Safari 6 s low accuracy, privacy 10 s / 300 s low accuracy, 2000 ms watch', () => {
    expect(gpsConfigFor('firefox').options).toEqual({ enableHighAccuracy: true, timeout: 8000, maximumAge: 120_000 });
    expect(gpsConfigFor('safari').options).toEqual({ enableHighAccuracy: false, timeout: 6000, maximumAge: 1000 });
    expect(gpsConfigFor('privacy')).toEqual({
      options: { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
      updateThrottleMs: 500,
      watchIntervalMs: 2000,
    });
    expect(gpsConfigFor('firefox').watchIntervalMs).toBe(1000);
  });

  it('lays the report and address-field presets over the browser options', () => {
    expect(positionOptions('default', REPORT_AUTO_GPS)).toEqual({ enableHighAccuracy: true, timeout: 3000, maximumAge: 1000 });
    expect(positionOptions('default', REPORT_MANUAL_GPS)).toEqual({ enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 });
    expect(positionOptions('safari', ADDRESS_FIELD_GPS)).toEqual({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 });
  });
});

describe('error mapping (spec 8, Geolocation)', () => {
  it('maps the GeolocationPositionError codes to the spec texts', () => {
    expect(toGeoError({ code: 1 }).message).toBe('Location permission denied. Please enable location access.');
    expect(toGeoError({ code: 2 }).message).toBe('Location information unavailable. Please check your device settings.');
    expect(toGeoError({ code: 3 }).message).toBe('Location request timed out. Please try again.');
    expect(toGeoError({ code: 99 }).message).toBe('Unknown error occurred');
    expect(toGeoError(new Error('boom')).kind).toBe('unknown');
    expect(new GeoError('unsupported').message).toBe('Geolocation is not supported by your browser');
  });

  it('has browser-tailored texts for denied, network and timeout errors, with i18n keys', () => {
    for (const browser of ['firefox', 'safari', 'privacy'] as const) {
      for (const [code, kind] of [[1, 'denied'], [2, 'unavailable'], [3, 'timeout']] as const) {
        const err = toGeoError({ code }, browser);
        expect(err.kind).toBe(kind);
        expect(err.key).toBe(`geo.errors.${kind}.${browser}`);
        expect(err.message).not.toBe(GEO_ERROR_TEXTS[kind].default);
      }
    }
    expect(toGeoError({ code: 99 }, 'firefox').key).toBe('geo.errors.unknown');
  });

  it('the English translations equal the texts, and German has its own', () => {
    const en = createTestI18n('en');
    const de = createTestI18n('de');
    for (const kind of ['denied', 'unavailable', 'timeout'] as const) {
      for (const browser of ['default', 'firefox', 'safari', 'privacy'] as const) {
        const err = new GeoError(kind, browser);
        expect(en.t(err.key)).toBe(err.message);
        expect(de.t(err.key)).not.toBe(err.message);
      }
    }
    expect(en.t('geo.errors.unknown')).toBe('Unknown error occurred');
    expect(en.t('geo.errors.unsupported')).toBe('Geolocation is not supported by your browser');
  });
});

describe('getPosition', () => {
  it('resolves the spec GPS position fields with the preset options', async () => {
    const { geolocation, calls } = fakeGeolocation({ latitude: 51.5, longitude: 11.9, accuracy: 8 });
    const p = await getPosition({ preset: REPORT_MANUAL_GPS, geolocation, browser: 'firefox' });
    expect(p).toMatchObject({ latitude: 51.5, longitude: 11.9, accuracy: 8, heading: null, speed: null });
    expect(typeof p.timestamp).toBe('number');
    expect(calls[0]).toEqual({ enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 });
  });

  it('rejects with a GeoError: denied, timeout, or unsupported without an API', async () => {
    await expect(getPosition({ geolocation: fakeGeolocation({ code: 1 }).geolocation, browser: 'safari' })).rejects.toMatchObject({
      kind: 'denied',
      key: 'geo.errors.denied.safari',
    });
    await expect(getPosition({ geolocation: fakeGeolocation({ code: 3 }).geolocation })).rejects.toMatchObject({ kind: 'timeout' });
    await expect(getPosition({ geolocation: undefined })).rejects.toMatchObject({ kind: 'unsupported' });
  });

  it('formats coordinates with five decimals', () => {
    expect(formatCoordinates(51.4828, 11.9697)).toBe('51.48280, 11.96970');
  });
});

describe('useGeolocation', () => {
  it('goes loading -> positioned', async () => {
    const { geolocation } = fakeGeolocation({ latitude: 1, longitude: 2 });
    const { result } = renderHook(() => useGeolocation({ geolocation, browser: 'default' }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('positioned'));
    expect(result.current.position).toMatchObject({ latitude: 1, longitude: 2 });
  });

  it('goes loading -> error with the tailored error, and refresh asks again', async () => {
    let answer: { code: 1 } | { latitude: number; longitude: number } = { code: 1 };
    const { geolocation, calls } = fakeGeolocation(() => answer);
    const { result } = renderHook(() => useGeolocation({ geolocation, browser: 'privacy' }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.key).toBe('geo.errors.denied.privacy');
    expect(calls[0]).toEqual({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 });
    answer = { latitude: 3, longitude: 4 };
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.status).toBe('positioned'), { timeout: 2000 });
  });

  it('reports unsupported without a geolocation API, and idle when disabled', async () => {
    const { result } = renderHook(() => useGeolocation({ geolocation: null }));
    await waitFor(() => expect(result.current.error?.message).toBe('Geolocation is not supported by your browser'));
    const idle = renderHook(() => useGeolocation({ enabled: false, geolocation: null }));
    expect(idle.result.current.status).toBe('idle');
  });
});
