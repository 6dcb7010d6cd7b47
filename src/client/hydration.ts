import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the whole server-rendered page has hydrated (true when nothing was server-rendered). Data
 * that changes what the page shows (the signed-in user, the stored settings) waits for it: a change
 * reaching a part React has not hydrated yet would not match the server's HTML, and React would
 * throw that part away and render it again.
 */
let pageHydrated = true;
const listeners = new Set<() => void>();
const afterHydration: (() => void)[] = [];

/**
 * False while rendering on the server and during hydration, true afterwards (and from the first
 * render of a component mounted once the page has hydrated, or in a tree that was not
 * server-rendered). Client-only UI (Leaflet, the live clock) renders its placeholder until then, so
 * the first client render matches the server's HTML. The switch is a transition: React renders what
 * appears (the map) in slices instead of one long task right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && pageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** Called before hydrateRoot: the page is server-rendered and not hydrated yet. */
export function startHydration(): void {
  pageHydrated = false;
}

/** Runs `fn` once the page has hydrated (at once when it has). */
export function whenPageHydrated(fn: () => void): void {
  if (pageHydrated) fn();
  else afterHydration.push(fn);
}

function finishHydration(): void {
  if (pageHydrated) return;
  pageHydrated = true;
  listeners.forEach((l) => l());
  afterHydration.splice(0).forEach((fn) => fn());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the whole page has hydrated (see startHydration); false on the server. */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pageHydrated,
    () => false,
  );
}

/**
 * Rendered last inside the innermost Suspense boundary of the page (after the routed screen): its
 * effect runs when that boundary, and so the whole page, has hydrated.
 */
export function HydrationDone(): null {
  useEffect(() => finishHydration(), []);
  return null;
}
