/**
 * npm run check:bundles: gzipped sizes of the built widget against its budgets (CI fails above them).
 * Run after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { WIDGET_BUDGETS } from '../src/modules/embed/contract';

const dir = path.resolve('dist/embed');
if (!fs.existsSync(dir)) {
  console.error('dist/embed is missing: run `npm run build` first.');
  process.exit(1);
}
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
const files = fs.readdirSync(dir);
const one = (re: RegExp) => {
  const f = files.filter((x) => re.test(x));
  if (f.length !== 1) throw new Error(`expected one file matching ${re} in dist/embed, found ${f.length}`);
  return f[0]!;
};
const checks = [
  { what: 'widget loader (widget.js)', file: 'widget.js', budget: WIDGET_BUDGETS.loaderJs },
  { what: 'embed JavaScript', file: one(/^embed\.[0-9a-f]+\.js$/), budget: WIDGET_BUDGETS.embedJs },
  { what: 'embed CSS', file: one(/^embed\.[0-9a-f]+\.css$/), budget: WIDGET_BUDGETS.embedCss },
];
let failed = 0;
for (const c of checks) {
  const size = gz(c.file);
  const ok = size <= c.budget;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${c.what}: ${(size / 1024).toFixed(1)} KB gzipped of ${(c.budget / 1024).toFixed(0)} KB (${((size / c.budget) * 100).toFixed(0)}%)`);
}
process.exit(failed > 0 ? 1 : 0);
