/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, e.g. the one `BENCH_CPU_PROF=dir npm run
 * bench:fanout` writes): where the sampled time went, by function (self time), by source (our files,
 * each package under node_modules, node's own), and the inclusive time of the stacks that pass
 * through a function whose name or file matches one of the given patterns.
 *
 *   npx tsx scripts/cpu-profile-summary.ts <file.cpuprofile> [top=25] [pattern ...]
 *
 * PROFILE_FROM_MS / PROFILE_TO_MS (env): only the samples in that window (ms from the profile's start).
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, topArg, ...patterns] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx scripts/cpu-profile-summary.ts <file.cpuprofile> [top] [pattern ...]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** Microseconds sampled in each node (self), within the window. */
const self = new Map<number, number>();
const from = Number(process.env.PROFILE_FROM_MS ?? 0) * 1000;
const to = Number(process.env.PROFILE_TO_MS ?? Infinity) * 1000;
let at = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from && at <= to) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const source = (url: string): string => {
  if (!url) return '(native / idle / gc)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node:*';
  const src = url.indexOf('/src/');
  return src >= 0 ? url.slice(src + 1) : url;
};
const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${source(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const byFunction = new Map<string, number>();
const bySource = new Map<string, number>();
for (const [id, us] of self) {
  const n = byId.get(id)!;
  add(byFunction, n.callFrame.url ? name(n) : n.callFrame.functionName || '(anonymous)', us);
  add(bySource, n.callFrame.url ? source(n.callFrame.url) : n.callFrame.functionName || '(native)', us);
}

const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms`;
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v)}  ${k}`);
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled over ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms`);
print('by source (self time)', bySource);
print('by function (self time)', byFunction);

if (patterns.length > 0) {
  // Inclusive: a sample counts for a pattern when any frame on its stack matches it (once per sample).
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const hit = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur)!;
      const text = `${n.callFrame.functionName} ${n.callFrame.url}`;
      for (const p of patterns) if (text.includes(p)) hit.add(p);
    }
    for (const p of hit) add(inclusive, p, us);
  }
  print('inclusive, stacks through (pattern)', new Map(patterns.map((p) => [p, inclusive.get(p) ?? 0])));
}
