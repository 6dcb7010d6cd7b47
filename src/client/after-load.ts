/** Longest wait for an idle moment, once the page has loaded, before the work runs anyway. */
export const IDLE_MAX_DELAY_MS = 1500;

/** Without requestIdleCallback (Safari), the wait after the load event. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/**
 * Runs `fn` after the page's load event (the first screen's lazy chunks count towards it) once the
 * browser is idle, or at the latest `maxDelayMs` after the load event: code the first screen does not
 * show (watchers, menus, toasts) then loads off its critical path. Call it from an effect, never
 * during render. Returns a function that cancels it.
 */
export function afterLoadWhenIdle(fn: () => void, maxDelayMs = IDLE_MAX_DELAY_MS): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fn, { timeout: maxDelayMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(fn, Math.min(NO_IDLE_CALLBACK_DELAY_MS, maxDelayMs));
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancel();
}
