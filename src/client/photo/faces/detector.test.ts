import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { laplacianVariance } from '../../../../tests/support/sharpness';
import { createDetector, type DetectorAssets } from './detector';
import { pixelate, rgbOf } from './pixelate';
import { faceBoxes } from './regions';

/*
 * The phone's detector path (issue 39) run in Node on the package's own files: face-api's
 * nobundle build on the WebAssembly backend with the weights decoded by detector.ts, on the NASA
 * portrait; then the boxes blurred as the phone blurs them. The browser's asset URLs and canvas are
 * the e2e test's (tests/e2e/face-blur.test.ts).
 */
const require = createRequire(import.meta.url);
const ASTRONAUT = path.join(import.meta.dirname, '../../../../tests/fixtures/astronaut.jpg');
/** The face in the fixture (tests/integration/photo-faces.test.ts). */
const FACE = { left: 122, top: 56, width: 87, height: 83 };

const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
const weightsFile = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model/tiny_face_detector_model.bin');
const assets = (weights: DetectorAssets['weights']): DetectorAssets => ({
  wasm: {
    'tfjs-backend-wasm.wasm': path.join(wasmDir, 'tfjs-backend-wasm.wasm'),
    'tfjs-backend-wasm-simd.wasm': path.join(wasmDir, 'tfjs-backend-wasm-simd.wasm'),
    'tfjs-backend-wasm-threaded-simd.wasm': path.join(wasmDir, 'tfjs-backend-wasm-threaded-simd.wasm'),
  },
  weights,
});
const packagedWeights = async () => {
  const b = fs.readFileSync(weightsFile);
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
};

// Emscripten's Node glue adds process listeners; the files sharing this process must not inherit them.
const before = { uncaught: process.listeners('uncaughtException'), rejection: process.listeners('unhandledRejection') };
afterAll(() => {
  for (const l of process.listeners('uncaughtException')) if (!before.uncaught.includes(l)) process.removeListener('uncaughtException', l);
  for (const l of process.listeners('unhandledRejection')) if (!before.rejection.includes(l)) process.removeListener('unhandledRejection', l);
});

describe("the phone's face detector, run in Node", () => {
  it('fails plainly when the weights cannot be loaded (the screen then says faces could not be checked)', async () => {
    await expect(createDetector(assets(() => Promise.reject(new Error('offline'))))).rejects.toThrow('offline');
  });

  it('finds the face in the NASA portrait, and the phone blurs it padded as the server does', async () => {
    const detect = await createDetector(assets(packagedWeights));
    const { data, info } = await sharp(ASTRONAUT).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixels = { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
    const faces = await detect({ data: rgbOf(pixels), width: pixels.width, height: pixels.height });
    expect(faces).toHaveLength(1);
    expect(faces[0]!.score).toBeGreaterThan(0.5);

    const [box] = faceBoxes(faces, pixels.width, pixels.height);
    expect(box!.by).toBe('device');
    expect(box!.x * pixels.width).toBeLessThanOrEqual(FACE.left);
    expect(box!.y * pixels.height).toBeLessThanOrEqual(FACE.top);
    expect((box!.x + box!.w) * pixels.width).toBeGreaterThanOrEqual(FACE.left + FACE.width);
    expect((box!.y + box!.h) * pixels.height).toBeGreaterThanOrEqual(FACE.top + FACE.height);

    const png = (d: Uint8ClampedArray) => sharp(Buffer.from(d), { raw: { width: pixels.width, height: pixels.height, channels: 4 } }).png().toBuffer();
    const sharpFace = await laplacianVariance(await png(pixels.data), FACE);
    const blurredFace = await laplacianVariance(await png(pixelate(pixels, [box!])), FACE);
    // The server's threshold (photo-faces.test.ts): under 50, from ~1000.
    expect(sharpFace).toBeGreaterThan(1000);
    expect(blurredFace).toBeLessThan(50);
  });

  it('refuses pixels of the wrong size', async () => {
    const detect = await createDetector(assets(packagedWeights));
    await expect(detect({ data: new Uint8Array(10), width: 2, height: 2 })).rejects.toThrow(RangeError);
  });
});
