import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { findPgBin, startPgServer, type PgServer } from './pg-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a real PostgreSQL for integration tests, or '' when none is available. */
    pgAdminUrl: string;
    /** This run's id: names its template database (tests/support/db-templates.ts). */
    testRunId: string;
    /** A folder for this run only (the PGlite template); removed when the run ends. */
    testRunDir: string;
  }
}

/**
 * npm test runs the integration tests against PGlite and, where PostgreSQL server binaries exist (or
 * TEST_DATABASE_URL points at a server), against a real PostgreSQL too. CI sets REQUIRE_POSTGRES=1 so
 * a missing server fails instead of skipping. The migrated templates the test databases are copied
 * from are built by the first worker that needs one (tests/support/db-templates.ts), in this run's folder
 * and on this server.
 */
let server: PgServer | undefined;
let external = '';
let runDir = '';
let runId = '';

export async function setup(project: TestProject) {
  runId = crypto.randomBytes(4).toString('hex');
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-test-run-'));
  let url = process.env.TEST_DATABASE_URL ?? '';
  external = url;
  // TEST_POSTGRES=off runs PGlite only (the faketime pass in .ci/run: a second pass on another date).
  if (!url && process.env.TEST_POSTGRES === 'off') console.warn('TEST_POSTGRES=off: real-PostgreSQL integration tests are skipped (PGlite ones still run).');
  else if (!url) {
    const bin = findPgBin();
    if (bin) {
      server = await startPgServer(bin);
      url = server.url;
    } else if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL server binaries were found (set PG_BIN_DIR or TEST_DATABASE_URL).');
    } else {
      console.warn('No PostgreSQL server binaries found: real-PostgreSQL integration tests are skipped (PGlite ones still run).');
    }
  }
  project.provide('pgAdminUrl', url);
  project.provide('testRunId', runId);
  project.provide('testRunDir', runDir);
}

export async function teardown() {
  server?.stop();
  if (external) {
    // A server that outlives the run keeps no template of it (the test files drop their own databases).
    const client = new pg.Client({ connectionString: external });
    try {
      await client.connect();
      for (const name of [`cq_template_${runId}`, `cq_template_${runId}_build`]) await client.query(`drop database if exists ${name} with (force)`);
    } catch (err) {
      console.warn(`could not drop this run's template database on TEST_DATABASE_URL: ${String(err)}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
}
