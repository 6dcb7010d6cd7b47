/*
 * The photo worker (issue 39): decodes the photo to be blurred, checks it for faces and draws it
 * blurred as a JPEG, all off the page's thread (OffscreenCanvas, the WebAssembly detector), so the
 * screen stays responsive while a phone works on a photo. Started by blur-worker-client.ts only where
 * OffscreenCanvas is; the detector (the face-detect chunk, its .wasm and weights) starts loading as
 * soon as the worker does, while the first photo is decoded. Holds the unblurred pixels of one photo
 * at a time, in memory only.
 */
import { decodePixels, encodeJpeg } from './blur-photo-browser';
import { loadFaceDetector } from './load-detector';
import { pixelate, rgbOf, type Pixels } from './pixelate';
import type { PhotoAnswer, PhotoRequest } from './photo-worker-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<PhotoRequest>) => void) | null;
  postMessage(message: PhotoAnswer): void;
}
const scope = self as unknown as WorkerScope;

// A failed load is tried again when a photo asks (load-detector.ts); its error is the answer then.
loadFaceDetector().catch(() => undefined);

let held: { photo: number; pixels: Pixels } | null = null;

function pixelsOf(photo: number): Pixels {
  if (held?.photo !== photo) throw new Error('That photo is no longer here');
  return held.pixels;
}

async function answer(req: PhotoRequest): Promise<PhotoAnswer | null> {
  switch (req.type) {
    case 'decode': {
      held = null;
      const pixels = await decodePixels(req.source);
      if (pixels) held = { photo: req.photo, pixels };
      return { id: req.id, type: 'decoded', size: pixels && { width: pixels.width, height: pixels.height } };
    }
    case 'detect': {
      const pixels = pixelsOf(req.photo);
      const detect = await loadFaceDetector();
      return { id: req.id, type: 'detected', faces: await detect({ data: rgbOf(pixels), width: pixels.width, height: pixels.height }) };
    }
    case 'render': {
      const pixels = pixelsOf(req.photo);
      return { id: req.id, type: 'rendered', jpeg: await encodeJpeg({ ...pixels, data: pixelate(pixels, req.boxes) }) };
    }
    case 'close':
      if (held?.photo === req.photo) held = null;
      return null;
  }
}

scope.onmessage = (event) => {
  const req = event.data;
  answer(req).then(
    (a) => a && scope.postMessage(a),
    (err: unknown) => scope.postMessage({ id: req.id, type: 'failed', message: err instanceof Error ? err.message : String(err) }),
  );
};
