import { useCallback, useEffect, useRef, useState } from 'react';
import type { FractionBox } from '../../../shared/face-blur';
import { exifOf, preparedName, rememberExif } from '../prepare-photo';
import { mainThreadEngine, type BlurEngine } from './blur-engine';
import type { DetectFaces } from './detector';
import { loadFaceDetector } from './load-detector';
import { faceBoxes, MAX_BOXES, nextBoxId, toUploadRegions, type BlurBox } from './regions';
import { rememberBlurRegions } from './upload-regions';

/** Where the phone's face check of the chosen photo stands. */
export type FaceCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; faces: number }
  /** The detector could not load or run here (offline before it was cached, no WebAssembly): painting still works. */
  | { status: 'unavailable' }
  /** This browser cannot draw the photo (HEIC outside Safari): nothing can be blurred on the phone. */
  | { status: 'undecodable' };

/** How long after the last change of a box the photo is drawn again (arrow keys repeat quickly). */
export const REDRAW_DELAY_MS = 200;
/**
 * The longest the face check may take, loading included (about 750 KB the first time): after it the
 * screen says faces could not be checked here and the person may send (the server checks anyway)
 * rather than wait on a check that hangs.
 */
export const FACE_CHECK_TIMEOUT_MS = 45_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The face check took too long')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const workerModule = () => import(/* webpackChunkName: "photo-worker-client" */ './blur-worker-client');

/** The photo worker where the browser has OffscreenCanvas; the page's thread otherwise, or with a detector handed in (tests). */
async function engineFor(detector?: () => Promise<DetectFaces>): Promise<BlurEngine> {
  if (!detector) {
    const m = await workerModule().catch(() => null);
    if (m?.workerSupported()) return m.workerEngine();
  }
  return mainThreadEngine(detector ?? loadFaceDetector);
}

interface Source {
  /** The prepared photo as chosen, unblurred: held in memory only, never sent nor queued. */
  file: File;
  /** Its unblurred pixels, in the engine (the photo worker or this page). */
  engine: BlurEngine;
}

/** The photo with these boxes blurred, carrying the prepared photo's EXIF and its `blurRegions`; the prepared photo itself when there are none. */
async function draw(src: Source, boxes: readonly BlurBox[]): Promise<File> {
  if (boxes.length === 0) return src.file;
  const jpeg = await src.engine.render(boxes);
  const out = new File([jpeg], preparedName(src.file.name), { type: 'image/jpeg', lastModified: src.file.lastModified });
  rememberExif(out, exifOf(src.file) ?? {});
  rememberBlurRegions(out, toUploadRegions(boxes));
  return out;
}

/**
 * Faces blurred on the phone before upload (issue 39). `start(prepared)` decodes the prepared photo
 * (or takes the bitmap preparing decoded), runs the face detector (its own chunk, loaded now) and
 * draws it blurred, in the photo worker where the browser has OffscreenCanvas, and answers the photo to upload: every face
 * blurred, or the prepared photo when there is none. `add`, `remove` and `move` change the boxes and
 * hand the redrawn photo to `onPhoto`, drawn again from the unblurred pixels kept here (so removing
 * a box brings its pixels back). Only blurred photos leave this hook.
 */
export function useFaceBlur({ onPhoto, detector }: { onPhoto: (file: File) => void; detector?: () => Promise<DetectFaces> }) {
  const [check, setCheck] = useState<FaceCheck>({ status: 'idle' });
  const [boxes, setBoxes] = useState<BlurBox[]>([]);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [drawFailed, setDrawFailed] = useState(false);
  const source = useRef<Source | null>(null);
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestOnPhoto = useRef(onPhoto);
  useEffect(() => {
    latestOnPhoto.current = onPhoto;
  }, [onPhoto]);
  useEffect(
    () => () => {
      clearTimeout(timer.current ?? undefined);
      source.current?.engine.close();
    },
    [],
  );

  const forget = useCallback(() => {
    generation.current++;
    clearTimeout(timer.current ?? undefined);
    source.current?.engine.close();
    source.current = null;
    setBoxes([]);
    setSize(null);
    setDrawing(false);
    setDrawFailed(false);
  }, []);

  const start = useCallback(
    async (file: File): Promise<File | null> => {
      forget();
      const id = generation.current;
      setCheck({ status: 'checking' });
      let engine = await engineFor(detector);
      let size = await engine.decode(file).catch(() => undefined);
      if (size === undefined) {
        // The engine itself failed (the photo worker's script did not load, or it died): the page's thread does it.
        engine.close();
        engine = mainThreadEngine(detector ?? loadFaceDetector);
        size = await engine.decode(file).catch(() => null);
      }
      const stale = () => {
        if (id === generation.current) return false;
        engine.close();
        return true;
      };
      if (stale()) return null;
      if (!size) {
        engine.close();
        setCheck({ status: 'undecodable' });
        return file;
      }
      let found: BlurBox[] = [];
      let result: FaceCheck;
      try {
        const faces = await within(engine.detect(), FACE_CHECK_TIMEOUT_MS);
        found = faceBoxes(faces, size.width, size.height);
        result = { status: 'done', faces: found.length };
      } catch {
        result = { status: 'unavailable' };
      }
      if (stale()) return null;
      const src: Source = { file, engine };
      let out: File;
      try {
        out = await draw(src, found);
      } catch {
        engine.close();
        // No canvas to draw on: nothing can be blurred here; the server's own check remains.
        if (id === generation.current) setCheck({ status: 'undecodable' });
        return id === generation.current ? file : null;
      }
      if (stale()) return null;
      source.current = src;
      setSize(size);
      setBoxes(found);
      setCheck(result);
      return out;
    },
    [detector, forget],
  );

  /** The boxes change now (outlines follow at once); the photo is drawn again REDRAW_DELAY_MS after the last change. */
  const change = useCallback((next: BlurBox[]) => {
    const src = source.current;
    if (!src) return;
    setBoxes(next);
    setDrawing(true);
    clearTimeout(timer.current ?? undefined);
    const id = ++generation.current;
    timer.current = setTimeout(() => {
      draw(src, next).then(
        (file) => {
          if (id !== generation.current) return;
          setDrawing(false);
          setDrawFailed(false);
          latestOnPhoto.current(file);
        },
        () => {
          if (id !== generation.current) return;
          setDrawing(false);
          setDrawFailed(true);
        },
      );
    }, REDRAW_DELAY_MS);
  }, []);

  const add = useCallback(
    (box: FractionBox): BlurBox | null => {
      if (boxes.length >= MAX_BOXES || !source.current) return null;
      const made: BlurBox = { ...box, by: 'person', id: nextBoxId(boxes) };
      change([...boxes, made]);
      return made;
    },
    [boxes, change],
  );
  const remove = useCallback((id: number) => change(boxes.filter((b) => b.id !== id)), [boxes, change]);
  const move = useCallback((box: BlurBox) => change(boxes.map((b) => (b.id === box.id ? box : b))), [boxes, change]);

  /** The photo was removed or the form reset: the unblurred pixels are dropped. */
  const reset = useCallback(() => {
    forget();
    setCheck({ status: 'idle' });
  }, [forget]);

  const editable = size !== null;
  return { check, boxes, size, editable, busy: check.status === 'checking' || drawing, drawFailed, full: boxes.length >= MAX_BOXES, start, add, remove, move, reset };
}

export type FaceBlur = ReturnType<typeof useFaceBlur>;
