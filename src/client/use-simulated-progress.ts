import { useCallback, useEffect, useRef, useState } from 'react';

export interface SimulatedProgressOptions {
  /** Added every `intervalMs` while the work runs. */
  step?: number;
  intervalMs?: number;
  /** The progress never passes this before the work finishes. */
  ceiling?: number;
}

export type ProgressStatus = 'idle' | 'running' | 'done' | 'failed';

/**
 * Progress for work that reports none (spec 4, Avatar generation): climbs by `step` every
 * `intervalMs` up to `ceiling` (10 / 300 ms / 90 by default), then 100 on success. `run` resolves
 * with the work's result, or undefined when it failed (the error is kept in `error`).
 */
export function useSimulatedProgress({ step = 10, intervalMs = 300, ceiling = 90 }: SimulatedProgressOptions = {}) {
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<ProgressStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const mounted = useRef(true);

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stop();
    };
  }, []);

  const run = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      stop();
      setProgress(0);
      setError(null);
      setStatus('running');
      timer.current = setInterval(() => setProgress((p) => Math.min(ceiling, p + step)), intervalMs);
      try {
        const result = await work();
        stop();
        if (mounted.current) {
          setProgress(100);
          setStatus('done');
        }
        return result;
      } catch (err) {
        stop();
        if (mounted.current) {
          setProgress(0);
          setError(err);
          setStatus('failed');
        }
        return undefined;
      }
    },
    [step, intervalMs, ceiling],
  );

  const reset = useCallback(() => {
    stop();
    setProgress(0);
    setError(null);
    setStatus('idle');
  }, []);

  return { progress, status, error, run, reset };
}
