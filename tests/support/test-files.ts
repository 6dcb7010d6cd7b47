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
