/*
 * Face detection on the phone (issue 39): @vladmandic/face-api's browser build without its bundled
 * TensorFlow.js (face-api.esm-nobundle.js) on tfjs-core and the WASM backend, with the tiny face
 * detector's weights shipped in the package (193 KB), the same options as the server
 * (FACE_DETECTOR_OPTIONS). Where the weights and the .wasm files come from is handed in: the browser
 * chunk (detector-browser.ts) passes the build's hashed asset URLs, the Node test the package's files.
 * Only loaded through load-detector.ts's import(), never with the first route.
 */
import * as faceapi from '@vladmandic/face-api/dist/face-api.esm-nobundle.js';
import { getBackend, ready, setBackend } from '@tensorflow/tfjs-core';
// The very module face-api's build imports (one copy of the backend in Node too).
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm/dist/index.js';
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import { FACE_DETECTOR_OPTIONS, mergeFaces, mirrorRgb, unmirror, type FractionBox } from '../../../shared/face-blur';

/** The three binaries of @tensorflow/tfjs-backend-wasm, by name (tfjs picks the one this browser can run). */
export type WasmFiles = Record<'tfjs-backend-wasm.wasm' | 'tfjs-backend-wasm-simd.wasm' | 'tfjs-backend-wasm-threaded-simd.wasm', string>;

export interface DetectorAssets {
  wasm: WasmFiles;
  /** The bytes of tiny_face_detector_model.bin. */
  weights(): Promise<ArrayBuffer>;
}

/** RGB pixels, row-major, width x height x 3. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface DetectedFace extends FractionBox {
  score: number;
}

export type DetectFaces = (image: RgbImage) => Promise<DetectedFace[]>;

type WeightSpecs = Parameters<typeof faceapi.tf.io.decodeWeights>[1];

let wasmPathsSet = false;

/**
 * face-api knows two environments, a page (window, document, HTMLCanvasElement) and Node; the photo
 * worker (photo-worker.ts) is neither, and face-api refuses to run without one. It is handed
 * tensors only, never an image element, so a worker's own classes serve: nothing here draws.
 */
function workerEnvironment(): void {
  const { env } = faceapi;
  if (env.isBrowser() || env.isNodejs()) return;
  const none = () => {
    throw new Error('face-api is handed tensors only in the photo worker');
  };
  class Unavailable {}
  env.setEnv({
    Canvas: OffscreenCanvas as unknown as typeof HTMLCanvasElement,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D as unknown as typeof CanvasRenderingContext2D,
    Image: Unavailable as unknown as typeof HTMLImageElement,
    ImageData,
    Video: Unavailable as unknown as typeof HTMLVideoElement,
    createCanvasElement: () => new OffscreenCanvas(1, 1) as unknown as HTMLCanvasElement,
    createImageElement: none,
    createVideoElement: none,
    fetch: (url, init) => fetch(url, init),
    readFile: none,
  });
}

/**
 * Starts the WASM backend and loads the weights; answers the detection function. Rejects when this
 * browser cannot run it (no WebAssembly, a .wasm or the weights not loadable): the caller says so and
 * the server's own detection remains.
 */
export async function createDetector(assets: DetectorAssets): Promise<DetectFaces> {
  if (typeof WebAssembly !== 'object') throw new Error('WebAssembly is not supported here');
  workerEnvironment();
  const { tf } = faceapi;
  if (getBackend() !== 'wasm') {
    // setWasmPaths throws once the backend was initialised (also by a failed attempt).
    if (!wasmPathsSet) {
      setWasmPaths(assets.wasm);
      wasmPathsSet = true;
    }
    if (!(await setBackend('wasm'))) throw new Error('The WebAssembly backend did not start');
    await ready();
  }
  const net = faceapi.nets.tinyFaceDetector;
  if (!net.isLoaded) {
    const specs = (manifest as { weights: WeightSpecs }[]).flatMap((group) => group.weights);
    net.loadFromWeightMap(tf.io.decodeWeights(await assets.weights(), specs));
  }
  const { inputSize, scoreThreshold, flipped } = FACE_DETECTOR_OPTIONS;
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold });
  return async ({ data, width, height }) => {
    if (data.length !== width * height * 3) throw new RangeError(`Face detection: expected ${width}x${height}x3 bytes, got ${data.length}`);
    const pass = async (t: typeof tensor): Promise<DetectedFace[]> =>
      (await faceapi.detectAllFaces(t, options)).map((d) => ({ x: d.box.x / width, y: d.box.y / height, w: d.box.width / width, h: d.box.height / height, score: d.score }));
    const tensor = tf.tensor3d(data, [height, width, 3], 'int32');
    try {
      const straight = await pass(tensor);
      if (!flipped) return straight;
      // The server's test-time augmentation (faces.ts): the mirrored photo too, merged.
      const mirrored = tf.tensor3d(mirrorRgb(data, width, height), [height, width, 3], 'int32');
      try {
        return mergeFaces(straight, (await pass(mirrored)).map(unmirror));
      } finally {
        mirrored.dispose();
      }
    } finally {
      tensor.dispose();
    }
  };
}
