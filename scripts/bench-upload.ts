/**
 * npm run bench:upload: reports photos processed per second and latency percentiles for 12-megapixel
 * JPEG reports (POST /api/reports, the whole pipeline: decode, re-encode, screening, database), while
 * a second loop polls GET /api/tasks/available and reports its latency too, and autocannon sends other
 * users' cheap requests (GET /api/config, BENCH_OTHER_RATE a second over 4 connections) and reports their
 * p99: the event loop must stay free while photos are decoded and screened.
 * Options (env): BENCH_SECONDS (default 20), BENCH_CONCURRENCY (default 2), BENCH_OTHER_RATE (default 100),
 * DATABASE_URL (else PGlite).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/pg-server';
import { noisyPhoto } from '../tests/support/images';
import { spawnServer, waitForListening } from '../tests/support/server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 2);
const otherRate = Number(process.env.BENCH_OTHER_RATE ?? 100);

const pct = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `n=${s.length} p50=${pct(s, 50).toFixed(0)}ms p95=${pct(s, 95).toFixed(0)}ms p99=${pct(s, 99).toFixed(0)}ms max=${(s.at(-1) ?? NaN).toFixed(0)}ms`;
};

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-upload-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false', STATIC_DIR: '/nonexistent', PUBLIC_URL: base });
  try {
    await waitForListening(server);
    console.log('making a 12-megapixel JPEG (4000 x 3000)...');
    const photo = await noisyPhoto(4000, 3000, 'jpeg');
    console.log(`photo: ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
    const created = await fetch(`${base}/api/guest/create`, { method: 'POST' });
    const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
    const { user } = (await created.json()) as { user: { id: string } };

    const upload = async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ userId: user.id, imageUrl: 'placeholder', location: 'Bench street 1', latitude: '51.4828', longitude: '11.9697', wasteType: 'Mixed', estimatedEffort: '15', priority: 'medium', reward: '10' })) form.set(k, v);
      form.set('image', new Blob([photo], { type: 'image/jpeg' }), 'bench.jpg');
      const t0 = performance.now();
      const res = await fetch(`${base}/api/reports`, { method: 'POST', body: form, headers: { Cookie: cookie } });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
      return performance.now() - t0;
    };
    await upload(); // warm-up: loads the screening model

    const loadAtStart = os.loadavg()[0]!;
    const uploads: number[] = [];
    const polls: number[] = [];
    const end = Date.now() + seconds * 1000;
    const started = performance.now();
    const uploaders = Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) uploads.push(await upload());
    });
    const poller = (async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/tasks/available?lat=51.4828&lon=11.9697&radiusKm=1`);
        await res.arrayBuffer();
        polls.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    // In its own worker thread, so the uploads this process sends do not delay its clock.
    const others = autocannon({ url: `${base}/api/config`, connections: 4, overallRate: otherRate, duration: seconds, workers: 1 });
    const [other] = await Promise.all([others, ...uploaders, poller]);
    const elapsed = (performance.now() - started) / 1000;

    console.log(`\nbench:upload (${describeDb()}, ${os.cpus().length} cores, concurrency ${concurrency}, ${elapsed.toFixed(1)} s, 1-min load average ${loadAtStart.toFixed(2)} before the runs, ${os.loadavg()[0]!.toFixed(2)} after)`);
    console.log(`12 MP uploads: ${(uploads.length / elapsed).toFixed(2)} photos/s; latency ${summary(uploads)}`);
    console.log(`polls during uploads: ${summary(polls)}`);
    console.log(
      `other requests (GET /api/config, ${otherRate}/s) during uploads: n=${other.requests.total} p50=${other.latency.p50}ms p97.5=${other.latency.p97_5}ms p99=${other.latency.p99}ms max=${other.latency.max}ms errors=${other.errors + other.timeouts} non-2xx=${other.non2xx}`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function describeDb() {
  return process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
