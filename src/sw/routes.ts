/**
 * Which requests the service worker answers, and how (src/sw/service-worker.ts). Plain functions of
 * the URL, so they are tested without a worker (routes.test.ts).
 */

/** The shell the build precaches: index.html boots the app in the browser without server data. */
export const SHELL_URL = '/index.html';

/** How long a navigation waits for the server before the precached shell answers it. */
export const NAVIGATION_TIMEOUT_SECONDS = 4;

/** The runtime cache of content-hashed files not in the precache (loaded once, never changed). */
export const ASSET_CACHE = 'cq-assets';
/** At most this many files stay in ASSET_CACHE (the oldest go first). */
export const ASSET_CACHE_MAX_ENTRIES = 120;

/**
 * Navigations the shell must never answer: the API (answers with personal data are never cached
 * either), Open311, the partner embed, the admin area (its code is not precached), the API
 * reference, the metrics and anything that looks like a file (/robots.txt, /favicon.ico, photos).
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/open311(\/|$)/,
  /^\/embed(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/metrics(\/|$)/,
  /^\/sw\.js$/,
  /\/[^/]+\.[a-z0-9]{1,12}$/i,
];

/** Whether a navigation to `pathname` (no query) is one of the app's pages (network first, then the shell). */
export function isAppNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((re) => re.test(pathname));
}

/** A webpack output file with a content hash in its name (name.0123456789.js): it never changes. */
const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css|png|svg|jpe?g|webp|woff2?)$/;

/** Whether a request may be answered from ASSET_CACHE: a hashed file of this origin, outside /api. */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && !url.pathname.startsWith('/api/') && HASHED_ASSET.test(url.pathname);
}

/**
 * The runtime cache of the face detector's .wasm binaries and model weights (issue 39): kept out of
 * the precache (tools/webpack/pwa.ts faceDetectorFiles), cached here cache-first when a photo screen
 * first uses them, so faces are checked offline afterwards. Its scripts go to ASSET_CACHE.
 */
export const FACE_CACHE = 'cq-faces';
/** A few builds' worth: one .wasm a browser uses and the weights (the oldest go first). */
export const FACE_CACHE_MAX_ENTRIES = 6;

const FACE_ASSET = /^\/assets\/faces\/[\w.-]+\.[0-9a-f]{10}\.(wasm|bin)$/;

/** Whether a request is for one of the face detector's hashed .wasm or weight files of this origin. */
export function isFaceDetectorAsset(url: URL, origin: string): boolean {
  return url.origin === origin && FACE_ASSET.test(url.pathname);
}

/** The message the page sends to let a waiting worker take over (workbox-window's messageSkipWaiting). */
export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
