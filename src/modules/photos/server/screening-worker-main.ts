import { parentPort } from 'node:worker_threads';
import { createNsfwScreener, type ScreeningInput } from './screening';

/** Runs in the screening worker thread: answers { id, kind, input } with { id, ok, result | error }. */
const screener = createNsfwScreener();

parentPort!.on('message', async (msg: { id: number; kind: 'ready' | 'screen'; input?: ScreeningInput }) => {
  try {
    const result = msg.kind === 'ready' ? await screener.ready() : await screener.screen(msg.input!);
    parentPort!.postMessage({ id: msg.id, ok: true, result });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
