/**
 * The browser's entry. It imports (evaluates) the app in stages with a yield to the browser between
 * them: evaluating the whole entry at once was one task of 0.5 s on a phone-speed CPU (measured with
 * `npm run bench:trace`: 264 ms parse and compile, 256 ms evaluation), which blocks input and counts
 * fully towards Total Blocking Time. The modules stay in the entry chunks (webpackMode "eager": no
 * extra requests); only their evaluation is spread over several tasks.
 */
import { yieldToMain } from './yield-to-main';

/** Longest wait for the page's first images before the app starts anyway (a slow tile server). */
const FIRST_IMAGES_MAX_WAIT_MS = 1500;

/**
 * Resolves once the server-rendered page's high-priority images (the map's start-view tiles, the
 * largest paint) are decoded and a frame has been drawn, or after FIRST_IMAGES_MAX_WAIT_MS. Starting
 * the app's scripts before that kept them from being painted (Lighthouse: LCP "render delay" about
 * 1 s behind long tasks, with the tiles already loaded).
 */
async function firstImagesPainted(): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  if (images.length === 0) return;
  await Promise.race([
    Promise.all(images.map((img) => img.decode().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, FIRST_IMAGES_MAX_WAIT_MS)),
  ]);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function boot() {
  await firstImagesPainted();
  const container = document.getElementById('root');
  if (!container) throw new Error('CleanQuest: #root element missing from index.html');
  const { readSsrState } = await import(/* webpackMode: "eager" */ './ssr/state');
  const ssr = readSsrState(document);

  // React, then MUI's styling core, then the module manifests and the shell, then the providers.
  const reactDom = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '../theme');
  await yieldToMain();
  const { clientModules } = await import(/* webpackMode: "eager" */ '../../modules/client');
  await yieldToMain();
  const router = await import(/* webpackMode: "eager" */ './router');
  await yieldToMain();
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await yieldToMain();

  if (ssr && container.firstElementChild) await start.hydrate({ container, ssr, clientModules, router, reactDom });
  else await start.render({ container, clientModules, router, reactDom });
}

void boot();
