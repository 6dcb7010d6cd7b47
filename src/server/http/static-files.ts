import type { Middleware } from 'koa';

/**
 * Extensions of files the server or the browser may ask for: scripts, styles, images, fonts, texts,
 * data and the web app manifest (also precompressed copies).
 */
const FILE_EXTENSIONS = [
  'js', 'mjs', 'cjs', 'css', 'map', 'json', 'webmanifest', 'txt', 'xml', 'html', 'htm',
  'ico', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'bmp',
  'woff', 'woff2', 'ttf', 'otf', 'eot', 'wasm', 'br', 'gz', 'zip', 'pdf',
];
const FILE_PATH = new RegExp(`\\.(${FILE_EXTENSIONS.join('|')})$`, 'i');

/** Where webpack puts the images and fonts the code imports (assetModuleFilename). */
export const ASSET_PREFIX = '/assets/';

/**
 * Whether a path asks for a file rather than a page: its last segment ends in a file extension, or
 * it lies below the asset folder. Pages never do (`/tasks`, `/partners/7/impact`).
 */
export function looksLikeFile(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as it is: koa-static has answered a malformed path already.
  }
  return decoded.startsWith(ASSET_PREFIX) || FILE_PATH.test(decoded.replace(/\/+$/, ''));
}

/**
 * Mounted right after the static files (koa-static): a GET or HEAD for a file that is not there
 * (`/robots.txt` of an old build, `/favicon.png`, a script of an earlier deploy) is a plain 404, never
 * the app's HTML page, which the page middleware below would otherwise answer with (a browser or a
 * service worker would take the HTML for the script or the icon).
 */
export function missingFilesAre404(): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api') || !looksLikeFile(ctx.path)) return next();
    ctx.status = 404;
    ctx.type = 'text/plain';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = 'Not Found';
  };
}
