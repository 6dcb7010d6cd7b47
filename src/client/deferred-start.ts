/**
 * What the first screen does not show (the modules' watchers and banners, the header's bell, the
 * offline queue's sender, the service worker) starts late and in small slices (issue 38): not before
 * the person first touches the page (a press, a key, a scroll), and then one part per idle moment,
 * each part's code fetched and evaluated in its own slice. Starting all of them at once when the page
 * first went idle was several long tasks on a phone (npm run bench:trace, 4x CPU), exactly when the
 * person starts to use the page. When nobody touches the page, an urgent part (the offline queue's
 * sender) starts START_WITHOUT_INTERACTION_MS after the load event and the others
 * START_REST_WITHOUT_INTERACTION_MS after it.
 */

/**
 * How long after the load event the urgent parts start when nobody has touched the page: late enough
 * that the first screen's own work (hydration, its first data) is done on a phone, soon enough that a
 * report the offline queue kept from an earlier visit is sent within seconds without any interaction
 * (issue 35).
 */
export const START_WITHOUT_INTERACTION_MS = 5000;

/**
 * How long after the load event the other parts (the bell, the watchers, the banners, the service
 * worker and its precache) start when nobody has touched the page. Starting them 5 s after the load
 * event put about 1.2 s of main-thread work (at 4x CPU) and 100-130 requests (their chunks and the
 * service worker's precache) before the first tap of a person who looks at the map for a few seconds
 * (npm run bench:trace, docs/benchmarks.md, issue 38): none of it is on the screen they look at. A
 * person who only looks still gets the consent banner, the update prompt and the offline banner.
 */
export const START_REST_WITHOUT_INTERACTION_MS = 15_000;

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
 * has run dry after the start of all parts (browser tests wait for it instead of guessing a delay).
 */
export function createDeferredStart(
  win: Window = window,
  delayMs = START_WITHOUT_INTERACTION_MS,
  restDelayMs = START_REST_WITHOUT_INTERACTION_MS,
): DeferredStart {
  const queue: { task: DeferredTask; urgent: boolean }[] = [];
  let armed = false;
  /** 0: nothing may start yet, 1: the urgent parts may, 2: every part may. */
  let stage = 0;
  let running = false;

  const slice = (fn: () => void) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(fn, { timeout: SLICE_MAX_WAIT_MS });
    else win.setTimeout(fn, NO_IDLE_CALLBACK_SLICE_MS);
  };

  const pump = () => {
    // A window already torn down (a closed page, a test's document after its file ended): nothing to start.
    if (!stage || running || !win.document) return;
    // Urgent parts are at the front of the queue; before everything may start, only they run.
    const next = stage > 1 || queue[0]?.urgent ? queue.shift() : null;
    if (!next) {
      if (stage > 1) win.document.documentElement.dataset.deferred = 'started';
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
    let timers: number[] = [];
    // Runs once: the first interaction removes the listeners and clears the timers, the timer the listeners.
    const all = () => {
      stage = 2;
      for (const type of FIRST_INTERACTION_EVENTS) win.removeEventListener(type, all, options);
      win.removeEventListener('load', afterLoad);
      timers.forEach((t) => win.clearTimeout(t));
      pump();
    };
    const afterLoad = () => {
      const urgentOnly = () => {
        stage = 1;
        pump();
      };
      timers = [win.setTimeout(urgentOnly, delayMs), win.setTimeout(all, restDelayMs)];
    };
    for (const type of FIRST_INTERACTION_EVENTS) win.addEventListener(type, all, options);
    if (win.document.readyState === 'complete') afterLoad();
    else win.addEventListener('load', afterLoad, { once: true });
  };

  return {
    later(task, urgent = false) {
      const entry = { task, urgent };
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
