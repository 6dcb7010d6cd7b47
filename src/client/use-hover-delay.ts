import { useCallback, useEffect, useRef } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../shared/constants';

/** When the last hover tooltip closed (shared by every hover tooltip of the page). */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * The spec's tooltip timing for mouse hover: a tooltip opens after TOOLTIP_DELAY_MS (700 ms), or at
 * once when another one closed less than TOOLTIP_SKIP_DELAY_MS (300 ms) ago, so moving along a row of
 * buttons does not wait again. `start(open)` schedules `open`; `cancel()` drops a pending one and,
 * with `closed`, records that a shown tooltip closed now.
 */
export function useHoverDelay(): { start: (open: () => void) => void; cancel: (closed?: boolean) => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback((closed = false) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (closed) lastClosedAt = Date.now();
  }, []);
  const start = useCallback(
    (open: () => void) => {
      cancel();
      const wait = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
      if (wait === 0) open();
      else timer.current = setTimeout(open, wait);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { start, cancel };
}
