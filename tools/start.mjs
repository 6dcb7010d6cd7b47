// `npm start`: serves the build, making it first when there is none or the sources changed since
// (the stamp tools/build-server.mjs wrote). A restart with an up-to-date build starts the compiled
// server at once instead of rebuilding the client and compiling TypeScript on every start.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourceStamp } from './source-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'dist-server/main.mjs');

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'dist-server/build-stamp.json'), 'utf8')).stamp;
  } catch {
    return null;
  }
}

const built = readStamp();
const why = !built || !fs.existsSync(serverEntry) || !fs.existsSync(path.join(root, 'dist/index.html'))
  ? 'no build yet'
  : built !== sourceStamp(root) ? 'the sources changed since the last build' : null;
if (why) {
  console.log(`Building the app (${why}); the next start with the same sources skips this.`);
  const result = spawnSync(process.execPath, [path.join(root, 'tools/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
