import type { TestProject } from 'vitest/node';
import { findPgBin, startPgServer, type PgServer } from './pg-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a real PostgreSQL for integration tests, or '' when none is available. */
    pgAdminUrl: string;
  }
}

/**
 * npm test runs the integration tests against PGlite and, where PostgreSQL server binaries exist (or
 * TEST_DATABASE_URL points at a server), against a real PostgreSQL too. CI sets REQUIRE_POSTGRES=1 so
 * a missing server fails instead of skipping.
 */
let server: PgServer | undefined;

export async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL ?? '';
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
}

export async function teardown() {
  server?.stop();
}
