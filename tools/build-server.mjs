// Compiles the server once for a production start (`npm run build` runs it after webpack): esbuild
// bundles the server's TypeScript into dist-server/ as ES modules, leaving packages in node_modules
// (native and WASM parts such as sharp and PGlite load from there). `node dist-server/main.mjs` then
// starts without tsx compiling every file on each start (see docs/deploy.md, docs/benchmarks.md).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceStamp } from './source-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = path.join(root, 'dist-server');

/** Compiles into `outDir` (dist-server/ unless a test builds elsewhere); resolves with the time taken in ms. */
export async function buildServer(outDir = SERVER_OUT) {
  const started = Date.now();
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'src/server/main.ts',
      'migrate-cli': 'src/server/migrate-cli.ts',
      'admin-cli': 'src/server/admin-cli.ts',
      // screening-thread.ts starts `./screening-worker.mjs` next to itself: under tsx that is the
      // source folder's entry (which registers tsx), here the compiled worker beside the chunks.
      'screening-worker': 'src/modules/photos/server/screening-worker-main.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    splitting: true,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    // Chunks beside the entries, so a URL relative to a chunk's own import.meta.url finds an entry.
    chunkNames: '[name]-[hash]',
    sourcemap: true,
    logLevel: 'warning',
  });
  // What the build was made from: `npm start` rebuilds when the sources differ (tools/start.mjs).
  fs.writeFileSync(path.join(outDir, 'build-stamp.json'), JSON.stringify({ stamp: sourceStamp(root), builtAt: new Date().toISOString() }) + '\n');
  return Date.now() - started;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`server compiled to ${path.relative(root, SERVER_OUT)}/ in ${ms} ms`);
}
