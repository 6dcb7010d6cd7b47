import type { DetectFaces } from './detector';

let loading: Promise<DetectFaces> | null = null;

/**
 * The face detector (issue 39), loaded on first use as its own chunk ('face-detect': face-api,
 * tfjs-core and the WASM backend; then the .wasm and the model's weights, build assets of this
 * server, cached by the service worker when first used). A failed load is tried again next time.
 */
export function loadFaceDetector(): Promise<DetectFaces> {
  // In the photo worker a chunk that cannot load throws at once (importScripts), not in the promise: then() makes it a rejection.
  loading ??= Promise.resolve()
    .then(() => import(/* webpackChunkName: "face-detect" */ './detector-browser'))
    .then((m) => m.loadBrowserDetector())
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
}
