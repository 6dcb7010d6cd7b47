/**
 * Databases made by the code of this checkout, kept for tests/integration/
 * upgrade.test.ts, which starts today's code on them (issue 36: the migrations moved to one folder
 * and must find an existing database recorded as it is).
 *
 * Writes tests/fixtures/upgrade/<label>/: pglite.tar.br (a PGlite data directory, brotli: migrated, demo data
 * seeded, some reports, tasks and ledger entries made through the API), postgres.sql.gz (the same, made
 * on a throwaway PostgreSQL server: pg_dump's definitions and INSERTs of every row), and facts.json (the commit, the
 * recorded migrations and each table's row count). Run it on the commit the label names:
 *   npx tsx scripts/upgrade-fixture.ts <label>
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import supertest from 'supertest';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDb, migrateLatest, type Db } from '../src/server/db';
import { createLogger } from '../src/server/log';
import { seedDemoIfEmpty } from '../src/server/seed';
import { serverModules } from '../src/modules/server';
import { findPgBin, startPgServer } from '../tests/support/pg-server';
import { scene } from '../tests/support/images';
import { guest, member } from '../tests/support/people';
import { tableCounts } from '../tests/support/table-counts';

const label = process.argv[2];
if (!label || !/^[\w-]+$/.test(label)) throw new Error('usage: tsx scripts/upgrade-fixture.ts <label>');
const out = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'upgrade', label);

/** Migrated, seeded, and used a little: two people report, one takes a task. */
async function fill(db: Db, dataDir: string) {
  await migrateLatest(db, serverModules);
  const config = loadConfig({ LOG_REQUESTS: 'false', DATA_DIR: dataDir, STATIC_DIR: '/nonexistent-cq-static', GEOCODER_URL: 'http://127.0.0.1:9', SEED_DEMO: 'true' }, serverModules);
  const app = createApp({ config, db, modules: serverModules, log: createLogger(true) });
  await seedDemoIfEmpty(db, app.container, serverModules);
  const t = { app, db, agent: () => supertest.agent(app.callback) };
  const photo = await scene({ litter: 40, seed: 7 });
  const reporter = await member(t, { username: 'fixture_reporter' });
  const cleaner = await guest(t);
  for (const i of [1, 2]) {
    const made = await reporter.agent.post('/api/reports').field('userId', reporter.id).field('latitude', String(51.48 + i / 1000)).field('longitude', '11.97').field('location', `Fixture spot ${i}`).field('wasteType', 'plastic').attach('image', photo, 'photo.webp');
    if (made.status !== 201) throw new Error(`report ${i}: ${made.status} ${made.text}`);
    if (i === 1) {
      const taken = await cleaner.agent.post(`/api/tasks/${made.body.task.id}/accept`).send({ userId: cleaner.id });
      if (taken.status !== 200) throw new Error(`accept: ${taken.status} ${taken.text}`);
    }
  }
  await app.settle();
  return tableCounts(db);
}

/** Every table's rows as INSERTs (json_populate_record reads each column's own text form), then the sequences. */
async function pgRows(url: string): Promise<string> {
  const db = createDb({ databaseUrl: url, dataDir: 'memory' });
  try {
    const lines = ['', '-- rows (scripts/upgrade-fixture.ts)', "SET search_path = public;", 'SET session_replication_role = replica;'];
    const { rows: tables } = await db.raw(`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
    for (const { t } of tables as { t: string }[]) {
      const { rows: cols } = await db.raw(`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as c from information_schema.columns where table_schema = 'public' and table_name = ? and is_generated = 'NEVER'`, [t]);
      const c = cols[0].c as string;
      const { rows: inserts } = await db.raw(`select format('INSERT INTO %I (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM json_populate_record(null::%I, %L);', ?::text, ?::text, ?::text, ?::text, row_to_json(x)::text) as sql from ${db.client.wrapIdentifier(t)} x`, [t, c, c, t]);
      for (const { sql } of inserts as { sql: string }[]) lines.push(sql);
    }
    const { rows: seqs } = await db.raw(`select format('SELECT setval(%L, %s, true);', schemaname || '.' || sequencename, last_value) as sql from pg_sequences where schemaname = 'public' and last_value is not null`);
    for (const { sql } of seqs as { sql: string }[]) lines.push(sql);
    lines.push('SET session_replication_role = DEFAULT;', '');
    return lines.join('\n');
  } finally {
    await db.destroy();
  }
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-upgrade-fixture-'));
  try {
    const lite = createDb({ dataDir: path.join(tmp, 'pglite') });
    const liteCounts = await fill(lite, path.join(tmp, 'files-lite'));
    const migrations = ((await lite('knex_migrations').select('name').orderBy('name')) as { name: string }[]).map((r) => r.name);
    const { pglite } = (lite.client.config.connection as () => { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } })();
    // Brotli at its best: 42 MB of data directory (most of it an empty WAL segment and template databases) in about 1.5 MB.
    const tar = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    const best = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: tar.length };
    fs.writeFileSync(path.join(out, 'pglite.tar.br'), zlib.brotliCompressSync(tar, { params: best }));
    await lite.destroy();

    const bin = findPgBin();
    if (!bin) throw new Error('no PostgreSQL server binaries (PG_BIN_DIR or /usr/lib/postgresql/15/bin)');
    const server = await startPgServer(bin);
    try {
      const pg = createDb({ databaseUrl: server.url, dataDir: 'memory' });
      const pgCounts = await fill(pg, path.join(tmp, 'files-pg'));
      await pg.destroy();
      // pg_dump reads tables with an empty search_path, where earthdistance's ll_to_earth cannot be
      // inlined: reading a table with an ll_to_earth index (reports, area_subscriptions) fails. So
      // pg_dump writes the definitions and the rows come as INSERTs made here, with the search_path set.
      const schema = execFileSync(path.join(bin, 'pg_dump'), ['--schema-only', '--no-owner', '--no-privileges', '--dbname', server.url], { maxBuffer: 64 * 1024 * 1024 });
      const rows = await pgRows(server.url);
      // pg_dump 15.14 and later wrap the dump in psql's \restrict/\unrestrict: the fixture is plain SQL for one query.
      // Its empty search_path goes too: creating an index on ll_to_earth fails under it, as reading did.
      const sql = schema.toString('utf8').split('\n').filter((line) => !line.startsWith('\\') && !line.includes("set_config('search_path', '', false)")).join('\n');
      const dump = Buffer.from(sql + rows);
      fs.writeFileSync(path.join(out, 'postgres.sql.gz'), zlib.gzipSync(dump, { level: 9 }));
      fs.writeFileSync(path.join(out, 'facts.json'), `${JSON.stringify({ commit, migrations, counts: { pglite: liteCounts, postgres: pgCounts } }, null, 2)}\n`);
    } finally {
      server.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`written: ${out}`);
}

await main();
