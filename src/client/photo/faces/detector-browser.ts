import { createDetector, type DetectFaces, type WasmFiles } from './detector';

/*
 * The browser's detector assets: the build emits the .wasm binaries and the weights as hashed files
 * of this server (webpack.config.ts: assets/faces/), never fetched from anywhere else. Only the
 * binary this browser can run is downloaded. The server-rendering build replaces this file
 * (detector-ssr.ts): nothing is detected while rendering.
 */
const WASM: WasmFiles = {
  'tfjs-backend-wasm.wasm': new URL('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm', import.meta.url).href,
  'tfjs-backend-wasm-simd.wasm': new URL('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm', import.meta.url).href,
  'tfjs-backend-wasm-threaded-simd.wasm': new URL('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm', import.meta.url).href,
};
const WEIGHTS = new URL('@vladmandic/face-api/model/tiny_face_detector_model.bin', import.meta.url).href;

async function weights(): Promise<ArrayBuffer> {
  const res = await fetch(WEIGHTS);
  if (!res.ok) throw new Error(`The face model could not be loaded (${res.status})`);
  return res.arrayBuffer();
}

export function loadBrowserDetector(): Promise<DetectFaces> {
  return createDetector({ wasm: WASM, weights });
}
