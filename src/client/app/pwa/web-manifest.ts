/**
 * The web app manifest (/manifest.webmanifest) that makes CleanQuest installable (issue 23). The
 * build writes it and the icons into dist/ (tools/webpack/pwa.ts); index.html links it, so the
 * server-rendered pages do too (they are index.html filled in). Plain data, no imports: the build,
 * the icon script (npm run icons) and the tests read it.
 */

/** The theme's primary.dark (src/client/theme.ts): the status bar, index.html's theme-color. */
export const THEME_COLOR = '#1b5e20';
/** The theme's background.default: the splash screen while the app starts. */
export const BACKGROUND_COLOR = '#f4f7f2';

/** Where the committed icons are, from the repository's root (made by npm run icons). */
export const ICON_FOLDER = 'src/client/app/pwa/icons';

/** The icon files, in ICON_FOLDER and served under /icons/ (the favicon at /favicon.ico). */
export const ICON_FILES = {
  any192: 'icon-192.png',
  any512: 'icon-512.png',
  maskable512: 'icon-maskable-512.png',
  appleTouch: 'apple-touch-icon.png',
  favicon: 'favicon.ico',
} as const;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestIcon[];
}

export const WEB_MANIFEST: WebManifest = {
  id: '/',
  name: 'CleanQuest',
  short_name: 'CleanQuest',
  description: 'Report litter, pick up cleanup tasks near you and earn rewards.',
  lang: 'en',
  dir: 'ltr',
  // '/' and not '/?source=pwa': the server keeps rendered pages per path without a query (pages.ts).
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['lifestyle', 'social', 'utilities'],
  icons: [
    { src: `/icons/${ICON_FILES.any192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: `/icons/${ICON_FILES.any512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: `/icons/${ICON_FILES.maskable512}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * /robots.txt: the public pages may be crawled; the API, the admin area and the embed frames not.
 */
export const ROBOTS_TXT = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /embed/', ''].join('\n');
