/**
 * npm run bench:faces (issue 39): how well the server's face blurring finds faces, how often it blurs
 * something in a litter photo, and what it costs per 12 MP photo, on the server and in Chromium at 4x
 * CPU throttling. Not part of npm test. Data: scikit-image's sample photos from Debian's python3-skimage
 * (fetched with apt-get download + dpkg -x into the OS temp dir; skipped with a message without apt),
 * labelled by hand in scripts/bench-faces/labels.json, and the generated litter scenes of tests/support/images.
 */
import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { FACE_MARGIN, padBox } from '../src/modules/photos/server/blur';
import { createFaceDetector, FACE_DETECTOR_OPTIONS, type DetectedFace } from '../src/modules/photos/server/faces';
import type { FaceDetectorOptions } from '../src/shared/face-blur';
import { DEFAULT_LIMITS, processPhoto } from '../src/modules/photos/server/pipeline';
import { PHOTO_MAIN_SIZE } from '../src/modules/photos/contract';
import { scene } from '../tests/support/images';
import { browserDetectionMs } from './bench-faces/browser';
import { clientPathMs } from './bench-faces/client';
import { fetchSkimageData, iou, labelledSet, type Box, type LabelledImage } from './bench-faces/dataset';

const MIN_FACE_PX = 40;
const LITTER_PHOTOS = Number(process.env.FACES_LITTER_PHOTOS ?? 40);
const SETTINGS: FaceDetectorOptions[] = [
  ...[320, 416, 512, 608].map((inputSize) => ({ inputSize, scoreThreshold: 0.5, flipped: false })),
  ...[0.4, 0.3].map((scoreThreshold) => ({ inputSize: 416, scoreThreshold, flipped: false })),
  { inputSize: 512, scoreThreshold: 0.3, flipped: false },
  { inputSize: 416, scoreThreshold: 0.6, flipped: false },
  // Test-time augmentation: a second pass on the mirrored photo, merged by non-maximum suppression.
  ...[0.5, 0.4, 0.3].map((scoreThreshold) => ({ inputSize: 416, scoreThreshold, flipped: true })),
  { inputSize: 512, scoreThreshold: 0.3, flipped: true },
];

const load = () => os.loadavg()[0]!.toFixed(2);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The pixels the server's detector sees: decoded like the pipeline (<= 1600 px, flattened, sRGB). */
async function decoded(file: Buffer) {
  const { data, info } = await sharp(file)
    .resize(PHOTO_MAIN_SIZE, PHOTO_MAIN_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 as const };
}

/** A label is found when a detection overlaps it by IoU >= 0.3 or has its centre inside it (box conventions differ). */
function found(label: Box, dets: Box[]): boolean {
  return dets.some((d) => iou(label, d) >= 0.3 || (d[0] + d[2] / 2 > label[0] && d[0] + d[2] / 2 < label[0] + label[2] && d[1] + d[3] / 2 > label[1] && d[1] + d[3] / 2 < label[1] + label[3]));
}

async function measure(opts: FaceDetectorOptions, faces: LabelledImage[], negatives: LabelledImage[], litter: Buffer[]) {
  const detector = createFaceDetector(opts);
  const detect = async (file: Buffer) => detector.detect(await decoded(file));
  const toBoxes = (d: DetectedFace[], w: number, h: number): Box[] => d.map((f) => [f.x * w, f.y * h, f.w * w, f.h * h]);
  let labelled = 0;
  let hit = 0;
  const missed: string[] = [];
  for (const img of faces) {
    const dets = toBoxes(await detect(img.file), img.width, img.height);
    for (const box of img.faces.filter((b) => b[3] >= MIN_FACE_PX)) {
      labelled++;
      if (found(box, dets)) hit++;
      else missed.push(img.name);
    }
  }
  let negativeRegions = 0;
  const negativeHits: string[] = [];
  for (const img of negatives) {
    const n = (await detect(img.file)).length;
    negativeRegions += n;
    if (n) negativeHits.push(`${img.name}:${n}`);
  }
  let litterRegions = 0;
  const times: number[] = [];
  for (const file of litter) {
    const t0 = performance.now();
    litterRegions += (await detect(file)).length;
    times.push(performance.now() - t0);
  }
  return { recall: hit / labelled, hit, labelled, missed: [...new Set(missed)], litterRegions, falsePerLitter: litterRegions / litter.length, negativeRegions, negativeHits, medianMs: median(times) };
}

async function serverTwelveMp(): Promise<{ pipelineMs: number; detectMs: number; plainMs: number }> {
  const detector = createFaceDetector(FACE_DETECTOR_OPTIONS);
  const photo = await sharp(await scene({ litter: 8, seed: 3, width: 1000, height: 750 })).resize(4000, 3000).jpeg({ quality: 90 }).toBuffer();
  const planner = async (img: Awaited<ReturnType<typeof decoded>>) => (await detector.detect(img)).map((f) => padBox(f, FACE_MARGIN));
  await processPhoto(photo, DEFAULT_LIMITS, planner); // warm-up: model load
  const runs = { pipeline: [] as number[], plain: [] as number[], detect: [] as number[] };
  const px = await decoded(photo);
  for (let i = 0; i < 3; i++) {
    let t = performance.now();
    await processPhoto(photo, DEFAULT_LIMITS, planner);
    runs.pipeline.push(performance.now() - t);
    t = performance.now();
    await processPhoto(photo, DEFAULT_LIMITS);
    runs.plain.push(performance.now() - t);
    t = performance.now();
    await detector.detect(px);
    runs.detect.push(performance.now() - t);
  }
  return { pipelineMs: median(runs.pipeline), plainMs: median(runs.plain), detectMs: median(runs.detect) };
}

const ONLY = process.env.FACES_ONLY; // 'browser': only the Chromium timing; 'client': only the app's own client path

async function main() {
  if (ONLY === 'browser') return browserOnly();
  if (ONLY === 'client') return printClientPath(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  const data = fetchSkimageData();
  if ('skipped' in data) {
    console.log(`bench:faces skipped: ${data.skipped}. It needs Debian's apt-get and dpkg to fetch python3-skimage's sample photos.`);
    return;
  }
  const { faces, negatives } = await labelledSet(data.dir);
  const litter = await Promise.all(Array.from({ length: LITTER_PHOTOS }, (_, i) => scene({ litter: 3 + (i % 8), seed: 100 + i, variant: i % 2 ? 'street' : 'park', width: 1600, height: 1200 })));
  console.log(`Labelled: ${faces.reduce((n, f) => n + f.faces.length, 0)} faces in ${faces.length} images; ${negatives.length} photos without faces; ${litter.length} generated litter photos (1600x1200). load ${load()}`);
  // FACES_SETTINGS=chosen: only the shipped options (FACE_DETECTOR_OPTIONS); =flipped: only those with the mirrored pass.
  const which = process.env.FACES_SETTINGS;
  for (const opts of which === 'chosen' ? [FACE_DETECTOR_OPTIONS] : SETTINGS.filter((o) => which !== 'flipped' || o.flipped)) {
    const r = await measure(opts, faces, negatives, litter);
    console.log(
      `inputSize ${opts.inputSize} threshold ${opts.scoreThreshold}${opts.flipped ? ' + mirrored pass' : ''}: recall (faces >= ${MIN_FACE_PX} px) ${(r.recall * 100).toFixed(1)}% (${r.hit}/${r.labelled}${r.missed.length ? `, missed in ${r.missed.join(', ')}` : ''}); ` +
        `false regions per litter photo ${r.falsePerLitter.toFixed(3)} (${r.litterRegions}); on the other photos without faces ${r.negativeRegions}${r.negativeHits.length ? ` (${r.negativeHits.join(', ')})` : ''}; ` +
        `detection median ${r.medianMs.toFixed(0)} ms per 1600x1200 photo; load ${load()}`,
    );
  }
  const s = await serverTwelveMp();
  console.log(
    `Server, 12 MP photo (4000x3000 JPEG), ${FACE_DETECTOR_OPTIONS.inputSize}/${FACE_DETECTOR_OPTIONS.scoreThreshold}${FACE_DETECTOR_OPTIONS.flipped ? ' + mirrored pass' : ''}, medians of 3 on this thread: pipeline with face check ${s.pipelineMs.toFixed(0)} ms, without ${s.plainMs.toFixed(0)} ms, detection alone ${s.detectMs.toFixed(0)} ms; load ${load()}`,
  );
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    console.log(`Chromium: skipped, no ${chromium} (set CHROMIUM_PATH).`);
    return;
  }
  for (const b of await browserDetectionMs(chromium)) {
    console.log(
      `Chromium at 4x CPU (CDP throttling, --disable-gpu), face-api.esm.js on the ${b.backend} backend, the 12 MP photo downscaled to ${b.size} as the phone would: detection median of 3 ${b.ms.toFixed(0)} ms (unthrottled ${b.unthrottledMs.toFixed(0)} ms); load ${load()}`,
    );
  }
  await printClientPath(chromium);
}

/** The app's own path on the report screen (decode, detect, blur, encode), from the built app. */
async function printClientPath(chromium: string) {
  for (const pageThreadOnly of [false, true]) {
    const c = await clientPathMs(chromium, { pageThreadOnly });
    if (!c) return console.log('Client path: skipped, the app is not built (npm run build).');
    const where = pageThreadOnly ? 'on the page thread (OffscreenCanvas hidden), 4x applies to all of it' : 'in the photo worker, which the 4x does not slow';
    console.log(
      `Client path ${where} (the built app's report screen, 1600x1200 portrait: decode, detect, blur, encode; ${c.faces}): median of 3 at 4x CPU ${c.ms.toFixed(0)} ms (unthrottled ${c.unthrottledMs.toFixed(0)} ms; first check with the chunk, .wasm and model loaded ${c.firstMs.toFixed(0)} ms); load ${load()}`,
    );
  }
}

async function browserOnly() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  for (const b of await browserDetectionMs(chromium)) console.log(`Chromium 4x: ${b.backend} ${b.size}: ${b.ms.toFixed(0)} ms (unthrottled ${b.unthrottledMs.toFixed(0)} ms); load ${load()}`);
  await printClientPath(chromium);
}

await main();
