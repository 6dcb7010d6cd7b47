import { afterAll, expect, vi } from 'vitest';

/**
 * A setup file of the node test files, which share their worker's process (vitest.config.ts, issue 34):
 * whatever a file changes in the process must not reach the files after it. After each file the real
 * clock comes back (a test that failed between useFakeTimers and useRealTimers would otherwise leave
 * fake timers to the next file), stubbed globals and environment variables are put back, and a file
 * that changed process.env by assignment fails with the names it changed (use vi.stubEnv instead).
 */
/** Set by a dependency when it first loads, once per process: sharp points libvips at its own folder. */
const SET_BY_DEPENDENCIES = new Set(['VIPSHOME']);

// A setup file is evaluated again before each test file, before the file itself is imported.
const envBefore: Record<string, string | undefined> = { ...process.env };

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  const changed = [...new Set([...Object.keys(envBefore), ...Object.keys(process.env)])].filter((k) => envBefore[k] !== process.env[k] && !SET_BY_DEPENDENCIES.has(k));
  for (const k of changed) {
    if (envBefore[k] === undefined) delete process.env[k];
    else process.env[k] = envBefore[k];
  }
  expect(changed, 'process.env changed by this file (use vi.stubEnv, which is undone after the file)').toEqual([]);
});
