import * as tf from '@tensorflow/tfjs';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createNsfwScreener, SCREENING_INPUT_SIZE, SEXY_WEIGHT, type ScreeningInput, type ScreeningResult } from './screening';

const S = SCREENING_INPUT_SIZE;
const CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'];

/** Resizes like the photo pipeline does: fill to S x S, drop alpha, raw RGB. */
async function toInput(image: Sharp): Promise<ScreeningInput> {
  const { data, info } = await image.resize(S, S, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** A smooth green-to-blue diagonal gradient. */
const gradient = () =>
  toInput(
    sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g" x2="1" y2="1">' +
          '<stop offset="0" stop-color="#2a6"/><stop offset="1" stop-color="#36c"/></linearGradient></defs>' +
          '<rect width="640" height="480" fill="url(#g)"/></svg>',
      ),
    ),
  );

/**
 * A photo-like "landscape": sky gradient over noisy grey gravel, deterministic noise, JPEG round-trip.
 * Grey on purpose: the same picture with green/brown noisy ground scores Porn ~0.55-0.63 with stock nsfwjs
 * MobileNetV2 (checked on the cpu backend too), a known weakness of the model on skin-ish textures, so it is
 * no use as a "benign" fixture.
 */
async function landscape(seed = 1): Promise<ScreeningInput> {
  const w = 480;
  const h = 360;
  const px = Buffer.alloc(w * h * 3);
  let s = seed >>> 0 || 1;
  const rand = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 2 - 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const n = rand() * 30;
      const [r, g, b] = y < h * 0.4 ? [110 + y / 3, 160 + y / 4, 235] : [120 + n, 120 + n, 115 + n];
      px[i] = Math.max(0, Math.min(255, r));
      px[i + 1] = Math.max(0, Math.min(255, g));
      px[i + 2] = Math.max(0, Math.min(255, b));
    }
  }
  const jpeg = await sharp(px, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
  return toInput(sharp(jpeg));
}

function expectWellFormed(r: ScreeningResult) {
  expect(Object.keys(r.classes).sort()).toEqual(CLASSES);
  for (const p of Object.values(r.classes)) {
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThanOrEqual(1);
  }
  expect(Object.values(r.classes).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 4);
  expect(r.nsfwScore).toBeGreaterThanOrEqual(0);
  expect(r.nsfwScore).toBeLessThanOrEqual(1);
  expect(r.nsfwScore).toBeCloseTo(r.classes.Porn! + r.classes.Hentai! + SEXY_WEIGHT * r.classes.Sexy!, 6);
  expect(r.model).toMatch(/^nsfwjs@[\w.-]+\/MobileNetV2$/);
}

describe('createNsfwScreener (nsfwjs MobileNetV2 on tfjs wasm)', () => {
  const screener = createNsfwScreener();
  let images: { gradient: ScreeningInput; landscape: ScreeningInput; landscape2: ScreeningInput; noise: ScreeningInput };
  const stdoutCalls: unknown[][] = [];

  beforeAll(async () => {
    const log = vi.spyOn(console, 'log');
    const info = vi.spyOn(console, 'info');
    try {
      // concurrent ready() calls share one load
      await Promise.all([screener.ready(), screener.ready(), createNsfwScreener().ready()]);
      stdoutCalls.push(...log.mock.calls, ...info.mock.calls);
    } finally {
      log.mockRestore();
      info.mockRestore();
    }
    const noise = sharp({ create: { width: 480, height: 360, channels: 3, background: '#5a7a3a', noise: { type: 'gaussian', mean: 100, sigma: 40 } } });
    images = { gradient: await gradient(), landscape: await landscape(1), landscape2: await landscape(7), noise: await toInput(noise) };
  }, 20_000);

  it('loads on the wasm backend quietly, without leaving emscripten process handlers behind', () => {
    expect(screener.name).toBe('nsfwjs:MobileNetV2');
    expect(tf.getBackend()).toBe('wasm');
    expect(stdoutCalls).toEqual([]);
    const handlers = [...process.listeners('uncaughtException'), ...process.listeners('unhandledRejection')].map(String);
    expect(handlers.filter((src) => src.includes('ExitStatus') || /throw reason/.test(src))).toEqual([]);
  });

  it('scores benign generated images low, with the five nsfwjs classes', async () => {
    for (const input of Object.values(images)) {
      const r = await screener.screen(input);
      expectWellFormed(r);
      expect(r.nsfwScore).toBeLessThan(0.5);
    }
  });

  it('accepts a plain Uint8Array as well as a Buffer, with the same result', async () => {
    const fromBuffer = await screener.screen(images.landscape);
    const copy = new Uint8Array(images.landscape.data);
    const fromArray = await screener.screen({ ...images.landscape, data: copy });
    expect(fromArray.classes).toEqual(fromBuffer.classes);
  });

  it('resolves concurrent calls, each with its own image', async () => {
    const order = [images.gradient, images.landscape, images.landscape2, images.gradient, images.landscape, images.landscape2, images.gradient, images.landscape];
    const sequential = new Map<ScreeningInput, ScreeningResult>();
    for (const input of Object.values(images)) sequential.set(input, await screener.screen(input));
    const concurrent = await Promise.all(order.map((input) => screener.screen(input)));
    expect(concurrent).toHaveLength(order.length);
    concurrent.forEach((r, i) => {
      expectWellFormed(r);
      expect(r.classes).toEqual(sequential.get(order[i]!)!.classes);
    });
  });

  it('rejects inputs of the wrong size, length or channel count with a clear error', async () => {
    await expect(screener.screen({ data: Buffer.alloc(100 * 100 * 3), width: 100, height: 100, channels: 3 })).rejects.toThrow(
      `expected a ${S}x${S} image, got 100x100`,
    );
    await expect(screener.screen({ ...images.gradient, data: images.gradient.data.subarray(0, S * S * 3 - 1) })).rejects.toThrow(
      `expected ${S * S * 3} bytes (${S}x${S}x3), got ${S * S * 3 - 1}`,
    );
    await expect(screener.screen({ data: Buffer.alloc(S * S * 4), width: S, height: S, channels: 4 as 3 })).rejects.toThrow(/expected 3 channels/);
    await expect(screener.screen({ data: 'pixels' as unknown as Buffer, width: S, height: S, channels: 3 })).rejects.toThrow(/Uint8Array/);
    // a rejected call does not wedge the queue
    expectWellFormed(await screener.screen(images.gradient));
  });

  it('does not leak tensors over repeated calls', async () => {
    await screener.screen(images.landscape); // warm-up
    const before = tf.memory().numTensors;
    for (let i = 0; i < 20; i++) await screener.screen(i % 2 ? images.landscape : images.gradient);
    expect(tf.memory().numTensors).toBe(before);
  });
});
