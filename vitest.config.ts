import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { importsPhoneDetector, isDomTest, listTestFiles } from './tests/support/test-files';

const EXCLUDE = ['tests/e2e/**', 'node_modules/**'];

/**
 * Files that measure memory or time against a bound, or put a server under load for a while: they run
 * after the others, one at a time, so the suite's own parallel files do not skew what they measure.
 */
export const ALONE = [
  'tests/resilience/mixed-load.test.ts', // resident memory of a server under load must stay flat
  'tests/resilience/pg-restart.test.ts', // working again within 10 s of PostgreSQL's restart
  'tests/resilience/kill9.test.ts', // kill -9 while requests are in flight
  'tests/scale/scale-out.test.ts', // a change reaches the other process within a second
  'src/modules/tasks/server/available-across-processes.http.test.ts', // within half the version check's 1 s
  'src/modules/photos/server/screening-thread.test.ts', // the event loop's longest stall while a worker thread screens
];

/**
 * Test files run side by side (issue 34). Integration files wait on their database much of the time,
 * so one worker more than there are cores keeps the cores busy; each worker (a forked process with the
 * app, PGlite and jsdom loaded) may take about 1.5 GB, which bounds the count on a small machine.
 * CLI's --maxWorkers overrides it.
 */
const GB = 1024 ** 3;
export const WORKERS = Math.max(1, Math.min(os.availableParallelism() + 1, Math.floor(os.totalmem() / (1.5 * GB))));

/** TEST_FILES_FROM=<file>: run only the files listed there, one a line (the faketime pass: scripts/time-sensitive-tests.ts). */
const only = process.env.TEST_FILES_FROM ? fs.readFileSync(process.env.TEST_FILES_FROM, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean) : undefined;

const root = import.meta.dirname;
const files = (only ?? listTestFiles(root, ['src', 'tests', 'tools', 'scripts'])).filter((f) => !ALONE.includes(f));
/** Component tests (jsdom): a fresh process per file. */
const DOM = files.filter((f) => isDomTest(root, f));
/**
 * Every other file shares its worker's process with the files that ran there before it (isolate: false):
 * the app's modules, PGlite's WebAssembly and sharp are loaded once per worker instead of once per file,
 * which halved the node files' wall time (issue 34: 214 files, 639 s isolated, 338 s shared, back to
 * back). So a node test file must leave nothing behind: tests/support/setup-shared-process.ts puts the
 * clock, the environment and stubbed globals back after each file and fails a file that leaves
 * process.env changed.
 */
const NODE = files.filter((f) => !DOM.includes(f) && !importsPhoneDetector(root, f));
/** Node files that must not share a process: the phone's face detector's tfjs copy (tests/support/test-files.ts). */
const OWN_PROCESS = files.filter((f) => !DOM.includes(f) && !NODE.includes(f));

const shared = {
  exclude: EXCLUDE,
  setupFiles: ['tests/support/setup-dom.ts', 'tests/support/setup-profile.ts'],
  // Files share the cores (WORKERS), so a test takes longer than alone: twice the 30 s / 60 s a file had alone.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    // Runs once for the whole run (the projects below do not repeat it): the PostgreSQL server and the run's folder.
    globalSetup: ['tests/support/pg-global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'node',
          include: NODE,
          setupFiles: [...shared.setupFiles, 'tests/support/setup-shared-process.ts'],
          isolate: false,
          maxWorkers: WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'dom',
          include: DOM,
          maxWorkers: WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'own-process',
          include: OWN_PROCESS,
          setupFiles: [...shared.setupFiles, 'tests/support/setup-shared-process.ts'],
          maxWorkers: WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'alone',
          include: only ? only.filter((f) => ALONE.includes(f)) : ALONE,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
