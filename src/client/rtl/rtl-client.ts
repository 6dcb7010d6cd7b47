/** The browser's right-to-left chunk ("rtl"): loaded only when a right-to-left language is shown (direction.tsx). */
export { createRtlCache } from './rtl-cache';
export { ensureRtlStyles } from './rtl-styles';
