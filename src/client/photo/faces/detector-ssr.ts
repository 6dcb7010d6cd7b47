import type { DetectFaces } from './detector';

/** The server-rendering build's stand-in for detector-browser.ts (webpack.config.ts): nothing is detected while rendering. */
export function loadBrowserDetector(): Promise<DetectFaces> {
  return Promise.reject(new Error('Face detection runs in the browser only'));
}
