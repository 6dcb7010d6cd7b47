import { parentPort } from 'node:worker_threads';
import { createFaceDetector, type FaceInput } from './faces';
import { createNsfwScreener, type ScreeningInput } from './screening';

/** Runs in the screening worker thread: answers { id, kind, input } with { id, ok, result | error }. */
const screener = createNsfwScreener();
const faces = createFaceDetector();

type Message = { id: number; kind: 'ready' | 'screen'; input?: ScreeningInput } | { id: number; kind: 'faces-ready' | 'faces'; input?: FaceInput };

parentPort!.on('message', async (msg: Message) => {
  try {
    let result: unknown;
    if (msg.kind === 'ready') result = await screener.ready();
    else if (msg.kind === 'screen') result = await screener.screen(msg.input as ScreeningInput);
    else if (msg.kind === 'faces-ready') result = await faces.ready();
    else result = await faces.detect(msg.input as FaceInput);
    parentPort!.postMessage({ id: msg.id, ok: true, result });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
