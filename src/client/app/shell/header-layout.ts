import { useSyncExternalStore } from 'react';

/**
 * Below MUI's sm breakpoint (600 px: phones) the header keeps the logo and name, the bell and the
 * avatar; the clock and the language switch move into the profile menu. With all of them the header
 * needs about 420 px, and the name gave way first ("Clea..." on a 390 px phone, issue 37).
 */
export const COMPACT_HEADER_QUERY = '(max-width:599.95px)';
/** The same, for `sx` (what theme.breakpoints.down('sm') gives: a test checks they agree). */
export const COMPACT_HEADER_MEDIA = `@media ${COMPACT_HEADER_QUERY}`;

const media = (query: string): MediaQueryList | undefined => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

const subscribe = (onChange: () => void) => {
  const list = media(COMPACT_HEADER_QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/**
 * true on a screen that matches COMPACT_HEADER_QUERY, following window.matchMedia like MUI's
 * useMediaQuery (not used here: it would add 0.8 KB gzipped to the first route, past its ceiling).
 * On the server and during hydration it is false (the server cannot know the width): the header
 * then hides the moved parts with the same media query in CSS.
 */
export function useCompactHeader(): boolean {
  return useSyncExternalStore(subscribe, () => media(COMPACT_HEADER_QUERY)?.matches ?? false, () => false);
}

/** The header's parts that the profile menu shows while the header is compact. */
export interface MovedHeaderParts {
  /** A fixed time for the clock (stories, tests); the live clock otherwise. */
  now?: Date;
}
