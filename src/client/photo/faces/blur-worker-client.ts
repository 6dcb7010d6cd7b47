import { takeDecoded } from '../decoded-photo';
import type { BlurEngine } from './blur-engine';
import type { PhotoAnswer, PhotoRequest } from './photo-worker-protocol';

/*
 * The page's side of the photo worker (photo-worker.ts, issue 39): one worker for the page, started
 * when the first photo is chosen and kept (the detector stays loaded); one engine per photo. The
 * server-rendering build replaces this file (blur-worker-ssr.ts).
 */

type Pending = { resolve: (a: PhotoAnswer) => void; reject: (e: Error) => void };
let worker: { post(req: PhotoRequest, transfer?: Transferable[]): void; pending: Map<number, Pending> } | null = null;
let nextId = 1;
let nextPhoto = 1;

/** Whether this browser can run the photo work in a worker (OffscreenCanvas with a 2d context, createImageBitmap). */
export function workerSupported(): boolean {
  return typeof Worker === 'function' && typeof OffscreenCanvas === 'function' && typeof createImageBitmap === 'function';
}

function started() {
  if (worker) return worker;
  const w = new Worker(/* webpackChunkName: "photo-worker" */ new URL('./photo-worker.ts', import.meta.url));
  const pending = new Map<number, Pending>();
  const failAll = (message: string) => {
    for (const p of pending.values()) p.reject(new Error(message));
    pending.clear();
    worker = null;
  };
  w.onmessage = (event: MessageEvent<PhotoAnswer>) => {
    const p = pending.get(event.data.id);
    if (!p) return;
    pending.delete(event.data.id);
    if (event.data.type === 'failed') p.reject(new Error(event.data.message));
    else p.resolve(event.data);
  };
  // The worker's script did not load (offline before it was cached) or it died: the next photo starts another.
  w.onerror = (event) => {
    event.preventDefault();
    failAll('The photo worker stopped');
    w.terminate();
  };
  worker = { post: (req, transfer = []) => w.postMessage(req, transfer), pending };
  return worker;
}

function ask(req: PhotoRequest, transfer?: Transferable[]): Promise<PhotoAnswer> {
  const w = started();
  return new Promise((resolve, reject) => {
    w.pending.set(req.id, { resolve, reject });
    w.post(req, transfer);
  });
}

/** The photo's decoding, face check and blurring in the photo worker (BlurEngine). */
export function workerEngine(): BlurEngine {
  const photo = nextPhoto++;
  return {
    async decode(file) {
      const bitmap = takeDecoded(file);
      const a = await ask({ id: nextId++, type: 'decode', photo, source: bitmap ?? file }, bitmap ? [bitmap] : []);
      return a.type === 'decoded' ? a.size : null;
    },
    async detect() {
      const a = await ask({ id: nextId++, type: 'detect', photo });
      if (a.type !== 'detected') throw new Error('Unexpected answer');
      return a.faces;
    },
    async render(boxes) {
      const a = await ask({ id: nextId++, type: 'render', photo, boxes: [...boxes] });
      if (a.type !== 'rendered') throw new Error('Unexpected answer');
      return a.jpeg;
    },
    close() {
      worker?.post({ id: nextId++, type: 'close', photo });
    },
  };
}
