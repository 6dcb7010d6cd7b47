import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createFaceDetector } from './faces';
import { createNsfwScreener, SCREENING_INPUT_SIZE, type ScreeningInput } from './screening';
import { createThreadedFaceDetector, createThreadedNsfwScreener } from './screening-thread';

const S = SCREENING_INPUT_SIZE;

function pixels(seed: number): ScreeningInput {
  const data = Buffer.alloc(S * S * 3);
  let s = seed;
  for (let i = 0; i < data.length; i++) data[i] = (s = (s * 1103515245 + 12345) >>> 0) >>> 24;
  return { data, width: S, height: S, channels: 3 };
}

describe('createThreadedNsfwScreener', () => {
  it('gives the same scores as screening on this thread, without holding this thread', { timeout: 120_000 }, async () => {
    const threaded = createThreadedNsfwScreener();
    const local = createNsfwScreener();
    expect(threaded.name).toBe(local.name);
    await threaded.ready();
    const inputs = [pixels(1), pixels(2), pixels(3)];
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const started = performance.now();
    const results = await Promise.all(inputs.map((i) => threaded.screen(i)));
    const took = performance.now() - started;
    delay.disable();
    for (const [i, input] of inputs.entries()) expect(results[i]).toEqual(await local.screen(input));
    // Three inferences ran meanwhile: on this thread the longest stall is at least a third of the time
    // (one inference; measured: half, 187 of 372 ms), in the worker it is scheduling noise (measured:
    // 6 of 183 ms quiet, 172 of 1,066 ms in a CI run at load 17, which failed the earlier bound of 1/8).
    expect(delay.max / 1e6).toBeLessThan(took / 4);
  });

  it('rejects a bad input with the screener’s own message, and keeps working', { timeout: 60_000 }, async () => {
    const threaded = createThreadedNsfwScreener();
    await expect(threaded.screen({ data: Buffer.alloc(10), width: 10, height: 1, channels: 3 })).rejects.toThrow(/expected a 224x224 image/);
    expect((await threaded.screen(pixels(4))).nsfwScore).toBeGreaterThanOrEqual(0);
  });
});

describe('createThreadedFaceDetector', () => {
  it('finds the same face as the detector on this thread, and rejects a bad input with its message', { timeout: 120_000 }, async () => {
    const file = path.join(import.meta.dirname, '..', '..', '..', '..', 'tests', 'fixtures', 'astronaut.jpg');
    const { data, info } = await sharp(fs.readFileSync(file)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const input = { data, width: info.width, height: info.height, channels: 3 as const };
    const threaded = createThreadedFaceDetector();
    const faces = await threaded.detect(input);
    expect(faces).toHaveLength(1);
    expect(faces).toEqual(await createFaceDetector().detect(input));
    await expect(threaded.detect({ data: Buffer.alloc(10), width: 10, height: 1, channels: 3 })).rejects.toThrow(/expected 10x1x3 bytes/);
  });
});
