import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { ALONE } from '../../vitest.config';
import { importsPhoneDetector, isDomTest, listTestFiles } from './test-files';

const root = path.resolve(import.meta.dirname, '../..');
const projects = (config.test?.projects ?? []) as { test: { name: string; include: string[]; isolate?: boolean } }[];
const include = (name: string) => projects.find((p) => p.test.name === name)!.test.include;

describe('the test projects (vitest.config.ts)', () => {
  it('run every test file exactly once, e2e left out', () => {
    const all = listTestFiles(root, ['src', 'tests', 'tools', 'scripts']);
    const listed = projects.flatMap((p) => p.test.include);
    expect([...listed].sort()).toEqual(all);
    expect(all.some((f) => f.startsWith('tests/e2e/'))).toBe(false);
    expect(all).toContain('tests/support/test-files.test.ts');
    expect(include('alone')).toEqual(ALONE);
  });

  it('give every component (jsdom) test a process of its own and let only node files share one', () => {
    const dom = include('dom');
    expect(dom.length).toBeGreaterThan(50);
    for (const f of dom) expect(fs.readFileSync(path.join(root, f), 'utf8')).toMatch(/@vitest-environment jsdom/);
    for (const f of include('node')) expect(fs.readFileSync(path.join(root, f), 'utf8').slice(0, 300), f).not.toMatch(/@vitest-environment/);
    expect(projects.find((p) => p.test.name === 'dom')!.test.isolate).not.toBe(false);
    expect(projects.find((p) => p.test.name === 'node')!.test.isolate).toBe(false);
  });

  it("give the files that load the phone's face detector a process of their own", () => {
    const own = include('own-process');
    expect(own).toContain('src/client/photo/faces/detector.test.ts');
    expect(projects.find((p) => p.test.name === 'own-process')!.test.isolate).not.toBe(false);
    // The server's tfjs copy (photo screening) is loaded by node files sharing a process.
    expect(include('node')).toContain('src/modules/photos/server/screening.test.ts');
    for (const f of include('node')) expect(importsPhoneDetector(root, f), f).toBe(false);
  });

  it('finds an import of the phone detector by where it resolves', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-test-files-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    try {
      write('src/client/photo/faces/a.test.ts', "import { createDetector } from './detector';\n");
      write('tests/b.test.ts', "const m = await import('../src/client/photo/faces/detector.ts');\n");
      write('src/client/photo/faces/c.test.ts', "import { x } from './detector-browser';\nimport { y } from '../detector';\n");
      expect(importsPhoneDetector(dir, 'src/client/photo/faces/a.test.ts')).toBe(true);
      expect(importsPhoneDetector(dir, 'tests/b.test.ts')).toBe(true);
      expect(importsPhoneDetector(dir, 'src/client/photo/faces/c.test.ts')).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the docblock only in a file head', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-test-files-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.test.tsx'), '// @vitest-environment jsdom\nimport x from "y";\n');
      fs.writeFileSync(path.join(dir, 'b.test.ts'), `${'\n'.repeat(400)}// @vitest-environment jsdom\n`);
      expect(isDomTest(dir, 'a.test.tsx')).toBe(true);
      expect(isDomTest(dir, 'b.test.ts')).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
