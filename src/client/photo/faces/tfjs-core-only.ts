/*
 * What the app build gives face-api's browser build (face-api.esm-nobundle.js) for its
 * `@tensorflow/tfjs` import (webpack.config.ts FACE_DETECTOR_ALIASES): tfjs-core only, with the
 * chained ops face-api calls on tensors (tensor.as3D(), .div(), ...), as @tensorflow/tfjs's own
 * index registers them. The tiny face detector needs no gradients, layers, converter or data API;
 * the backend is WebAssembly (@tensorflow/tfjs-backend-wasm, detector.ts), so no CPU or WebGL
 * backend comes along.
 */
import '@tensorflow/tfjs-core/dist/public/chained_ops/register_all_chained_ops';

export * from '@tensorflow/tfjs-core';
