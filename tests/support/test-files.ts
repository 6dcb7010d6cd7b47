import fs from 'node:fs';
import path from 'node:path';

/**
 * Which test files run in a browser-like DOM (vitest.config.ts): a file that starts with the docblock
 * `// @vitest-environment jsdom` is a component test and gets a fresh process of its own (React, MUI's
 * style cache and the stores are module state bound to one document); every other file shares its
 * worker's process with the files before it (issue 34).
 */
export const DOM_DOCBLOCK = /^\s*\/\/\s*@vitest-environment\s+jsdom\b/;

const TEST_FILE = /\.test\.tsx?$/;
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'dist-server', 'storybook-static', 'e2e']);

/** Test files under the given folders (relative to root, forward slashes), e2e and dependencies left out. */
export function listTestFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(child);
      } else if (TEST_FILE.test(entry.name)) out.push(child);
    }
  };
  dirs.forEach(walk);
  return out.sort();
}

/** True when the file asks for the jsdom environment in its first lines. */
export function isDomTest(root: string, file: string): boolean {
  const head = fs.readFileSync(path.join(root, file), 'utf8').slice(0, 300);
  return head.split('\n').some((line) => DOM_DOCBLOCK.test(line));
}

/**
 * The phone's face detector (src/client/photo/faces/detector.ts) runs on the ESM builds of TensorFlow.js
 * and its WebAssembly backend, the server's photo screening on the Node (CommonJS) builds. Both copies
 * register their kernels in tfjs's one process-wide registry, and the later one replaces the other's
 * without binding them to the running backend: in a shared process the second to load fails with
 * "wasmResizeBilinear is not a function" and hangs (reproduced: server screening, then the phone
 * detector, in one test). Browsers and the server never hold both, so a test file that imports the
 * phone's detector gets a process of its own.
 */
const PHONE_DETECTOR = 'src/client/photo/faces/detector';
const IMPORT_FROM = /(?:\bfrom\s+|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** True when the file imports the phone's face detector (a relative import that resolves to it). */
export function importsPhoneDetector(root: string, file: string): boolean {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  for (const [, spec] of source.matchAll(IMPORT_FROM)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!)).replace(/\.tsx?$/, '');
    if (target === PHONE_DETECTOR) return true;
  }
  return false;
}
