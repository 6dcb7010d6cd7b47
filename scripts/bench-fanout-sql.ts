/**
 * Prints the SQL probe's counts (scripts/bench-fanout-probe.ts, `BENCH_PROBE=<dir> npm run
 * bench:fanout`): per phase, the statements and connection waits by total time, request and
 * background apart.   npx tsx scripts/bench-fanout-sql.ts <dir>/sql.json [top=20]
 */
import fs from 'node:fs';

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 20);
const phases = JSON.parse(fs.readFileSync(file!, 'utf8')) as Record<string, { key: string; n: number; totalMs: number; meanMs: number; maxMs: number }[] | number[]>;
for (const [phase, rows] of Object.entries(phases)) {
  if (!rows.every((r) => typeof r === 'object' && r !== null && 'key' in r)) {
    console.log(`\n${phase}: ${JSON.stringify(rows)}`);
    continue;
  }
  const sum = (who: string, sqlOnly: boolean) => rows.filter((r) => r.key.startsWith(who) && (!sqlOnly || r.key.includes(' sql: '))).reduce((a, r) => a + r.totalMs, 0);
  console.log(`\n${phase}: request statements ${sum('request', true)} ms, request waits for a connection ${rows.find((r) => r.key === 'request wait for a connection')?.totalMs ?? 0} ms; background statements ${sum('background', true)} ms`);
  console.log('  total ms     n   mean   max  statement');
  for (const r of rows.slice(0, top)) console.log(`${String(r.totalMs).padStart(10)} ${String(r.n).padStart(5)} ${r.meanMs.toFixed(1).padStart(6)} ${String(r.maxMs).padStart(5)}  ${r.key}`);
}
