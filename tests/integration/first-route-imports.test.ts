import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(ROOT, 'src/client/app/main.tsx');

/**
 * A file's static value imports and re-exports, and its `import(/* webpackMode: "eager" *\/ ...)`
 * (evaluated later, but in the same chunk: main.tsx evaluates the entry in stages that way). Other
 * `import()` are lazy chunks; type-only imports are erased.
 */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [...text.matchAll(/import\(\s*\/\*\s*webpackMode:\s*"eager"\s*\*\/\s*'([^']+)'\s*\)/g)].map((m) => m[1]!);
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes = clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    }
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const hit = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  if (!hit) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return hit;
}

/** Every package module the entry chunk imports statically, with a file of ours that imports it. */
function entryPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [ENTRY];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) queue.push(resolveLocal(file, specifier));
      else if (!packages.has(specifier)) packages.set(specifier, path.relative(ROOT, file));
    }
  }
  return packages;
}

/**
 * Issue 18: what the first screen ('/', the map) does not show at start stays out of the entry chunk.
 * The header's menus and the toasts brought these in; they now load as lazy chunks (on first use, or
 * once the page is idle). The route fallback spins with CSS (CircularProgress itself stays in the
 * entry for now: MUI's Button and IconButton import it for their `loading` prop). `npm run
 * check:bundles` measures the result.
 */
const NOT_IN_ENTRY = [
  // the package barrels would pull in everything
  '@mui/material',
  '@mui/icons-material',
  // the language and profile menus
  '@mui/material/Menu',
  '@mui/material/MenuItem',
  '@mui/material/MenuList',
  '@mui/material/Popover',
  '@mui/material/Modal',
  '@mui/material/Divider',
  '@mui/material/ListItemIcon',
  '@mui/material/ListItemText',
  '@mui/icons-material/AdminPanelSettings',
  '@mui/icons-material/Login',
  '@mui/icons-material/Logout',
  '@mui/icons-material/PersonAdd',
  '@mui/icons-material/Settings',
  // the toasts
  '@mui/material/Snackbar',
  '@mui/material/Alert',
  '@mui/material/AlertTitle',
  // the route fallback
  '@mui/material/CircularProgress',
];

describe('the entry chunk (first route)', () => {
  const packages = entryPackages();

  it('is read from the real import graph (the header and its buttons are in it)', () => {
    expect(packages.get('@mui/material/AppBar')).toBe('src/client/app/shell/Header.tsx');
    expect(packages.get('@mui/material/IconButton')).toBe('src/client/app/shell/ProfileDropdown.tsx');
    expect(packages.get('@mui/material/Button')).toBeDefined();
  });

  it('does not import the menus, toasts or spinner the first screen does not show at start', () => {
    const found = NOT_IN_ENTRY.filter((p) => packages.has(p)).map((p) => `${p} (imported by ${packages.get(p)})`);
    expect(found).toEqual([]);
  });
});
