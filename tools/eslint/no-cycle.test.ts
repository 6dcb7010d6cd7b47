import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import noCycle, { runtimeImports } from './no-cycle.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-cycle-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);

function lint(name: string) {
  const filename = path.join(dir, name);
  const linter = new Linter({ configType: 'flat', cwd: dir });
  return linter
    .verify(fs.readFileSync(filename, 'utf8'), [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as Linter.Parser }, plugins: { cq: { rules: { 'no-cycle': noCycle } } }, rules: { 'cq/no-cycle': 'error' } }], { filename })
    .map((m) => m.message);
}

describe('cleanquest/no-cycle', () => {
  it('finds which imports are runtime imports', () => {
    expect(runtimeImports(`import a from './a';\nimport type { B } from './b';\nimport { type C, type D } from './c';\nimport { type E, f } from './e';\nexport * from './g';\nexport type { H } from './h';\nimport './side';\nconst x = import('./lazy');\n// import z from './commented';`)).toEqual(['./a', './e', './g', './side', './lazy']);
  });

  it('reports a cycle through several files', () => {
    write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('b.ts', "import { c } from './c';\nexport const b = () => c;\n");
    write('c.ts', "import { a } from './a';\nexport const c = () => a;\n");
    const [message] = lint('a.ts');
    expect(message).toMatch(/^Import cycle: .*a\.ts -> .*b\.ts -> .*c\.ts -> .*a\.ts$/);
  });

  it('ignores type-only imports and acyclic graphs', () => {
    write('x.ts', "import { y } from './y';\nexport const x = () => y;\nexport type X = number;\n");
    write('y.ts', "import type { X } from './x';\nexport const y = (v: X) => v;\n");
    expect(lint('x.ts')).toEqual([]);
    expect(lint('y.ts')).toEqual([]);
  });
});
