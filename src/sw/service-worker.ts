/**
 * CleanQuest's service worker (issue 23), served at /sw.js with scope '/'. The build compiles it with
 * workbox-webpack-plugin's InjectManifest (tools/webpack/pwa.ts), which writes the precache list in.
 *
 * - Precache: the shell (index.html), the app's scripts and styles except the admin area's, both
 *   languages' texts, the icons and the manifest; each build's list replaces the last one's.
 * - Navigations to the app's pages: the network first (the server-rendered page), and when it fails
 *   or takes longer than NAVIGATION_TIMEOUT_SECONDS, the precached shell, which renders the page in
 *   the browser with what works offline. Never for /api, /open311, /embed, /admin, /metrics or files.
 * - Other content-hashed files: cache first (they never change), at most ASSET_CACHE_MAX_ENTRIES.
 * - The face detector's .wasm and weights (issue 39, not precached): cache first when first used,
 *   in their own cache (FACE_CACHE), so the phone checks photos for faces offline afterwards.
 * - Everything else, the API above all, goes to the network untouched: nothing with personal data
 *   is cached here.
 * - Updates: a new worker waits until the page asks it to take over (SKIP_WAITING, sent when the
 *   person presses 'Reload' in the update prompt, src/client/app/pwa/).
 *
 * More of the worker lives beside this file, one import each, each adding its own listeners
 * (e.g. `import './background-sync';`, `import './push';`).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ASSET_CACHE, ASSET_CACHE_MAX_ENTRIES, FACE_CACHE, FACE_CACHE_MAX_ENTRIES, NAVIGATION_TIMEOUT_SECONDS, SHELL_URL, isAppNavigation, isFaceDetectorAsset, isHashedAsset, isSkipWaiting } from './routes';
import { sw, type ServiceWorkerScope } from './scope';
import './background-sync';
import './push';

/** Offline (or a server slower than the timeout): the precached shell. */
const shellWhenOffline: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? Response.error(),
};

/** Keeps the newest `max` entries of a runtime cache (a cache lists its keys oldest first). */
function keepNewest(max: number): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
    },
  };
}

// Navigations first: the precache route below would otherwise answer '/' with the shell.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === sw.location.origin && isAppNavigation(url.pathname),
  new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS, plugins: [shellWhenOffline] }),
);

// '/' is a page, not a request for index.html (directoryIndex), and '/tasks' is not '/tasks.html'.
// Written as self.__WB_MANIFEST: InjectManifest looks for exactly that text.
precacheAndRoute((self as unknown as ServiceWorkerScope).__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

registerRoute(
  ({ url }) => isFaceDetectorAsset(url, sw.location.origin),
  new CacheFirst({ cacheName: FACE_CACHE, plugins: [keepNewest(FACE_CACHE_MAX_ENTRIES)] }),
);

registerRoute(
  ({ url }) => isHashedAsset(url, sw.location.origin),
  new CacheFirst({ cacheName: ASSET_CACHE, plugins: [keepNewest(ASSET_CACHE_MAX_ENTRIES)] }),
);

sw.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void sw.skipWaiting();
});
