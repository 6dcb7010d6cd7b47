/**
 * Where a test file's time goes (issue 34): createTestDb and createTestApp time their set-up work here
 * (a database made or cloned, migrations, an app built), and tests/support/setup-profile.ts writes what
 * was spent into each test's meta, which vitest's JSON report keeps (`npm run test:profile` reads it).
 */
export type SetupPhase = 'db' | 'migrate' | 'app';

export type SetupTimes = Record<SetupPhase, number>;

const spent: SetupTimes = { db: 0, migrate: 0, app: 0 };

/** Runs `work` and adds its duration to `phase`, also when it fails. */
export async function timed<T>(phase: SetupPhase, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    spent[phase] += performance.now() - start;
  }
}

/** Same for synchronous work (building the app). */
export function timedSync<T>(phase: SetupPhase, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    spent[phase] += performance.now() - start;
  }
}

/** What was spent since the last call, in whole milliseconds; starts counting afresh. */
export function drainSetupTimes(): SetupTimes {
  const out = { db: Math.round(spent.db), migrate: Math.round(spent.migrate), app: Math.round(spent.app) };
  spent.db = spent.migrate = spent.app = 0;
  return out;
}
