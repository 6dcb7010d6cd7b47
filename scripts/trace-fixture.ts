/** A tiny bundle and its source map for the trace tests (trace-sources.test.ts, trace-report.test.ts). */
import { SourceMapGenerator } from 'source-map-js';

/**
 * Like webpack's minified output, one line: two module factories, each with one function, and the
 * chunk's start-up code, which has no mappings. `a` is @emotion/sheet's insertRule, `c` the tasks
 * module's MapScreen.
 */
export const bundle = '{12(e,t,r){function a(b){return b}},34(e,t,r){function c(d){return d}}},e=>{e.O(0,[1],()=>e(34)),e.O()}';

export function bundleMap(): string {
  const gen = new SourceMapGenerator({ file: 'main.js' });
  const col = (s: string) => bundle.indexOf(s);
  const add = (generated: number, source: string, line: number, column: number, name?: string) =>
    gen.addMapping({ generated: { line: 1, column: generated }, original: { line, column }, source, name });
  add(col('function a'), 'webpack:///./node_modules/@emotion/sheet/dist/sheet.js', 10, 0);
  add(col('a(b)'), 'webpack:///./node_modules/@emotion/sheet/dist/sheet.js', 10, 9, 'insertRule');
  add(col('return b'), 'webpack:///./node_modules/@emotion/sheet/dist/sheet.js', 11, 2);
  add(col('function c'), 'webpack:///./src/modules/tasks/ui/Map.tsx', 5, 0);
  add(col('c(d)'), 'webpack:///./src/modules/tasks/ui/Map.tsx', 5, 9, 'MapScreen');
  add(col('return d'), 'webpack:///./src/modules/tasks/ui/Map.tsx', 6, 2);
  return gen.toString();
}
