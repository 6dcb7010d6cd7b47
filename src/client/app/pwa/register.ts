import { Workbox } from 'workbox-window';

/** Where the service worker is served (built by tools/webpack/pwa.ts from src/sw/service-worker.ts). */
export const SW_URL = '/sw.js';

/** How often a long-open page asks the server for a new service worker (the browser also checks on navigations). */
export const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Whether this build registers the service worker: production builds do, development builds only when
 * built with SERVICE_WORKER=on (webpack's DefinePlugin, tools/webpack/pwa.ts).
 */
export function serviceWorkerEnabled(): boolean {
  return process.env.CQ_SERVICE_WORKER === 'on';
}

/** What registerServiceWorker needs from the browser; tests hand in stand-ins. */
export interface RegisterDeps {
  createWorkbox(url: string): Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting' | 'update'>;
  reload(): void;
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined;
  enabled: boolean;
}

const browserDeps = (): RegisterDeps => ({
  createWorkbox: (url) => new Workbox(url),
  reload: () => window.location.reload(),
  serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  enabled: serviceWorkerEnabled(),
});

/**
 * Registers the service worker (call it after the page's load event). When a new version has been
 * installed and waits, `onUpdate` gets a function that lets it take over (SKIP_WAITING) and reloads the
 * page once, when the new worker controls it: the page never reloads unless the person asked. In a
 * build without the worker, any worker an earlier build registered is removed instead. Returns a
 * function that stops the periodic update checks.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void, deps: RegisterDeps = browserDeps()): () => void {
  if (!deps.serviceWorker) return () => {};
  if (!deps.enabled) {
    void deps.serviceWorker.getRegistrations().then((list) => Promise.all(list.map((r) => r.unregister())));
    return () => {};
  }
  const wb = deps.createWorkbox(SW_URL);
  let applyRequested = false;
  let reloading = false;
  wb.addEventListener('controlling', () => {
    // Only after the person chose 'Reload' (applyRequested): a worker taking over for another tab's
    // choice leaves this page alone until it is reloaded.
    if (!applyRequested || reloading) return;
    reloading = true;
    deps.reload();
  });
  wb.addEventListener('waiting', () => {
    onUpdate(() => {
      applyRequested = true;
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch((err: unknown) => console.warn('CleanQuest: the service worker was not registered', err));
  const timer = window.setInterval(() => void wb.update().catch(() => {}), UPDATE_CHECK_MS);
  return () => window.clearInterval(timer);
}
