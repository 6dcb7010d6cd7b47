import { Worker } from 'node:worker_threads';
import type { DetectedFace, FaceDetector, FaceInput } from './faces';
import { FACE_DETECTOR_OPTIONS } from './faces';
import type { PhotoScreener, ScreeningInput, ScreeningResult } from './screening';

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 0;

/** One worker per process (like the model itself), started on first use and again after a crash. */
function start(): Worker {
  const w = new Worker(new URL('./screening-worker.mjs', import.meta.url));
  w.unref();
  const fail = (err: Error) => {
    if (worker !== w) return;
    worker = null;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  w.on('message', (m: { id: number; ok: boolean; result?: unknown; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (pending.size === 0) w.unref();
    if (m.ok) p.resolve(m.result);
    else p.reject(new Error(m.error));
  });
  w.on('error', (err) => fail(err));
  w.on('exit', (code) => fail(new Error(`Photo screening: the worker thread exited (code ${code}).`)));
  return w;
}

function call<T>(kind: 'ready' | 'screen' | 'faces-ready' | 'faces', input?: ScreeningInput | FaceInput): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    worker ??= start();
    const id = nextId++;
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    // Referenced while an answer is due, so a script awaiting it does not exit under it.
    worker.ref();
    worker.postMessage({ id, kind, input });
  });
}

/**
 * The nsfwjs screener (screening.ts) in a worker thread. TensorFlow.js's WASM backend computes on the
 * thread that calls it: 50-200 ms per photo on the request thread stalled every other request for that
 * long (bench:upload's p99 of cheap GETs). In the worker the request thread only copies 150 KB of pixels.
 * Same model, same scores, same name in the database.
 */
export function createThreadedNsfwScreener(): PhotoScreener {
  return {
    name: 'nsfwjs:MobileNetV2',
    ready: () => call<void>('ready'),
    screen: (input) => call<ScreeningResult>('screen', input),
  };
}

/**
 * The face detector (faces.ts) in the same worker thread: it needs the same TensorFlow.js WASM backend,
 * which computes on the thread that calls it, and one queue there runs screening and detection one
 * after the other instead of two threads competing for the 2 cores. The model loads on first use.
 */
export function createThreadedFaceDetector(): FaceDetector {
  return {
    name: `face-api:tinyFaceDetector@${FACE_DETECTOR_OPTIONS.inputSize}/${FACE_DETECTOR_OPTIONS.scoreThreshold}${FACE_DETECTOR_OPTIONS.flipped ? '+flipped' : ''}`,
    ready: () => call<void>('faces-ready'),
    detect: (input) => call<DetectedFace[]>('faces', input),
  };
}
