import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** RGBA pixels of a decoded HEIC (orientation applied by libheif: iPhones store it as `irot`/`imir`). */
export interface DecodedHeic {
  width: number;
  height: number;
  data: Buffer;
}

/** The HEIC's declared size (its `ispe` box) is over the pixel limit: refused before any pixel was decoded. */
export class HeicTooManyPixels extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`HEIC of ${width} x ${height} pixels is over the limit`);
  }
}

/** libheif could not read or decode the file. */
export class HeicUnreadable extends Error {}

/**
 * The worker's code (CommonJS, evaluated): heic-decode (libheif compiled to WebAssembly) does its work
 * synchronously on the thread that calls it, 0.5-2 s for a 12 MP iPhone photo, which on the request
 * thread would stall every other request. `decode.all` parses the container and gives each image's
 * declared size before decoding, so a huge image is refused before its pixels take memory.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoder);
parentPort.on('message', async ({ id, buffer, maxPixels }) => {
  let images = null;
  try {
    images = await decode.all({ buffer: new Uint8Array(buffer) });
    const image = images[0];
    if (!image) throw new Error('no image in the HEIF file');
    if (!(image.width > 0 && image.height > 0)) throw new Error('no image size');
    if (image.width * image.height > maxPixels) {
      parentPort.postMessage({ id, ok: false, kind: 'pixels', width: image.width, height: image.height });
      return;
    }
    const { width, height, data } = await image.decode();
    parentPort.postMessage({ id, ok: true, width, height, data }, [data.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, ok: false, kind: 'unreadable', error: String(err && err.message || err) });
  } finally {
    if (images) images.dispose();
  }
});
`;

interface Answer {
  id: number;
  ok: boolean;
  kind?: 'pixels' | 'unreadable';
  width?: number;
  height?: number;
  data?: Uint8ClampedArray;
  error?: string;
}

let worker: Worker | null = null;
const pending = new Map<number, { resolve(a: Answer): void; reject(err: Error): void }>();
let nextId = 0;

/** One worker per process, started on first use (HEIC uploads are the exception) and again after a crash. */
function start(): Worker {
  const decoder = createRequire(import.meta.url).resolve('heic-decode');
  // libheif prints its parse errors ('Could not parse HEIF file ...'); the answer carries them already.
  const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { decoder }, stdout: true, stderr: true });
  w.stdout.resume();
  w.stderr.resume();
  w.unref();
  const fail = (err: Error) => {
    if (worker !== w) return;
    worker = null;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  w.on('message', (m: Answer) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (pending.size === 0) w.unref();
    p.resolve(m);
  });
  w.on('error', fail);
  w.on('exit', (code) => fail(new HeicUnreadable(`HEIC decoder thread exited (code ${code})`)));
  return w;
}

/**
 * Decodes the primary image of a HEIC/HEIF file in a worker thread. Throws HeicTooManyPixels when its
 * declared size is over `maxPixels` (nothing decoded), HeicUnreadable when libheif cannot read it.
 */
export async function decodeHeic(buf: Buffer, maxPixels: number): Promise<DecodedHeic> {
  const answer = await new Promise<Answer>((resolve, reject) => {
    worker ??= start();
    const id = nextId++;
    pending.set(id, { resolve, reject });
    // Referenced while an answer is due, so a script awaiting it does not exit under it.
    worker.ref();
    // A copy, moved to the worker: the upload's buffer may be a slice of a larger pool.
    const copy = new Uint8Array(buf);
    worker.postMessage({ id, buffer: copy, maxPixels }, [copy.buffer]);
  });
  if (answer.ok && answer.data) {
    return { width: answer.width!, height: answer.height!, data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength) };
  }
  if (answer.kind === 'pixels') throw new HeicTooManyPixels(answer.width!, answer.height!);
  throw new HeicUnreadable(answer.error ?? 'HEIC could not be decoded');
}
