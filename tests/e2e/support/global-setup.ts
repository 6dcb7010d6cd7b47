import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../support/pg-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let child: ChildProcess | undefined;
let dataDir = '';

/** Starts `src/server/main.ts` on a free port with a fresh embedded database and the built client in dist/. */
export async function setup(project: TestProject) {
  if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is not built: run `npm run build` first (npm run test:e2e does).');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-e2e-'));
  const port = await freePort();
  let out = '';
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'false', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const start = Date.now();
  while (!out.includes('listening on')) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
    if (Date.now() - start > 60_000) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.on('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
