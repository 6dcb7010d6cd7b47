/**
 * npm run bench:upload-bytes: how many bytes a photo report sends over the network before and after
 * issue 23's scaling on the phone (at most 1600 px on the long side, JPEG quality 0.85, as
 * src/client/photo/prepare-photo-browser.ts does with a canvas), for a typical 12-megapixel phone
 * photo (4000 x 3000). The browser's scaling is stood in for by sharp with the same size and quality
 * (libjpeg-turbo, like Chrome's and Safari's canvas encoders), so the scaled figures are close to a
 * browser's, not equal. Two pictures: a noisy one (high ISO, much texture: the worst case, the one
 * bench:upload sends) and a smoother scene (daylight). The multipart body includes the form fields.
 */
import sharp from 'sharp';
import { noisyPhoto, scene } from '../tests/support/images';
import { PREPARED_JPEG_QUALITY, PREPARED_MAX_EDGE, scaleDecision } from '../src/client/photo/prepare-photo';

const FIELDS = {
  userId: '00000000-0000-4000-8000-000000000000', imageUrl: 'placeholder', location: 'Bench street 1', latitude: '51.4828', longitude: '11.9697',
  wasteType: 'Mixed', estimatedEffort: '15', priority: 'medium', reward: '10', exifTakenAt: '2026-11-20T14:30:00.000Z', exifLatitude: '51.4828', exifLongitude: '11.9697',
};

/** The multipart body's size, as the browser sends it (boundary and part headers included). */
async function multipartBytes(photo: Buffer, name: string): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(FIELDS)) form.set(k, v);
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
  return (await new Response(form).arrayBuffer()).byteLength;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
/** Seconds to send n bytes at this many megabits per second. */
const at = (n: number, mbit: number) => `${((n * 8) / (mbit * 1_000_000)).toFixed(1)} s`;

async function main() {
  // A daylight scene with the fine texture and sensor noise of a real photo (grass, gravel, sensor).
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  const smooth = await sharp(await sharp(await scene({ width: 4000, height: 3000, litter: 40 })).png().toBuffer())
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .toBuffer();
  const noisy = await sharp(await noisyPhoto(4000, 3000, 'jpeg')).jpeg({ quality: 92 }).toBuffer();
  console.log(`bench:upload-bytes: a 4000 x 3000 phone photo (JPEG quality 92, as phone cameras save), scaled to ${PREPARED_MAX_EDGE} px at quality ${PREPARED_JPEG_QUALITY}`);
  console.log('| photo | original file | sent before (multipart) | scaled file | sent after (multipart) | saved | 3G upload (1 Mbit/s) before / after |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [label, original] of [['daylight scene', smooth], ['noisy (high ISO)', noisy]] as const) {
    const meta = await sharp(original).metadata();
    const decision = scaleDecision({ width: meta.width!, height: meta.height!, bytes: original.length, decoded: true });
    if (!decision.scale) throw new Error('a 12 MP photo must be scaled');
    const scaled = await sharp(original).resize(decision.width, decision.height).jpeg({ quality: Math.round(PREPARED_JPEG_QUALITY * 100) }).toBuffer();
    const before = await multipartBytes(original, 'IMG_0001.jpg');
    const after = await multipartBytes(scaled, 'IMG_0001.jpg');
    console.log(`| ${label} | ${mb(original.length)} | ${mb(before)} | ${mb(scaled.length)} (${decision.width} x ${decision.height}) | ${mb(after)} | ${(100 * (1 - after / before)).toFixed(0)} % | ${at(before, 1)} / ${at(after, 1)} |`);
  }
}

await main();
