import { afterEach, beforeEach } from 'vitest';
import { drainSetupTimes, type SetupTimes } from './setup-timing';

/**
 * A setup file (vitest.config.ts): every test's meta gets the set-up time (createTestDb, createTestApp)
 * spent since the test before it ended, so the hooks that ran before it count too, and how much of it
 * ran inside the test's own time (its beforeEach hooks and body); the first test of a file also gets
 * the moment the file started loading. vitest's JSON report keeps the meta, and scripts/test-profile.ts
 * turns it into set-up versus test time per file.
 */
declare module 'vitest' {
  interface TaskMeta {
    /** Set-up milliseconds spent since the previous test of the file ended (or since the file started). */
    cqSetup?: SetupTimes;
    /** The part of cqSetup (all phases) spent within the test's own duration. */
    cqSetupInTest?: number;
    /** Epoch milliseconds at which the file started loading (first test of a file only). */
    cqFileStart?: number;
  }
}

const fileStart = Date.now();
let first = true;
let before: SetupTimes = { db: 0, migrate: 0, app: 0 };
const total = (t: SetupTimes) => t.db + t.migrate + t.app;

beforeEach(() => {
  before = drainSetupTimes();
});

afterEach(({ task }) => {
  const during = drainSetupTimes();
  task.meta.cqSetup = { db: before.db + during.db, migrate: before.migrate + during.migrate, app: before.app + during.app };
  task.meta.cqSetupInTest = total(during);
  before = { db: 0, migrate: 0, app: 0 };
  if (first) task.meta.cqFileStart = fileStart;
  first = false;
});
