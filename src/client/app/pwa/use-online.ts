import { useEffect, useState } from 'react';
import { SSR_STATE_ID } from '../ssr/state';

/** While offline, how often the server is asked again (besides the browser's 'online' event). */
export const RECHECK_MS = 15_000;

/** The cheapest answer of the server (no database): any answer means it can be reached. */
const LIVENESS_URL = '/api/health/live';

/** Whether the server answers at all (the service worker leaves /api to the network). */
export async function serverReachable(): Promise<boolean> {
  try {
    await fetch(LIVENESS_URL, { cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

/** A page the server did not render: the service worker's offline shell (or server rendering is off). */
function shellPage(): boolean {
  return !document.getElementById(SSR_STATE_ID);
}

/**
 * Whether the app can reach its server. The browser's `navigator.onLine` and its online/offline
 * events say when there is no network at all; a page that is the offline shell, or a network that
 * is there without reaching the server, is found by asking the server (`probe`), at the start on a
 * page the server did not render and every RECHECK_MS while offline.
 */
export function useOnline(probe: () => Promise<boolean> = serverReachable): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    let live = true;
    const check = () => void probe().then((ok) => live && setOnline(ok && navigator.onLine));
    const goneOffline = () => setOnline(false);
    window.addEventListener('online', check);
    window.addEventListener('offline', goneOffline);
    if (!navigator.onLine) setOnline(false);
    else if (shellPage()) check();
    return () => {
      live = false;
      window.removeEventListener('online', check);
      window.removeEventListener('offline', goneOffline);
    };
  }, [probe]);
  useEffect(() => {
    if (online) return;
    const probeAgain = window.setInterval(() => void probe().then((ok) => ok && navigator.onLine && setOnline(true)), RECHECK_MS);
    return () => window.clearInterval(probeAgain);
  }, [online, probe]);
  return online;
}
