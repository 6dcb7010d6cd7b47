/**
 * Face detection for uploaded photos (issue 39): @vladmandic/face-api's tiny face detector (193 KB,
 * shipped in the package's model/ folder, MIT) on the same TensorFlow.js WASM backend as the nudity
 * screener (screening.ts), loaded from node_modules, nothing fetched over the network. Runs in the
 * screening worker thread (screening-worker-main.ts); the model is loaded once per thread, on first use.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TF from '@tensorflow/tfjs';
import { FACE_DETECTOR_OPTIONS, mergeFaces, mirrorRgb, unmirror, type FaceDetectorOptions } from '../../../shared/face-blur';
import { enqueue, initTf, once } from './screening';

/** Raw RGB pixels, row-major, width x height x 3 (sharp `.removeAlpha().raw()`). */
export interface FaceInput {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
  channels: 3;
}

/** A detected face in fractions (0..1) of the input's width and height, with the detector's score. */
export interface DetectedFace {
  x: number;
  y: number;
  w: number;
  h: number;
  score: number;
}

export interface FaceDetector {
  readonly name: string;
  /** Loads the model once; a failed load is retried on the next call. */
  ready(): Promise<void>;
  detect(input: FaceInput): Promise<DetectedFace[]>;
}

/** The detector's options, the same on the phone (src/shared/face-blur.ts, with the bench:faces figures behind them). */
export { FACE_DETECTOR_OPTIONS } from '../../../shared/face-blur';

const require = createRequire(import.meta.url);

interface FaceApi {
  nets: { tinyFaceDetector: { loadFromDisk(dir: string): Promise<void> } };
  TinyFaceDetectorOptions: new (o: { inputSize: number; scoreThreshold: number }) => unknown;
  detectAllFaces(input: TF.Tensor3D, options: unknown): Promise<{ box: { x: number; y: number; width: number; height: number }; score: number }[]>;
}

const load = once(async (): Promise<{ tf: typeof TF; faceapi: FaceApi }> => {
  try {
    const tf = await initTf();
    const entry = require.resolve('@vladmandic/face-api/dist/face-api.node-wasm.js');
    const faceapi = require(entry) as FaceApi;
    await faceapi.nets.tinyFaceDetector.loadFromDisk(path.join(path.dirname(entry), '..', 'model'));
    return { tf, faceapi };
  } catch (err) {
    throw new Error(`Face detection: could not load the tiny face detector from node_modules: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
});

function validate(input: FaceInput): void {
  if (!input || !(input.data instanceof Uint8Array)) throw new TypeError('Face detection: input.data must be raw RGB pixels.');
  if (input.channels !== 3 || !(input.width > 0) || !(input.height > 0) || input.data.length !== input.width * input.height * 3) {
    throw new RangeError(`Face detection: expected ${input.width}x${input.height}x3 bytes, got ${input.data.length}.`);
  }
}

export function createFaceDetector(options: FaceDetectorOptions = FACE_DETECTOR_OPTIONS): FaceDetector {
  return {
    name: `face-api:tinyFaceDetector@${options.inputSize}/${options.scoreThreshold}${options.flipped ? '+flipped' : ''}`,
    ready: async () => {
      await load();
    },
    detect: async (input) => {
      validate(input);
      const { tf, faceapi } = await load();
      const tiny = new faceapi.TinyFaceDetectorOptions({ inputSize: options.inputSize, scoreThreshold: options.scoreThreshold });
      const pass = async (tensor: TF.Tensor3D): Promise<DetectedFace[]> =>
        (await faceapi.detectAllFaces(tensor, tiny)).map((d) => ({ x: d.box.x / input.width, y: d.box.y / input.height, w: d.box.width / input.width, h: d.box.height / input.height, score: d.score }));
      return enqueue(async () => {
        const tensor = tf.tensor3d(input.data, [input.height, input.width, 3], 'int32');
        try {
          const straight = await pass(tensor);
          if (!options.flipped) return straight;
          const mirrored = tf.tensor3d(mirrorRgb(input.data, input.width, input.height), [input.height, input.width, 3], 'int32');
          try {
            return mergeFaces(straight, (await pass(mirrored)).map(unmirror));
          } finally {
            mirrored.dispose();
          }
        } finally {
          tensor.dispose();
        }
      });
    },
  };
}
