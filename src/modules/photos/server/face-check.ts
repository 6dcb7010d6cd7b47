import type { Logger } from '../../../server/http/errors';
import { HttpError } from '../../../server/http/errors';
import { PHOTO_FACE_CHECK_UNAVAILABLE_CODE, type BlurRegion } from '../contract';
import { faceRegion } from '../../../shared/face-blur';
import type { RawImage } from './blur';
import type { FaceDetector } from './faces';

/**
 * The server's face check on a photo's decoded pixels (RGB, as the pipeline decodes them): each face
 * padded by FACE_MARGIN, in fractions of the photo, `by: 'server'`. Fails closed: when the detector
 * cannot run (the model did not load, the worker thread died), the photo is refused with a 503 the
 * person may retry, rather than stored with a face in it.
 */
export async function serverFaceRegions(faces: FaceDetector, img: RawImage, log: Logger): Promise<BlurRegion[]> {
  let found;
  try {
    found = await faces.detect({ data: img.data, width: img.width, height: img.height, channels: 3 });
  } catch (err) {
    log.error('face detection failed; refusing the photo rather than storing it unblurred', err);
    throw new HttpError(503, PHOTO_FACE_CHECK_UNAVAILABLE_CODE, 'Photos cannot be checked for faces right now. Please send it again in a moment.', undefined, { 'Retry-After': '30' });
  }
  return found.flatMap((f) => {
    const region = faceRegion(f, img.width, img.height);
    return region ? [{ ...region, by: 'server' as const }] : [];
  });
}
