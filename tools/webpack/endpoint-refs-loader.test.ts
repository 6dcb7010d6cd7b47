import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { endpointRefs } = require('./endpoint-refs-loader.cjs') as { endpointRefs: (source: string, file: string) => string };

const ROOT = path.resolve(import.meta.dirname, '../..');
const MODULES = path.join(ROOT, 'src/modules');
const files = fs
  .readdirSync(MODULES)
  .map((m) => path.join(MODULES, m, 'endpoints.ts'))
  .filter((f) => fs.existsSync(f))
  .concat(['core-endpoints.ts', 'session-endpoints.ts'].map((f) => path.join(ROOT, 'src/shared', f)));

/** The loader's output, evaluated: `export const x = Object.freeze({...});` lines -> { x: {...} }. */
function evaluate(output: string): Record<string, unknown> {
  const body = output.replace(/^export const (\w+) = (\/\*#__PURE__\*\/ )?/gm, 'exports.$1 = ');
  const exports: Record<string, unknown> = {};
  new Function('exports', body)(exports);
  return exports;
}

describe('endpoint-refs-loader (client bundles get method, path, access and upload field only)', () => {
  it('finds the modules’ endpoint files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [path.relative(ROOT, f), f]))('%s: the same method, path and access as the real definitions, nothing else', async (_, file) => {
    const refs = evaluate(endpointRefs(fs.readFileSync(file, 'utf8'), file));
    const real = (await import(file)) as Record<string, { method: string; path: string; access: string; upload?: { field: string } }>;
    expect(Object.keys(refs).sort()).toEqual(Object.keys(real).sort());
    for (const [name, ep] of Object.entries(real)) {
      expect(refs[name], name).toEqual({ method: ep.method, path: ep.path, access: ep.access, ...(ep.upload ? { upload: { field: ep.upload.field } } : {}) });
    }
  });

  it('leaves out the imports (no schemas, no yup) and keeps types out of the output', () => {
    const out = endpointRefs(
      "import * as yup from 'yup';\nimport { defineEndpoint } from '../../shared/endpoint';\nexport type X = { a: 1 };\nexport const a = defineEndpoint('GET', '/a/:id', { access: 'public', summary: 's', params: yup.object({ id: yup.string() }) });\n",
      'm/endpoints.ts',
    );
    expect(out).not.toMatch(/import|yup/);
    expect(evaluate(out)).toEqual({ a: { method: 'GET', path: '/a/:id', access: 'public' } });
  });

  it('fails the build on anything else, naming the line', () => {
    expect(() => endpointRefs("import x from 'y';\nconsole.log(x);\n", 'm/endpoints.ts')).toThrow('m/endpoints.ts:2: an endpoints.ts holds only');
    expect(() => endpointRefs("export const a = make('GET', '/a', {});\n", 'm/endpoints.ts')).toThrow('must be defineEndpoint');
    expect(() => endpointRefs("const m = 'GET';\nexport const a = defineEndpoint(m, '/a', { access: 'public' });\n", 'm/endpoints.ts')).toThrow('m/endpoints.ts:1');
    expect(() => endpointRefs("export const a = defineEndpoint('GET', '/a', { access: who });\n", 'm/endpoints.ts')).toThrow("access must be a literal");
  });
});
