// `npm run build`: the client and server-rendering bundles (webpack), then the compiled server
// (tools/build-server.mjs). The stamp of what was built is written last, so a build that fails
// half-way is never taken for a finished one by `npm start` (tools/start.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_OUT, buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
fs.rmSync(path.join(SERVER_OUT, 'build-stamp.json'), { force: true });
const webpack = spawnSync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (webpack.status !== 0) process.exit(webpack.status ?? 1);
const ms = await buildServer();
console.log(`server compiled to ${path.relative(root, SERVER_OUT)}/ in ${ms} ms`);
