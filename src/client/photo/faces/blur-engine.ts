import type { FractionBox } from '../../../shared/face-blur';
import { takeDecoded } from '../decoded-photo';
import type { DetectedFace, DetectFaces } from './detector';
import { pixelate, rgbOf, type Pixels } from './pixelate';

/**
 * The pixel work of blurring one photo on the phone (issue 39): decode it once, check it for faces,
 * draw it blurred in the given boxes as a JPEG, as often as the boxes change. Two of them: in a
 * worker with OffscreenCanvas (blur-worker-client.ts, photo-worker.ts), so the page stays responsive,
 * and this one on the page's own thread where a browser has no OffscreenCanvas (Safari before 16.4)
 * or a test hands in the detector.
 */
export interface BlurEngine {
  /** The photo's size once decoded; null when this browser cannot decode it (HEIC outside Safari). */
  decode(file: File): Promise<{ width: number; height: number } | null>;
  /** The faces in the decoded photo; rejects when the detector cannot load or run here. */
  detect(): Promise<DetectedFace[]>;
  /** The photo with these boxes blurred, as a JPEG; the original pixels stay for the next call. */
  render(boxes: readonly FractionBox[]): Promise<Blob>;
  /** Drops the unblurred pixels. */
  close(): void;
}

const blurModule = () => import(/* webpackChunkName: "photo-blur" */ './blur-photo-browser');

/** On the page's thread: the prepared photo's bitmap (or the file decoded), face-api's detector, pixelate.ts and a canvas. */
export function mainThreadEngine(detector: () => Promise<DetectFaces>): BlurEngine {
  let pixels: Pixels | null = null;
  return {
    async decode(file) {
      const source = takeDecoded(file) ?? file;
      pixels = await blurModule()
        .then((m) => m.decodePixels(source))
        .catch(() => null);
      return pixels && { width: pixels.width, height: pixels.height };
    },
    async detect() {
      if (!pixels) throw new Error('No photo decoded');
      const { width, height } = pixels;
      return (await detector())({ data: rgbOf(pixels), width, height });
    },
    async render(boxes) {
      if (!pixels) throw new Error('No photo decoded');
      const { encodeJpeg } = await blurModule();
      return encodeJpeg({ ...pixels, data: pixelate(pixels, boxes) });
    },
    close() {
      pixels = null;
    },
  };
}
