import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { CreatePageRenderer } from '../shared/page-rendering';
import type { Logger } from './http/errors';

/**
 * The server-rendering bundle's createPageRenderer (dist-ssr/render.cjs, written by `npm run build`),
 * or undefined when server rendering is off or the bundle is missing (pages are then rendered in the
 * browser only, as a plain index.html).
 */
export function loadPageRenderer(bundle: string | undefined, log: Logger): CreatePageRenderer | undefined {
  if (!bundle) return undefined;
  if (!fs.existsSync(bundle)) {
    log.info(`server rendering off: ${bundle} is missing (npm run build writes it)`);
    return undefined;
  }
  const loaded = createRequire(import.meta.url)(bundle) as { createPageRenderer?: CreatePageRenderer };
  if (typeof loaded.createPageRenderer !== 'function') throw new Error(`${bundle} does not export createPageRenderer`);
  return loaded.createPageRenderer;
}
