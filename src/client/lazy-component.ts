import { useEffect, useRef, useState, type ComponentType } from 'react';
import { afterLoadWhenIdle } from './after-load';

/**
 * A component whose code is a lazy chunk that the first screen does not need (a menu, the toasts):
 * loaded on first use, or before that once the page is idle (usePrefetch).
 */
export interface LazyComponent<P> {
  /** Loads the code once and resolves to the component; after a failed load the next call tries again. */
  load(): Promise<ComponentType<P>>;
  /** The component once its code has loaded, else undefined. */
  loaded(): ComponentType<P> | undefined;
}

export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    load: () =>
      (pending ??= load().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => component,
  };
}

/**
 * The lazy component while `want` is truthy (a menu's anchor, the newest toast), once its code is
 * there: in the same render when it has loaded before, else after its load (started in an effect).
 * Once shown it is kept, also when `want` goes (a menu closes with its transition and gives the focus
 * back). A failed load is logged and reported to `onError`; a new `want` value tries again.
 * Nothing is shown on the server or in the first client render unless `want` is truthy there.
 */
export function useLazyComponent<P>(part: LazyComponent<P>, want: unknown, onError?: (error: unknown) => void): ComponentType<P> | undefined {
  const [kept, setKept] = useState<ComponentType<P>>();
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (!want || kept) return;
    const now = part.loaded();
    if (now) {
      setKept(() => now);
      return;
    }
    let live = true;
    part.load().then(
      (loaded) => {
        if (live) setKept(() => loaded);
      },
      (error: unknown) => {
        if (!live) return;
        console.error('Could not load a part of the page', error);
        onErrorRef.current?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [part, want, kept]);
  return kept ?? (want ? part.loaded() : undefined);
}

/**
 * Loads the component's code once the page is idle after its load event (afterLoadWhenIdle), so its
 * first use does not wait for the network. A failed prefetch is left to that first use to retry.
 */
export function usePrefetch<P>(part: LazyComponent<P>): void {
  useEffect(() => afterLoadWhenIdle(() => void part.load().catch(() => {})), [part]);
}
