/*
 * What the app build gives face-api's browser build (face-api.esm-nobundle.js) for its
 * `@tensorflow/tfjs` import (webpack.config.ts FACE_DETECTOR_ALIASES): tfjs-core only. The tiny face
 * detector needs its ops and tf.io, no layers, converter or data API; the backend is WebAssembly
 * (@tensorflow/tfjs-backend-wasm, detector.ts), so no CPU or WebGL backend comes along.
 */
export * from '@tensorflow/tfjs-core';
