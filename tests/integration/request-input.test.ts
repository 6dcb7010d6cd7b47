import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every TypeScript file below a folder (tests, stories and test harness files left out). */
function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) && !e.name.startsWith('test-'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** Reads of the raw or validated request input, and casts of it. */
const INPUT_READ = /ctx\.(request\.body|request\.files?|state\.(params|query|body)|params|query)\b|\brequest\.body\b/;
const ANY = /\bas any\b|:\s*any\b|<any>/;

/**
 * The code that turns a request into an endpoint's typed input (validate, upload, route); one early
 * path: the polled list of available tasks answers before the router (ServerModule earlyMiddleware)
 * and validates its query with the endpoint's own schema; and the embed's HTML page (/embed/map, not
 * under /api), which reads its own query.
 */
const INPUT_LAYER = new Set([
  'src/server/http/validate.ts',
  'src/server/http/upload.ts',
  'src/server/http/route.ts',
  'src/modules/tasks/server/available.ts',
  'src/modules/embed/server/pages.ts',
]);

/**
 * Issue 20: routes get their input typed from the endpoint definitions (`route(endpoint, ({ input,
 * user }) => ...)`): no module reads ctx.request.body, ctx.params, ctx.query or the validated
 * ctx.state parts, and no server code reads request input as `any`.
 */
describe('request input is read only through endpoint definitions', () => {
  const files = [...sources('src/modules'), ...sources('src/server')].filter((f) => !f.includes('/ui/') && !f.includes('/admin/') || f.includes('/server/'));

  it('finds the server code (every module’s routes among it)', () => {
    expect(files).toContain('src/modules/tasks/server/routes.ts');
    expect(files.filter((f) => /routes\.ts$/.test(f)).length).toBeGreaterThan(10);
  });

  it('has no reads of request input outside the input layer', () => {
    const found: string[] = [];
    for (const file of files) {
      if (INPUT_LAYER.has(file)) continue;
      fs.readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (INPUT_READ.test(line) && !line.trim().startsWith('*') && !line.trim().startsWith('//')) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('has no type casts in route files (`as const` aside)', () => {
    const found: string[] = [];
    for (const file of files.filter((f) => /routes\.ts$/.test(f))) {
      const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        const cast = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node) || ts.isNonNullExpression(node);
        const asConst = ts.isAsExpression(node) && ts.isTypeReferenceNode(node.type) && node.type.getText(source) === 'const';
        if (cast && !asConst) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${node.getText(source)}`);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });

  it('has no `any` in route files', () => {
    const found: string[] = [];
    for (const file of files.filter((f) => /routes\.ts$|[\\/]http[\\/]/.test(f))) {
      fs.readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (ANY.test(line) && !line.includes('eslint-disable')) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
