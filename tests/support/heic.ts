import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photo.heic');

/**
 * A real HEIC (HEVC-coded, 96 x 64, sky over a meadow with a red item, EXIF: TestCam H1, taken
 * 2026-11-20 14:30:00, GPS 51.4828 N 11.9697 E). How it was made: tests/fixtures/README.md.
 */
export function heicPhoto(): Buffer {
  return fs.readFileSync(FIXTURE);
}

/**
 * The fixture with the size its `ispe` box declares changed (the pixels stay 96 x 64): for testing
 * that a HEIC claiming too many pixels is refused before anything is decoded.
 */
export function heicDeclaring(width: number, height: number): Buffer {
  const buf = Buffer.from(heicPhoto());
  const at = buf.indexOf('ispe');
  if (at < 0) throw new Error('the HEIC fixture has no ispe box');
  // 'ispe', then version and flags (4 bytes), then width and height (32 bits each).
  buf.writeUInt32BE(width, at + 8);
  buf.writeUInt32BE(height, at + 12);
  return buf;
}
