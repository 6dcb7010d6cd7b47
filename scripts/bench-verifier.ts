/**
 * npx tsx scripts/bench-verifier.ts: milliseconds per verification of the local fallback verifier on
 * 1600 x 1200 WebP photos (the size the photo pipeline stores), one at a time, and the share of it
 * that the edited-copy check (`near-copy.ts`) takes on its own. The copy check runs beside the other
 * measurements, so what it adds to a verification is at most its own time. CPU time (all threads,
 * libvips' included) says what a run costs whatever else the machine is doing. Also prints the
 * longest event-loop stall seen while the copy check runs (its search is plain JavaScript on the
 * request thread, in steps of a few milliseconds).
 * Options (env): BENCH_RUNS (default 30).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import sharp from 'sharp';
import { scene } from '../tests/support/images';
import { checkCopy } from '../src/modules/tasks/server/verification/near-copy';
import { LocalVerifier } from '../src/modules/tasks/server/verification/local-verifier';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const task = { wasteType: 'plastic', description: 'Bottles', location: 'Park', reward: 10 };

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50=${pct(s, 50).toFixed(0)}ms p95=${pct(s, 95).toFixed(0)}ms max=${s.at(-1)!.toFixed(0)}ms`;
};

/** Wall-clock milliseconds of each run, and the CPU milliseconds (all threads) a run used on average. */
async function time(fn: () => Promise<unknown>): Promise<{ wall: number[]; cpu: number }> {
  const wall: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    wall.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 / runs };
}

const line = ({ wall, cpu }: { wall: number[]; cpu: number }) => `${summary(wall)}, CPU ${cpu.toFixed(0)}ms`;

async function main() {
  const big = { width: 1600, height: 1200 };
  const before = await scene({ litter: 80, seed: 7, ...big });
  const cleaned = await scene({ litter: 0, retake: true, ...big });
  const copy = await sharp(before).median(15).modulate({ brightness: 1.1 }).rotate(3).webp({ quality: 80 }).toBuffer();
  const verifier = new LocalVerifier();
  console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  await verifier.verify({ before, after: cleaned, task, language: 'en' }); // warm-up
  for (const [name, after] of [['cleaned spot', cleaned], ['edited copy', copy]] as const) {
    const whole = await time(() => verifier.verify({ before, after, task, language: 'en' }));
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const alone = await time(() => checkCopy(before, after));
    loop.disable();
    console.log(`${name}: verification ${line(whole)}; copy check alone ${line(alone)}; longest event-loop stall ${(loop.max / 1e6).toFixed(0)}ms`);
  }
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
