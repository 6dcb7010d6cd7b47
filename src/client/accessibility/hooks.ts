import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../hooks';
import type { AccessibilitySettings, SystemPreferences } from './accessibility-slice';

/** The six accessibility settings. */
export function useAccessibility(): AccessibilitySettings {
  return useAppSelector((s) => s.accessibility);
}

/**
 * true when motion should be kept to a minimum (the setting, which follows prefers-reduced-motion
 * unless the person chose otherwise). For the map: turn off Leaflet's zoomAnimation, fadeAnimation
 * and markerZoomAnimation and use setView instead of flyTo when this is true.
 */
export function useReducedMotion(): boolean {
  return useAppSelector((s) => s.accessibility.reducedMotion);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const HIGH_CONTRAST_QUERIES = ['(prefers-contrast: more)', '(forced-colors: active)'] as const;

function media(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** The system preferences now (false where the browser cannot tell). */
export function readSystemPreferences(): SystemPreferences {
  return {
    reducedMotion: media(REDUCED_MOTION_QUERY)?.matches ?? false,
    highContrast: HIGH_CONTRAST_QUERIES.some((q) => media(q)?.matches ?? false),
  };
}

/** Calls `onChange` whenever one of the system preferences changes; returns the unsubscribe. */
export function watchSystemPreferences(onChange: (p: SystemPreferences) => void): () => void {
  const lists = [REDUCED_MOTION_QUERY, ...HIGH_CONTRAST_QUERIES].map(media).filter((m): m is MediaQueryList => !!m);
  const handler = () => onChange(readSystemPreferences());
  lists.forEach((m) => m.addEventListener?.('change', handler));
  return () => lists.forEach((m) => m.removeEventListener?.('change', handler));
}

let cached: SystemPreferences = { reducedMotion: false, highContrast: false };
const systemSnapshot = () => {
  const now = readSystemPreferences();
  if (now.reducedMotion !== cached.reducedMotion || now.highContrast !== cached.highContrast) cached = now;
  return cached;
};

/** The system preferences, re-rendering when they change (the presets compare against them). */
export function useSystemPreferences(): SystemPreferences {
  return useSyncExternalStore(watchSystemPreferences, systemSnapshot, systemSnapshot);
}
