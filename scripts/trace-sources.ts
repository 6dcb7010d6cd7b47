/**
 * Maps positions in the production bundles back to their sources through the build's source maps
 * (dist-sourcemaps/<bundle>.map) and names the owner of each: an npm package (`@mui/material`,
 * `react-dom`) or an app folder (`src/modules/tasks`, `src/client/app/shell`). Used by scripts/bench-trace.ts.
 */
import { SourceMapConsumer, type RawSourceMapInput } from 'source-map-js';

/**
 * The owner of a source path from a webpack source map: the package under (the last) node_modules/,
 * or the app folder under src/ (src/modules/<module>, src/client/<folder or file>,
 * src/client/app/<folder or file>, src/shared, src/ui, src/widget), else the path itself (webpack's runtime and the like).
 */
export function ownerOf(source: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '').replace(/[?#].*$/, '');
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  const app = /(?:^|\/)src\/(modules\/[^/]+|client\/app\/[^/]+|client\/[^/]+|[^/]+)/.exec(path);
  if (app) return `src/${app[1]!.replace(/\.(?:tsx?|jsx?|json)$/, '')}`;
  return path || '?';
}

export interface ResolvedFrame {
  /** Package or app folder (see ownerOf); for code without a source map, the script's file name. */
  owner: string;
  /** The original source file (path after node_modules/ or from src/), when mapped. */
  file: string | null;
  /** 1-based line in the original source. */
  line: number | null;
  /** The original function name when the map has it, else the generated one. */
  name: string;
}

/** A webpack module factory (`1234(e, t, r) {...}`): V8 names it after the module id. */
const isModuleFactory = (functionName: string) => /^\d+$/.test(functionName);

interface Segment {
  /** 0-based generated column */
  column: number;
  source: string | null;
  line: number | null;
  name: string | null;
}

/**
 * How far a function's own mappings may lie from V8's position for it: behind it by the name and a
 * keyword (`async function name(`), ahead of it by the parameter list (the body's first mapping, or a
 * module factory's first statement). A function without its own mappings on both sides is code the
 * bundler generated (webpack's chunk start-up, export getters): the nearest mapping there belongs to
 * other code, so it is reported as unmapped instead.
 */
export const BACK_SLACK = 24;
export const AHEAD_SLACK = 64;

/**
 * Resolves generated positions (0-based line and column, as in V8's CPU profile) of the bundles
 * `loadMap(fileName)` has maps for. V8 places a function at its parameter list, just after its name:
 * the mapping at or just before it is the name's, whose original name the map keeps. A webpack module
 * factory starts right after the previous module's last mapping, so it is looked up forwards.
 */
export class SourceResolver {
  private indexes = new Map<string, Map<number, Segment[]> | null>();
  private cache = new Map<string, ResolvedFrame>();

  constructor(private loadMap: (file: string) => RawSourceMapInput | string | null) {}

  /** The map's segments per generated line (1-based), in column order. */
  private index(file: string): Map<number, Segment[]> | null {
    if (!this.indexes.has(file)) {
      const raw = this.loadMap(file);
      let index: Map<number, Segment[]> | null = null;
      if (raw) {
        index = new Map();
        const consumer = new SourceMapConsumer(typeof raw === 'string' ? (JSON.parse(raw) as RawSourceMapInput) : raw);
        consumer.eachMapping((m) => {
          let line = index!.get(m.generatedLine);
          if (!line) index!.set(m.generatedLine, (line = []));
          line.push({ column: m.generatedColumn, source: m.source ?? null, line: m.originalLine, name: m.name ?? null });
        });
        for (const segments of index.values()) segments.sort((a, b) => a.column - b.column);
      }
      this.indexes.set(file, index);
    }
    return this.indexes.get(file)!;
  }

  private segmentFor(index: Map<number, Segment[]>, line: number, column: number, functionName: string): Segment | null {
    const segments = index.get(line + 1) ?? [];
    // the last segment at or before the column
    let lo = 0;
    let hi = segments.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (segments[mid]!.column <= column) {
        at = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (isModuleFactory(functionName)) {
      const next = segments.slice(at + 1).find((s) => s.source);
      return next && next.column - column <= AHEAD_SLACK ? next : null;
    }
    // The function's own mapping just before it, and its body's just after it, from the same source.
    const before = at >= 0 ? segments[at]! : null;
    const after = segments[at + 1];
    if (!before?.source || column - before.column > BACK_SLACK + functionName.length) return null;
    return after && after.source === before.source && after.column - column <= AHEAD_SLACK ? before : null;
  }

  resolve(url: string, line: number, column: number, functionName: string): ResolvedFrame {
    const key = `${url}:${line}:${column}:${functionName}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const file = url.replace(/[?#].*$/, '').split('/').pop() ?? url;
    const index = file ? this.index(file) : null;
    let out: ResolvedFrame = { owner: file || '?', file: null, line: null, name: functionName || '(anonymous)' };
    const segment = index ? this.segmentFor(index, line, column, functionName) : null;
    if (segment?.source) {
      const source = segment.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
      const shortFile = source.replace(/.*node_modules\//, '');
      const name = isModuleFactory(functionName) ? `(module ${shortFile.split('/').pop()})` : (segment.name ?? (functionName || '(anonymous)'));
      out = { owner: ownerOf(segment.source), file: shortFile, line: segment.line, name };
    } else if (index) {
      out = { ...out, owner: `${file} (no mapping)` };
    }
    this.cache.set(key, out);
    return out;
  }
}
