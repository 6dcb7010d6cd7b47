import type { EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache as useEmotionCache, CacheProvider } from '@emotion/react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, type Direction } from '../shared/language';

/**
 * Right to left (issue 41). A right-to-left language gets `<html dir="rtl">` (the server's page and
 * i18n.ts), MUI's theme direction (AccessibilityRoot) and an emotion cache that mirrors every rule
 * (rtl/rtl-cache.ts, with the few plain rules in rtl/rtl-styles.ts). That code is its own chunk,
 * loaded before such a language is shown (start.tsx, loadLanguage), so left-to-right languages carry
 * none of it.
 */
let rtlCache: EmotionCache | null = null;

/** Loads the right-to-left chunk once: the mirroring emotion cache and the plain rules. */
export async function loadRtl(): Promise<void> {
  if (rtlCache) return;
  const rtl = await import(/* webpackChunkName: "rtl" */ './rtl/rtl-client');
  rtl.ensureRtlStyles();
  rtlCache ??= rtl.createRtlCache();
}

/** Loads what `language`'s direction needs before it is shown (nothing for left to right). */
export async function loadDirection(language: string): Promise<void> {
  if (directionOf(language) === 'rtl') await loadRtl();
}

/** Whether `language` can be shown at once (its direction's code is there). */
export function directionReady(language: string): boolean {
  return directionOf(language) !== 'rtl' || rtlCache !== null;
}

/** A direction forced on everything below, whatever the language (Storybook's direction switch). */
export const DirectionOverride = createContext<Direction | null>(null);

/** The direction the app shows: of i18next's current language, unless DirectionOverride says otherwise. */
export function useDirection(): Direction {
  const language = useTranslation().i18n.language;
  return useContext(DirectionOverride) ?? directionOf(language);
}

/**
 * Gives everything below the right-to-left emotion cache while a right-to-left language is shown, else
 * the cache it sits in (the default one, or the server's per-page cache, which the server makes
 * right to left itself for such a page). The provider is always there, so a change of direction keeps
 * the tree (and its state) and only restyles.
 */
export function DirectionRoot({ children, rtl = rtlCache }: { children: ReactNode; rtl?: EmotionCache | null }) {
  const outer = useEmotionCache();
  const cache = useDirection() === 'rtl' && rtl ? rtl : outer;
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
