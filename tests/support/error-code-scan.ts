import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Stands for a part of a message the scan cannot know (a value filled in at run time). */
export const HOLE = '\u0000';

/** One place in the source that creates an HTTP error. */
export interface ThrowSite {
  where: string;
  /** The error code, or null when it is not a constant the scan can resolve. */
  code: string | null;
  /** The English message (HOLE for run-time parts), or null when it cannot be resolved at all. */
  message: string | null;
}

/**
 * `new HttpError(status, code, message)` and the helpers of src/server/http/errors.ts: where the
 * code and the message are, and the defaults of the helpers that have them.
 */
const HELPERS: Record<string, { code: number; message: number; defaultCode?: string }> = {
  HttpError: { code: 1, message: 2 },
  badRequest: { code: 0, message: 1 },
  conflict: { code: 0, message: 1 },
  notFound: { code: 1, message: 0, defaultCode: 'NOT_FOUND' },
  forbidden: { code: 1, message: 0, defaultCode: 'FORBIDDEN' },
  unauthorized: { code: -1, message: 0, defaultCode: 'UNAUTHENTICATED' },
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(d.name) && !/\.(test|stories)\.tsx?$/.test(d.name) ? [p] : [];
  });
}

/**
 * Every place under `srcDir` that creates an HTTP error, with its code and message resolved from
 * literals, constants (also imported ones and properties of constant objects) and template strings.
 */
export function scanThrowSites(srcDir: string): ThrowSite[] {
  const files = new Map(sourceFiles(srcDir).map((f) => [f, ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true)]));
  const consts = new Map<string, Map<string, ts.Expression>>();
  const imports = new Map<string, Map<string, { file: string; name: string }>>();
  for (const [file, sf] of files) {
    const c = new Map<string, ts.Expression>();
    const im = new Map<string, { file: string; name: string }>();
    for (const st of sf.statements) {
      if (ts.isVariableStatement(st) && st.declarationList.flags & ts.NodeFlags.Const) {
        for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) c.set(d.name.text, d.initializer);
      }
      if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && st.moduleSpecifier.text.startsWith('.')) {
        const base = path.resolve(path.dirname(file), st.moduleSpecifier.text);
        const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => files.has(f));
        const named = st.importClause?.namedBindings;
        if (target && named && ts.isNamedImports(named)) for (const el of named.elements) im.set(el.name.text, { file: target, name: (el.propertyName ?? el.name).text });
      }
    }
    consts.set(file, c);
    imports.set(file, im);
  }

  const unwrap = (e: ts.Expression): ts.Expression =>
    ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e) ? unwrap(e.expression) : e;

  /** The constant expression a name or property path stands for, followed across imports. */
  function definition(e: ts.Expression, file: string, depth = 0): { expr: ts.Expression; file: string } | undefined {
    e = unwrap(e);
    if (depth > 10) return undefined;
    if (ts.isIdentifier(e)) {
      const local = consts.get(file)?.get(e.text);
      if (local) return definition(local, file, depth + 1);
      const imported = imports.get(file)?.get(e.text);
      const target = imported && consts.get(imported.file)?.get(imported.name);
      return target ? definition(target, imported.file, depth + 1) : undefined;
    }
    if (ts.isPropertyAccessExpression(e)) {
      const owner = definition(e.expression, file, depth + 1);
      if (!owner || !ts.isObjectLiteralExpression(owner.expr)) return undefined;
      const prop = owner.expr.properties.find((p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === e.name.text);
      return prop && ts.isPropertyAssignment(prop) ? definition(prop.initializer, owner.file, depth + 1) : undefined;
    }
    return { expr: e, file };
  }

  /** A string (or number) constant; template parts that are not constants become HOLE. */
  function text(e: ts.Expression | undefined, file: string): string | null {
    if (!e) return null;
    const def = definition(e, file);
    if (!def) return null;
    const x = def.expr;
    if (ts.isStringLiteral(x) || ts.isNoSubstitutionTemplateLiteral(x)) return x.text;
    if (ts.isNumericLiteral(x)) return String(Number(x.text.replaceAll('_', '')));
    if (ts.isTemplateExpression(x)) return x.head.text + x.templateSpans.map((s) => (text(s.expression, def.file) ?? HOLE) + s.literal.text).join('');
    return null;
  }

  const sites: ThrowSite[] = [];
  /** Local helpers such as `const bodyError = (message) => new HttpError(400, 'INVALID_BODY', message)`. */
  const wrappers = new Map<string, { code: string | null; message: number }>();
  for (const [file, sf] of files) {
    const visit = (node: ts.Node) => {
      const call = ts.isNewExpression(node) || ts.isCallExpression(node) ? node : undefined;
      const callee = call && ts.isIdentifier(call.expression) ? call.expression.text : undefined;
      const helper = callee ? HELPERS[callee] : undefined;
      if (call && helper && ts.isNewExpression(node) === (callee === 'HttpError')) {
        const args = call.arguments ?? ts.factory.createNodeArray();
        const codeArg = helper.code >= 0 ? args[helper.code] : undefined;
        const messageArg = args[helper.message];
        const where = `${path.relative(srcDir, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const code = codeArg ? text(codeArg, file) : (helper.defaultCode ?? null);
        const fn = ts.findAncestor(node, ts.isArrowFunction);
        const param = messageArg && ts.isIdentifier(messageArg) && fn?.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === messageArg.text);
        const holder = fn && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name) ? fn.parent.name.text : undefined;
        if (file.endsWith(path.join('server', 'http', 'errors.ts')) && ['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict'].includes(holder ?? '')) {
          // The helpers' own definitions.
        } else if (typeof param === 'number' && param >= 0 && holder) {
          wrappers.set(holder, { code, message: param });
        } else {
          const messages = messageArg && ts.isConditionalExpression(messageArg) ? [messageArg.whenTrue, messageArg.whenFalse] : [messageArg];
          for (const m of messages) sites.push({ where, code, message: m ? text(m, file) : null });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  for (const [file, sf] of files) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && wrappers.has(node.expression.text)) {
        const w = wrappers.get(node.expression.text)!;
        sites.push({ where: `${path.relative(srcDir, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, code: w.code, message: text(node.arguments[w.message], file) });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return sites;
}
