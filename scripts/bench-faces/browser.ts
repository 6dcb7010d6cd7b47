import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { scene } from '../../tests/support/images';
import { CHROMIUM_ARGS } from '../trace-capture';

const require = createRequire(import.meta.url);
/** What the phone detects on: the 12 MP photo scaled to the size the app uploads (1600 px, issue 23). */
const PHONE_SIZE = { width: 1600, height: 1200 };

const PAGE = `<!doctype html><meta charset="utf-8"><title>bench:faces</title><script type="module">
import * as faceapi from '/face-api.esm.js';
let canvas, options;
window.prepare = async (backend) => {
  if (backend === 'wasm') faceapi.tf.setWasmPaths?.('/wasm/');
  if (!(await faceapi.tf.setBackend(backend))) throw new Error('backend ' + backend + ' failed');
  await faceapi.tf.ready();
  await faceapi.nets.tinyFaceDetector.loadFromUri('/model');
  const img = new Image();
  img.src = '/photo.jpg';
  await img.decode();
  canvas = document.createElement('canvas');
  canvas.width = ${PHONE_SIZE.width};
  canvas.height = ${PHONE_SIZE.height};
  canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
  options = new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });
  await faceapi.detectAllFaces(canvas, options);
  return faceapi.tf.getBackend();
};
window.time = async () => {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await faceapi.detectAllFaces(canvas, options);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[1];
};
window.ready = true;
</script>`;

/**
 * face-api's browser ESM build (tfjs bundled) and the tiny face detector, both from node_modules, in a
 * page on 127.0.0.1; detection timed unthrottled and with the CPU throttled 4x over CDP.
 */
export interface BrowserTiming {
  backend: string;
  size: string;
  ms: number;
  unthrottledMs: number;
}

export async function browserDetectionMs(executablePath: string, backends = ['wasm', 'webgl', 'cpu']): Promise<BrowserTiming[]> {
  const dist = path.dirname(require.resolve('@vladmandic/face-api/dist/face-api.esm.js'));
  const modelDir = path.join(dist, '..', 'model');
  const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  const photo = await sharp(await scene({ litter: 8, seed: 3, width: 1000, height: 750 })).resize(4000, 3000).jpeg({ quality: 90 }).toBuffer();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const send = (type: string, body: Buffer | string) => res.writeHead(200, { 'content-type': type }).end(body);
    if (url === '/') return send('text/html', PAGE);
    if (url === '/face-api.esm.js') return send('text/javascript', fs.readFileSync(path.join(dist, 'face-api.esm.js')));
    if (url === '/photo.jpg') return send('image/jpeg', photo);
    const wasm = /^\/wasm\/([\w.-]+\.wasm)$/.exec(url)?.[1];
    if (wasm && fs.existsSync(path.join(wasmDir, wasm))) return send('application/wasm', fs.readFileSync(path.join(wasmDir, wasm)));
    const model = /^\/model\/([\w.-]+)$/.exec(url)?.[1];
    if (model && fs.existsSync(path.join(modelDir, model))) return send(model.endsWith('.json') ? 'application/json' : 'application/octet-stream', fs.readFileSync(path.join(modelDir, model)));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const out: BrowserTiming[] = [];
  try {
    // A fresh page per backend: tfjs's backend choice is per page.
    for (const wanted of backends) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
      let backend: string;
      try {
        backend = await page.evaluate((b) => (window as unknown as { prepare(b: string): Promise<string> }).prepare(b), wanted);
      } catch (err) {
        console.log(`Chromium: the ${wanted} backend did not start (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
        await page.close();
        continue;
      }
      const time = () => page.evaluate(() => (window as unknown as { time(): Promise<number> }).time());
      const unthrottledMs = await time();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const ms = await time();
      out.push({ backend, size: `${PHONE_SIZE.width}x${PHONE_SIZE.height}`, ms, unthrottledMs });
      await page.close();
    }
    return out;
  } finally {
    await browser.close();
    server.close();
  }
}
