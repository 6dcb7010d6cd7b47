import type { BlurEngine } from './blur-engine';

/** The server-rendering build's stand-in for blur-worker-client.ts (webpack.config.ts): no photo is blurred while rendering. */
export function workerSupported(): boolean {
  return false;
}

export function workerEngine(): BlurEngine {
  throw new Error('The photo worker runs in the browser only');
}
