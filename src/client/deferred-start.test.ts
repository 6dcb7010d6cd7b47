// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeferredStart, SLICE_MAX_WAIT_MS, START_REST_WITHOUT_INTERACTION_MS, START_WITHOUT_INTERACTION_MS } from './deferred-start';

let readyState: DocumentReadyState;

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'loading';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  delete document.documentElement.dataset.deferred;
});
afterEach(() => {
  delete (document as { readyState?: unknown }).readyState;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A requestIdleCallback whose idle moments the test decides: each idle() runs the callbacks waiting then. */
function stubIdleCallback() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 0;
  const request = vi.fn((cb: IdleRequestCallback, options?: IdleRequestOptions) => {
    void options;
    waiting.set(++next, cb);
    return next;
  });
  vi.stubGlobal('requestIdleCallback', request);
  const idle = async () => {
    const cbs = [...waiting.values()];
    waiting.clear();
    cbs.forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 50 }));
    // Let the slice's promise settle (it schedules the next slice).
    await vi.advanceTimersByTimeAsync(0);
  };
  return { request, idle, waiting };
}

function loaded() {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
}

describe('createDeferredStart', () => {
  it('starts nothing before the load event and the idle seconds after it, then one part per idle moment', async () => {
    const { request, idle, waiting } = stubIdleCallback();
    const queue = createDeferredStart(window);
    const first = vi.fn();
    const second = vi.fn();
    queue.later(first);
    queue.later(second);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).not.toHaveBeenCalled();
    loaded();
    await vi.advanceTimersByTimeAsync(START_REST_WITHOUT_INTERACTION_MS - 1);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // One slice asked for, with a bound on the wait; nothing runs until the browser is idle.
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: SLICE_MAX_WAIT_MS });
    expect(first).not.toHaveBeenCalled();
    await idle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(waiting.size).toBe(1);
    await idle();
    expect(second).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.deferred).toBe('started');
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'])('starts at the first %s, also before the load event', async (type) => {
    const { idle } = stubIdleCallback();
    const queue = createDeferredStart(window);
    const part = vi.fn();
    queue.later(part);
    await idle();
    expect(part).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event(type, { bubbles: type !== 'scroll' }));
    await idle();
    expect(part).toHaveBeenCalledTimes(1);
  });

  it('waits for a part that loads its code before the next slice, and a failed part does not stop the others', async () => {
    const { idle, waiting } = stubIdleCallback();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = createDeferredStart(window);
    let finish!: () => void;
    const slow = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const last = vi.fn();
    queue.later(slow);
    queue.later(failing);
    queue.later(last);
    window.dispatchEvent(new Event('keydown'));
    await idle();
    expect(slow).toHaveBeenCalledTimes(1);
    // Still loading: no slice asked for the next part.
    expect(waiting.size).toBe(0);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    await idle();
    expect(failing).toHaveBeenCalledTimes(1);
    await idle();
    expect(last).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Could not start a part of the page', expect.any(Error));
  });

  it('a slice that ends after its window was torn down (a test file ended, a page closed) starts nothing and throws nothing', async () => {
    const { idle } = stubIdleCallback();
    const torn = { document: document as Document | undefined, addEventListener: window.addEventListener.bind(window), removeEventListener: window.removeEventListener.bind(window), setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window), requestIdleCallback: (cb: IdleRequestCallback) => window.requestIdleCallback(cb) };
    const queue = createDeferredStart(torn as unknown as Window);
    let finish!: () => void;
    const first = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const second = vi.fn();
    queue.later(first);
    queue.later(second);
    window.dispatchEvent(new Event('keydown'));
    await idle();
    expect(first).toHaveBeenCalledTimes(1);
    torn.document = undefined;
    finish();
    // Before the fix: 'Cannot read properties of undefined (reading documentElement)' as an unhandled rejection.
    await vi.advanceTimersByTimeAsync(0);
    await idle();
    expect(second).not.toHaveBeenCalled();
  });

  it('runs an urgent part (the offline sender) before those waiting, and a cancelled part never', async () => {
    const { idle } = stubIdleCallback();
    const queue = createDeferredStart(window);
    const order: string[] = [];
    queue.later(() => order.push('bell'));
    const cancel = queue.later(() => order.push('gone'));
    queue.later(() => order.push('banner'));
    queue.later(() => order.push('sender'), true);
    cancel();
    loaded();
    await vi.advanceTimersByTimeAsync(START_REST_WITHOUT_INTERACTION_MS);
    for (let i = 0; i < 4; i++) await idle();
    expect(order).toEqual(['sender', 'bell', 'banner']);
  });

  it('without an interaction, starts only the urgent part a few seconds after the load event and the others much later', async () => {
    const { idle, waiting } = stubIdleCallback();
    const queue = createDeferredStart(window);
    const order: string[] = [];
    queue.later(() => order.push('bell'));
    queue.later(() => order.push('service worker'));
    queue.later(() => order.push('sender'), true);
    loaded();
    await vi.advanceTimersByTimeAsync(START_WITHOUT_INTERACTION_MS);
    for (let i = 0; i < 3; i++) await idle();
    // Before issue 38's evening cut every part started here, 5 s after the load event.
    expect(order).toEqual(['sender']);
    expect(waiting.size).toBe(0);
    expect(document.documentElement.dataset.deferred).toBeUndefined();
    // An urgent part queued meanwhile still starts at once.
    queue.later(() => order.push('second sender'), true);
    await idle();
    expect(order).toEqual(['sender', 'second sender']);
    await vi.advanceTimersByTimeAsync(START_REST_WITHOUT_INTERACTION_MS - START_WITHOUT_INTERACTION_MS - 1);
    await idle();
    expect(order).toEqual(['sender', 'second sender']);
    await vi.advanceTimersByTimeAsync(1);
    for (let i = 0; i < 3; i++) await idle();
    expect(order).toEqual(['sender', 'second sender', 'bell', 'service worker']);
    expect(document.documentElement.dataset.deferred).toBe('started');
  });

  it('after the urgent parts have started, the first interaction starts the others at once', async () => {
    const { idle } = stubIdleCallback();
    const queue = createDeferredStart(window);
    const order: string[] = [];
    queue.later(() => order.push('bell'));
    queue.later(() => order.push('sender'), true);
    loaded();
    await vi.advanceTimersByTimeAsync(START_WITHOUT_INTERACTION_MS);
    await idle();
    expect(order).toEqual(['sender']);
    window.dispatchEvent(new Event('pointerdown'));
    await idle();
    expect(order).toEqual(['sender', 'bell']);
  });

  it('a part queued after the start runs in the next idle moment', async () => {
    const { idle } = stubIdleCallback();
    readyState = 'complete';
    const queue = createDeferredStart(window);
    queue.later(() => {});
    await vi.advanceTimersByTimeAsync(START_REST_WITHOUT_INTERACTION_MS);
    await idle();
    const late = vi.fn();
    queue.later(late);
    await idle();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), each slice waits a short timer, never a zero-delay one', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const timeout = vi.spyOn(window, 'setTimeout');
    readyState = 'complete';
    const queue = createDeferredStart(window);
    const part = vi.fn();
    queue.later(part);
    await vi.advanceTimersByTimeAsync(START_REST_WITHOUT_INTERACTION_MS);
    expect(part).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(part).toHaveBeenCalledTimes(1);
    expect(timeout.mock.calls.every(([, ms]) => (ms ?? 0) > 0)).toBe(true);
  });
});
