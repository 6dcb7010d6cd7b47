import type { FractionBox } from '../../../shared/face-blur';
import type { DetectedFace } from './detector';

/*
 * The messages between the page (blur-worker-client.ts) and the photo worker (photo-worker.ts), issue
 * 39. Every request carries an id its answer repeats; `photo` names the photo the worker holds, so an
 * answer about a photo replaced meanwhile is told apart.
 */
export type PhotoRequest =
  /** The prepared photo's bitmap (transferred) or its file: decoded and kept in the worker. */
  | { id: number; type: 'decode'; photo: number; source: ImageBitmap | Blob }
  | { id: number; type: 'detect'; photo: number }
  | { id: number; type: 'render'; photo: number; boxes: FractionBox[] }
  /** Drops the photo's pixels. Not answered. */
  | { id: number; type: 'close'; photo: number };

export type PhotoAnswer =
  | { id: number; type: 'decoded'; size: { width: number; height: number } | null }
  | { id: number; type: 'detected'; faces: DetectedFace[] }
  | { id: number; type: 'rendered'; jpeg: Blob }
  | { id: number; type: 'failed'; message: string };
