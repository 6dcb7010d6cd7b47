import type { ComponentType } from 'react';
import type { LazyScreen } from '../module';

/** A lazily loaded screen that can be loaded ahead of its first render (see preload). */
export interface PreloadableScreen {
  Component: ComponentType;
  /** Loads the screen's code; after it resolves the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but once `preload()` has resolved the screen renders synchronously. Server
 * rendering preloads the matched route's screen and then renders in one pass; the browser preloads
 * the same screen before hydrating, so hydration finds the same markup instead of a fallback.
 */
export function preloadableScreen(load: LazyScreen): PreloadableScreen {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        loaded = m.default;
      },
      (err: unknown) => {
        // A failed chunk load may succeed on the next try (the error boundary offers a retry).
        pending = null;
        throw err;
      },
    );
    return pending;
  };
  function Screen() {
    // Suspends the way React.lazy does (a thrown thenable; `use()` would need an awaited act() in
    // tests), until the code has loaded.
    if (!loaded) throw preload();
    const Loaded = loaded;
    return <Loaded />;
  }
  return { Component: Screen, preload };
}
