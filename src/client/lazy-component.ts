import { useEffect, useRef, useState, type ComponentType } from 'react';
import { startLater } from './deferred-start';

/**
 * A component whose code is a lazy chunk that the first screen does not need (a menu, the toasts):
 * loaded (fetched and evaluated) on first use, or just before on a real hint (loadHintProps: the
 * pointer on its button, the button's focus, a touch). Its download may come earlier (a
 * <link rel="prefetch">, webpackPrefetch), which evaluates nothing.
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

/** Props for the button that opens a lazy part: the first real hint loads its code before the press. */
export interface LoadHintProps {
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/**
 * Event handlers that load the part's code on a real hint that it is about to be used (the pointer
 * on its button, the button's focus, a touch before the click), so the press does not wait for the
 * evaluation. Nothing is loaded at idle: on a phone that is exactly when the person starts to use
 * the page. A failed load is left to the first use to retry.
 */
export function loadHintProps<P>(part: LazyComponent<P>): LoadHintProps {
  const load = () => void part.load().catch(() => {});
  return { onPointerEnter: load, onFocus: load, onTouchStart: load };
}

/**
 * A part of the page that starts late (src/client/deferred-start.ts: after the first interaction or
 * a few idle seconds, one part per idle moment): its component once its slice has fetched and
 * evaluated its code, else undefined. `urgent` puts it before the waiting parts (the offline queue's
 * sender). Nothing on the server or in the first client render, so hydration is unaffected.
 */
export function useDeferredComponent<P>(part: LazyComponent<P> | undefined, urgent = false): ComponentType<P> | undefined {
  const [shown, setShown] = useState<ComponentType<P>>();
  useEffect(() => {
    if (!part) return;
    let live = true;
    const cancel = startLater(
      () =>
        part.load().then((component) => {
          if (live) setShown(() => component);
        }),
      urgent,
    );
    return () => {
      live = false;
      cancel();
    };
  }, [part, urgent]);
  return shown;
}
