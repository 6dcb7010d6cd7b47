import { afterEach } from 'vitest';
import { drainSetupTimes, type SetupTimes } from './setup-timing';

/**
 * A setup file (vitest.config.ts): every test's meta gets the set-up time (createTestDb, createTestApp)
 * spent since the test before it ended, so the hooks that ran before it count too, and the first test
 * of a file gets the moment the file started loading. vitest's JSON report keeps the meta, and
 * scripts/test-profile.ts turns it into set-up versus test time per file.
 */
declare module 'vitest' {
  interface TaskMeta {
    /** Set-up milliseconds spent since the previous test of the file (or since the file started). */
    cqSetup?: SetupTimes;
    /** Epoch milliseconds at which the file started loading (first test of a file only). */
    cqFileStart?: number;
  }
}

const fileStart = Date.now();
let first = true;

afterEach(({ task }) => {
  task.meta.cqSetup = drainSetupTimes();
  if (first) task.meta.cqFileStart = fileStart;
  first = false;
});
