/**
 * Nudity screening for uploaded photos: nsfwjs (MobileNetV2) on the TensorFlow.js WASM backend, all
 * loaded from node_modules, nothing fetched over the network.
 *
 * - WASM backend: `setWasmPaths('<abs>/node_modules/@tensorflow/tfjs-backend-wasm/dist/')` (a plain
 *   directory path with a trailing separator; Emscripten reads it with fs in Node). A `file://` URL or a
 *   per-file map also work; a path without the trailing slash does not (the file name is appended
 *   directly). Node has WASM SIMD but tfjs disables WASM threads in Node, so `tfjs-backend-wasm-simd.wasm`
 *   is the binary actually used, single-threaded.
 * - Model: nsfwjs ships MobileNetV2 as CommonJS bundles (`dist/models/mobilenet_v2/*.min.js`) exporting
 *   the model.json object and the weights as a base64 string. We import them through nsfwjs's own model
 *   definition (`nsfwjs/models/mobilenet_v2`) and hand them to `NSFWJS` through a tiny in-memory
 *   `IOHandler`, instead of `nsfwjs.load('MobileNetV2')`: same model, but no `console.info` on stdout and a
 *   much faster base64 decode.
 * - TensorFlow.js is imported lazily, on the first `ready()`/`screen()`, so importing this module costs
 *   nothing at server start-up. Backend and model are process-wide singletons: the backend switch to
 *   'wasm' is global to tfjs in this process, and every screener for the same model shares one loaded model.
 * - Accuracy caveat: MobileNetV2 is the small nsfwjs model. Synthetic photos of green/brown noisy ground (the
 *   kind of texture litter photos are full of) score Porn ~0.55-0.63, identically on the cpu backend with
 *   stock `nsfwjs.load()`. Use the score to hold a photo for human review, not to delete it automatically.
 */
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TF from '@tensorflow/tfjs';
import type { NSFWJS } from 'nsfwjs/core';

export interface ScreeningInput {
  /** Raw RGB pixels, row-major, SCREENING_INPUT_SIZE x SCREENING_INPUT_SIZE x 3 (sharp `.removeAlpha().raw()`). */
  data: Uint8Array | Buffer;
  width: number;
  height: number;
  channels: 3;
}

export interface ScreeningResult {
  /**
   * 0..1, how likely the photo shows nudity or sexual content:
   * `Porn + Hentai + SEXY_WEIGHT * Sexy` (see SEXY_WEIGHT). Compare it with a threshold; `classes` has the raw
   * probabilities for any other policy.
   */
  nsfwScore: number;
  /** nsfwjs class probabilities (Drawing, Hentai, Neutral, Porn, Sexy), summing to ~1. */
  classes: Record<string, number>;
  /** Which model produced the result, e.g. 'nsfwjs@4.3.0/MobileNetV2'; worth storing with the verdict. */
  model: string;
}

export interface PhotoScreener {
  readonly name: string;
  /** Loads the model once; safe to call many times and concurrently. A failed load is retried on the next call. */
  ready(): Promise<void>;
  screen(input: ScreeningInput): Promise<ScreeningResult>;
}

/** The input size the model wants (224 for MobileNetV2); callers resize with sharp to size x size first. */
export const SCREENING_INPUT_SIZE = 224;

/**
 * Share of the `Sexy` class counted in `nsfwScore`. nsfwjs's `Sexy` is "sexually explicit but not
 * pornographic" (underwear, swimwear, partial nudity), which has no place on a litter-cleanup feed, but it is
 * also where MobileNetV2 errs most (beach scenes, skin-coloured surfaces). Counting half of it means a photo
 * the model calls purely `Sexy` scores 0.5 (borderline, worth a human look) while only `Porn`/`Hentai` can
 * push the score towards 1.
 */
export const SEXY_WEIGHT = 0.5;

/** Output order of the nsfwjs models (nsfwjs's NSFW_CLASSES, which the package does not export). */
const NSFW_CLASS_NAMES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;

type ModelName = 'MobileNetV2';

const require = createRequire(import.meta.url);
const WASM_BINARIES = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'];

/** Directory of the tfjs WASM binaries inside node_modules, with a trailing separator (setWasmPaths appends the file name). */
function wasmDir(): string {
  // package "main" is dist/tf-backend-wasm.node.js, next to the .wasm files.
  return path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep;
}

function nsfwjsVersion(): string {
  try {
    // no "./package.json" in nsfwjs's exports map: walk up from dist/cjs/index.js.
    const pkgPath = path.join(path.dirname(require.resolve('nsfwjs')), '..', '..', 'package.json');
    return (require(pkgPath) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Memoises an async initialiser: one run at a time, result kept on success, forgotten on failure (so the next call retries). */
export function once<T>(init: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= init().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}

/**
 * Emscripten (inside tfjs-backend-wasm) adds process-wide 'uncaughtException' / 'unhandledRejection'
 * listeners that rethrow, which would override the server's own handlers. Node's defaults already crash on
 * both, so removing the ones added during initialisation changes nothing else.
 */
type ProcessListeners = { uncaughtException: NodeJS.UncaughtExceptionListener[]; unhandledRejection: NodeJS.UnhandledRejectionListener[] };
const processListeners = (): ProcessListeners => ({
  uncaughtException: process.listeners('uncaughtException'),
  unhandledRejection: process.listeners('unhandledRejection'),
});
const isEmscriptenListener = (listener: (...args: never[]) => void) => {
  const src = String(listener);
  return src.includes('ExitStatus') || /^function\s*\(reason\)\s*\{\s*throw reason;?\s*\}$/.test(src);
};
function removeEmscriptenProcessListeners(before: ProcessListeners) {
  for (const listener of process.listeners('uncaughtException')) {
    if (!before.uncaughtException.includes(listener) && isEmscriptenListener(listener)) process.removeListener('uncaughtException', listener);
  }
  for (const listener of process.listeners('unhandledRejection')) {
    if (!before.unhandledRejection.includes(listener) && isEmscriptenListener(listener)) process.removeListener('unhandledRejection', listener);
  }
}

let wasmPathsSet = false;

/** Imports tfjs, points it at the local WASM binaries and switches the (process-wide) backend to 'wasm'. */
export const initTf = once(async (): Promise<typeof TF> => {
  const dir = wasmDir();
  const missing: string[] = [];
  for (const file of WASM_BINARIES) {
    await access(dir + file).catch(() => missing.push(file));
  }
  if (missing.length > 0) {
    throw new Error(`Photo screening: the TensorFlow.js WASM binaries are missing from ${dir} (${missing.join(', ')}). Is @tensorflow/tfjs-backend-wasm installed?`);
  }

  const tf = await import('@tensorflow/tfjs');
  const { setWasmPaths } = await import('@tensorflow/tfjs-backend-wasm');
  if (tf.getBackend() === 'wasm') return tf; // someone else in this process already did it

  // setWasmPaths throws once an initialisation attempt has failed, so set the (fixed) paths only once.
  if (!wasmPathsSet) {
    setWasmPaths(dir);
    wasmPathsSet = true;
  }
  const before = processListeners();
  let ok: boolean;
  try {
    // setBackend resolves false (details only as console.warn) instead of throwing when the backend fails.
    ok = await tf.setBackend('wasm');
  } finally {
    removeEmscriptenProcessListeners(before);
  }
  if (!ok || tf.getBackend() !== 'wasm') {
    throw new Error(`Photo screening: the TensorFlow.js WASM backend failed to initialise from ${dir} (see the tfjs warnings on stderr for the cause).`);
  }
  await tf.ready();
  return tf;
});

interface LoadedModel {
  tf: typeof TF;
  nsfw: NSFWJS;
  id: string;
}

/** In-memory IOHandler for the model.json + base64 weight shards bundled with nsfwjs. */
function bundledModelHandler(modelJson: TF.io.ModelJSON, shards: Record<string, string>): TF.io.IOHandler {
  return {
    load: async () => {
      const weightSpecs: TF.io.WeightsManifestEntry[] = [];
      const parts: Buffer[] = [];
      for (const group of modelJson.weightsManifest) {
        for (const p of group.paths) {
          const base64 = shards[p];
          if (!base64) throw new Error(`weight shard '${p}' is not in the nsfwjs bundle`);
          parts.push(Buffer.from(base64, 'base64'));
        }
        weightSpecs.push(...group.weights);
      }
      const all = Buffer.concat(parts);
      return {
        modelTopology: modelJson.modelTopology,
        format: modelJson.format,
        generatedBy: modelJson.generatedBy,
        convertedBy: modelJson.convertedBy,
        weightSpecs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
}

const modelLoaders: Record<ModelName, () => Promise<LoadedModel>> = {
  MobileNetV2: once(async () => {
    try {
      const tf = await initTf();
      const [{ NSFWJS: NsfwModel }, { MobileNetV2Model: def }] = await Promise.all([import('nsfwjs/core'), import('nsfwjs/models/mobilenet_v2')]);
      const modelJson = (await def.modelJson()).default;
      const shards: Record<string, string> = {};
      for (let i = 0; i < def.numOfWeightBundles; i++) {
        shards[`group1-shard${i + 1}of${def.numOfWeightBundles}`] = (await def.weightBundles[i]!()).default;
      }
      // NSFWJS.load() = tf.loadLayersModel/loadGraphModel(handler) + one warm-up prediction.
      const nsfw = new NsfwModel(bundledModelHandler(modelJson, shards), { size: SCREENING_INPUT_SIZE, ...def.options });
      await nsfw.load();
      return { tf, nsfw, id: `nsfwjs@${nsfwjsVersion()}/${def.name}` };
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('Photo screening:')) throw err;
      throw new Error(`Photo screening: could not load the nsfwjs MobileNetV2 model from node_modules: ${errorText(err)}`, { cause: err });
    }
  }),
};

/**
 * The WASM backend runs on this thread, one op at a time. Inference is queued so calls run one by one, with
 * a macrotask break before each so a burst of uploads does not starve other requests of the event loop.
 */
let queueTail: Promise<unknown> = Promise.resolve();
export function enqueue<T>(job: () => Promise<T>): Promise<T> {
  const run = queueTail.then(async () => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return job();
  });
  queueTail = run.catch(() => undefined);
  return run;
}

function validate(input: ScreeningInput): void {
  const size = SCREENING_INPUT_SIZE;
  const expectedBytes = size * size * 3;
  if (!input || !(input.data instanceof Uint8Array)) {
    throw new TypeError('Photo screening: input.data must be a Uint8Array/Buffer of raw RGB pixels.');
  }
  if (input.channels !== 3) {
    throw new RangeError(`Photo screening: expected 3 channels (RGB, use sharp .removeAlpha().raw()), got ${String(input.channels)}.`);
  }
  if (input.width !== size || input.height !== size) {
    throw new RangeError(
      `Photo screening: expected a ${size}x${size} image, got ${String(input.width)}x${String(input.height)}; resize first with sharp().resize(${size}, ${size}, { fit: 'fill' }).`,
    );
  }
  if (input.data.length !== expectedBytes) {
    throw new RangeError(`Photo screening: expected ${expectedBytes} bytes (${size}x${size}x3), got ${input.data.length}.`);
  }
}

export function createNsfwScreener(options: { model?: ModelName } = {}): PhotoScreener {
  const modelName: ModelName = options.model ?? 'MobileNetV2';
  const load = modelLoaders[modelName];
  if (!load) throw new Error(`Photo screening: unknown model '${String(modelName)}' (supported: ${Object.keys(modelLoaders).join(', ')}).`);

  return {
    name: `nsfwjs:${modelName}`,
    ready: async () => {
      await load();
    },
    screen: async (input) => {
      validate(input);
      const { tf, nsfw, id } = await load();
      return enqueue(async () => {
        const size = SCREENING_INPUT_SIZE;
        // infer() normalises (/255) and predicts inside tf.tidy; only the returned tensor survives it.
        const probs = tf.tidy(() => nsfw.infer(tf.tensor3d(Float32Array.from(input.data), [size, size, 3], 'float32')));
        let values: Float32Array;
        try {
          values = (await probs.data()) as Float32Array;
        } finally {
          probs.dispose();
        }
        if (values.length !== NSFW_CLASS_NAMES.length) {
          throw new Error(`Photo screening: model returned ${values.length} classes, expected ${NSFW_CLASS_NAMES.length}.`);
        }
        const classes: Record<string, number> = {};
        NSFW_CLASS_NAMES.forEach((name, i) => (classes[name] = values[i]!));
        const score = classes.Porn! + classes.Hentai! + SEXY_WEIGHT * classes.Sexy!;
        return { nsfwScore: Math.min(1, Math.max(0, score)), classes, model: id };
      });
    },
  };
}
