/**
 * What the page benchmarks (bench:lighthouse, bench:trace) load: the production build, served by the
 * real server with a fresh embedded database (the demo data is seeded on an empty database) in a
 * temporary DATA_DIR on a free port, with map tiles from a stand-in tile server on loopback, so the
 * figures are not skewed by the unreachable tile host.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort } from '../tests/support/pg-server';
import { spawnServer, waitForListening } from '../tests/support/server-process';

/** Builds the client when dist/ has none. */
export function ensureBuild(): void {
  if (fs.existsSync('dist/index.html')) return;
  console.log('dist/ is missing: building...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/** The anchor (issue 38, scripts/bench-anchor) the page benchmarks measure beside the app. */
export const ANCHOR_DIR = 'dist-anchor';
export const ANCHOR_URL_PATH = '/bench/anchor';

/** Builds the anchor when dist-anchor/ has none (`npm run build:anchor`; `npm run build` never does). */
export function ensureAnchorBuild(): void {
  if (fs.existsSync(path.join(ANCHOR_DIR, 'render.cjs')) && fs.existsSync(path.join(ANCHOR_DIR, 'public/index.html'))) return;
  console.log(`${ANCHOR_DIR}/ is missing: building the anchor...`);
  const build = spawnSync('npm', ['run', 'build:anchor', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:anchor failed');
}

/** A stand-in for the tile host: one plain 256x256 PNG for every /{z}/{x}/{y}.png. */
export async function startTileServer(port: number): Promise<http.Server> {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e9efe6' } }).png().toBuffer();
  const server = http.createServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length, 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' });
    res.end(png);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

export interface PageServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts the tile stand-in and the app (from `dist/`) with a fresh embedded database; with `anchor`,
 * the same process also serves the anchor at /bench/anchor (BENCH_ANCHOR_DIR).
 */
export async function startPageServer(tmpPrefix: string, opts: { anchor?: boolean } = {}): Promise<PageServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const tilePort = await freePort();
  const tiles = await startTileServer(tilePort);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    MAP_ATTRIBUTION: '© OpenStreetMap contributors',
    ...(opts.anchor ? { BENCH_ANCHOR_DIR: ANCHOR_DIR } : {}),
  });
  const stop = async () => {
    await server.stop();
    tiles.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForListening(server);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}
