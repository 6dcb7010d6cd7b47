import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` (so what opens or closes at a moment shows without a reload). */
const systemClock = () => new Date();

export function useNow(everyMs = 30_000, clock: () => Date = systemClock): Date {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, clock]);
  return now;
}
