/**
 * What the first screen does not show (the modules' watchers and banners, the header's bell, the
 * offline queue's sender, the service worker) starts late and in small slices (issue 38): not before
 * the person first touches the page (a press, a key, a scroll), or START_WITHOUT_INTERACTION_MS after
 * the load event when nobody does, and then one part per idle moment, each part's code fetched and
 * evaluated in its own slice. Starting all of them at once when the page first went idle was several
 * long tasks on a phone (npm run bench:trace, 4x CPU), exactly when the person starts to use the page.
 */

/**
 * How long after the load event the deferred parts start when nobody has touched the page: late
 * enough that the first screen's own work (hydration, its first data) is done on a phone, soon
 * enough that a report the offline queue kept from an earlier visit is sent within seconds without
 * any interaction (issue 35), and that the consent banner, the update prompt and the offline banner
 * show while the person is still looking at the page.
 */
export const START_WITHOUT_INTERACTION_MS = 5000;

/** Longest wait for an idle moment per slice once started: a busy page still gets its parts. */
export const SLICE_MAX_WAIT_MS = 1000;

/** Without requestIdleCallback (Safari): the pause before each slice. */
const NO_IDLE_CALLBACK_SLICE_MS = 50;

/** Events that count as the person's first interaction (captured on the window, passive). */
export const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** A part's start: may return a promise (its code loading); the next slice waits for it. */
export type DeferredTask = () => unknown;

export interface DeferredStart {
  /**
   * Queues `task` for its own slice once the page has started (see above); an urgent one goes before
   * those waiting (the offline queue's sender: a person's reports wait for it). Returns a cancel.
   */
  later(task: DeferredTask, urgent?: boolean): () => void;
}

/**
 * A queue of deferred parts for one window. `<html data-deferred="started">` is set once the queue
 * has run dry after the start (browser tests wait for it instead of guessing a delay).
 */
export function createDeferredStart(win: Window = window, delayMs = START_WITHOUT_INTERACTION_MS): DeferredStart {
  const queue: { task: DeferredTask }[] = [];
  let armed = false;
  let open = false;
  let running = false;

  const slice = (fn: () => void) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(fn, { timeout: SLICE_MAX_WAIT_MS });
    else win.setTimeout(fn, NO_IDLE_CALLBACK_SLICE_MS);
  };

  const pump = () => {
    // A window already torn down (a closed page, a test's document after its file ended): nothing to start.
    if (!open || running || !win.document) return;
    const next = queue.shift();
    if (!next) {
      win.document.documentElement.dataset.deferred = 'started';
      return;
    }
    running = true;
    slice(() => {
      let done: Promise<unknown>;
      try {
        done = Promise.resolve(next.task());
      } catch (error) {
        done = Promise.reject(error);
      }
      // A part that fails to start (its chunk did not load) must not hold up the others.
      done
        .catch((error: unknown) => console.error('Could not start a part of the page', error))
        .finally(() => {
          running = false;
          pump();
        });
    });
  };

  const arm = () => {
    armed = true;
    const options = { capture: true, passive: true } as const;
    let timer: number | undefined;
    const go = () => {
      if (open) return;
      open = true;
      for (const type of FIRST_INTERACTION_EVENTS) win.removeEventListener(type, go, options);
      win.removeEventListener('load', afterLoad);
      if (timer !== undefined) win.clearTimeout(timer);
      pump();
    };
    const afterLoad = () => {
      timer = win.setTimeout(go, delayMs);
    };
    for (const type of FIRST_INTERACTION_EVENTS) win.addEventListener(type, go, options);
    if (win.document.readyState === 'complete') afterLoad();
    else win.addEventListener('load', afterLoad, { once: true });
  };

  return {
    later(task, urgent = false) {
      const entry = { task };
      if (urgent) queue.unshift(entry);
      else queue.push(entry);
      if (!armed) arm();
      pump();
      return () => {
        const at = queue.indexOf(entry);
        if (at >= 0) queue.splice(at, 1);
      };
    },
  };
}

let shared: DeferredStart | null = null;

/** `later` of the page's queue (created on first use: nothing runs on the server, which never calls it). */
export function startLater(task: DeferredTask, urgent = false): () => void {
  return (shared ??= createDeferredStart()).later(task, urgent);
}
