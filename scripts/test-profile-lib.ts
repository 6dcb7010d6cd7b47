/** The parts of vitest's JSON report the profile reads (tests/support/setup-profile.ts writes the meta). */
export interface JsonReport {
  startTime: number;
  numTotalTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    status: string;
    assertionResults: {
      duration?: number | null;
      status: string;
      meta?: { cqSetup?: { db: number; migrate: number; app: number }; cqSetupInTest?: number; cqFileStart?: number };
    }[];
  }[];
}

export interface FileProfile {
  file: string;
  tests: number;
  /** Milliseconds from the file's start to its last test's end. */
  wall: number;
  setup: { db: number; migrate: number; app: number; total: number };
  /** Time in tests (hooks and bodies), less the set-up done within them. */
  inTests: number;
  /** The rest of the wall time: imports, hooks other than set-up, gaps. */
  other: number;
}

export function fileProfiles(report: JsonReport, root = process.cwd()): FileProfile[] {
  return report.testResults.map((f) => {
    const setup = { db: 0, migrate: 0, app: 0, total: 0 };
    let durations = 0;
    let setupInTests = 0;
    let fileStart: number | undefined;
    for (const a of f.assertionResults) {
      durations += a.duration ?? 0;
      const m = a.meta ?? {};
      if (m.cqSetup) {
        setup.db += m.cqSetup.db;
        setup.migrate += m.cqSetup.migrate;
        setup.app += m.cqSetup.app;
      }
      setupInTests += m.cqSetupInTest ?? 0;
      fileStart ??= m.cqFileStart;
    }
    setup.total = setup.db + setup.migrate + setup.app;
    const wall = f.endTime - (fileStart ?? f.startTime);
    return {
      file: f.name.startsWith(root) ? f.name.slice(root.length + 1) : f.name,
      tests: f.assertionResults.length,
      wall,
      setup,
      inTests: Math.max(0, durations - setupInTests),
      other: Math.max(0, wall - durations - (setup.total - setupInTests)),
    };
  });
}

const s = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

export function profile(report: JsonReport, top = 20, root = process.cwd()): string {
  const files = fileProfiles(report, root).sort((a, b) => b.wall - a.wall);
  const sum = (pick: (f: FileProfile) => number) => files.reduce((n, f) => n + pick(f), 0);
  const end = Math.max(report.startTime, ...report.testResults.map((f) => f.endTime));
  const lines = [
    `Slowest ${Math.min(top, files.length)} of ${files.length} test files (seconds; set-up = test databases copied or created, migrations, apps built):`,
    `   wall  set-up      db migrate     app   tests   other  tests  file`,
    ...files.slice(0, top).map((f) => `${s(f.wall)} ${s(f.setup.total)} ${s(f.setup.db)} ${s(f.setup.migrate)} ${s(f.setup.app)} ${s(f.inTests)} ${s(f.other)} ${String(f.tests).padStart(6)}  ${f.file}`),
    `All ${files.length} files, summed over the workers: wall ${(sum((f) => f.wall) / 1000).toFixed(0)} s = set-up ${(sum((f) => f.setup.total) / 1000).toFixed(0)} s (db ${(sum((f) => f.setup.db) / 1000).toFixed(0)}, migrate ${(sum((f) => f.setup.migrate) / 1000).toFixed(0)}, app ${(sum((f) => f.setup.app) / 1000).toFixed(0)}) + tests ${(sum((f) => f.inTests) / 1000).toFixed(0)} s + other ${(sum((f) => f.other) / 1000).toFixed(0)} s (imports, other hooks).`,
    `${report.numTotalTests} tests; the run took ${((end - report.startTime) / 1000).toFixed(0)} s from start to the last test's end.`,
  ];
  return lines.join('\n');
}
