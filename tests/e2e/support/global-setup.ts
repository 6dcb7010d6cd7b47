import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A port for a partner page whose origin may embed the map (EMBED_ALLOWED_ORIGINS). */
    partnerPort: number;
  }
}

let server: ServerProcess | undefined;
let dataDir = '';

/**
 * Starts the compiled server (dist-server/main.mjs, as `npm start` serves it) on a free port with a
 * fresh embedded database and the built client in dist/.
 */
export async function setup(project: TestProject) {
  for (const built of ['dist/index.html', 'dist-server/main.mjs']) {
    if (!fs.existsSync(built)) throw new Error(`${built} is not built: run \`npm run build\` first (npm run test:e2e does).`);
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-e2e-'));
  const port = await freePort();
  const partnerPort = await freePort();
  server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${partnerPort}` }, { compiled: true });
  await waitForListening(server);
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('partnerPort', partnerPort);
}

export async function teardown() {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
