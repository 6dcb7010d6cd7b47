import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

/** The emotion cache's key for right-to-left styles (class names `muirtl-...` on server and client alike). */
export const RTL_CACHE_KEY = 'muirtl';

/**
 * An emotion cache that mirrors every rule (margin-left becomes margin-right, and so on), as MUI's
 * right-to-left guide sets it up: the prefixer (emotion's default plugin) and @mui/stylis-plugin-rtl.
 * Only right-to-left pages load this (its own chunk in the browser, see direction.tsx).
 */
export function createRtlCache(): EmotionCache {
  return createCache({ key: RTL_CACHE_KEY, stylisPlugins: [prefixer, rtlPlugin] });
}
