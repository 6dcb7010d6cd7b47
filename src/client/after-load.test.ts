// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle, IDLE_MAX_DELAY_MS } from './after-load';

let readyState: DocumentReadyState;

beforeEach(() => {
  readyState = 'complete';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
});
afterEach(() => {
  delete (document as { readyState?: unknown }).readyState;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A requestIdleCallback whose idle moments the test decides. */
function stubIdleCallback() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 0;
  const request = vi.fn((cb: IdleRequestCallback, options?: IdleRequestOptions) => {
    void options;
    waiting.set(++next, cb);
    return next;
  });
  vi.stubGlobal('requestIdleCallback', request);
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  const idle = () => {
    const cbs = [...waiting.values()];
    waiting.clear();
    cbs.forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 50 }));
  };
  return { request, idle, waiting };
}

describe('afterLoadWhenIdle', () => {
  it('waits for the load event, then for an idle moment (at most the maximum delay)', () => {
    readyState = 'loading';
    const { request, idle } = stubIdleCallback();
    const fn = vi.fn();
    afterLoadWhenIdle(fn);
    idle();
    expect(request).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(request).toHaveBeenCalledWith(fn, { timeout: IDLE_MAX_DELAY_MS });
    expect(fn).not.toHaveBeenCalled();
    idle();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle moment at once when the page has loaded already', () => {
    const { request, idle } = stubIdleCallback();
    const fn = vi.fn();
    afterLoadWhenIdle(fn, 700);
    expect(request).toHaveBeenCalledWith(fn, { timeout: 700 });
    idle();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback runs 200 ms after the load event', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    readyState = 'loading';
    const fn = vi.fn();
    afterLoadWhenIdle(fn);
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load event or before the idle moment, it never runs', () => {
    readyState = 'loading';
    const { idle, waiting } = stubIdleCallback();
    const early = vi.fn();
    afterLoadWhenIdle(early)();
    const late = vi.fn();
    const cancelLate = afterLoadWhenIdle(late);
    window.dispatchEvent(new Event('load'));
    expect(waiting.size).toBe(1);
    cancelLate();
    expect(waiting.size).toBe(0);
    idle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
