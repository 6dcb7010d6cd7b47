import { useEffect, useState } from 'react';

/**
 * 0 on the first render, then 1, 2, ... up to `last`, each in a render of its own started by a
 * timer after the previous one was committed. A component that mounts heavy parts one stage at a
 * time gives the browser a break between them, so no single task blocks the page for long.
 */
export function useStages(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return;
    const timer = setTimeout(() => setStage((s) => Math.min(s + 1, last)), 0);
    return () => clearTimeout(timer);
  }, [stage, last]);
  return stage;
}
