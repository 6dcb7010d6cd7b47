import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** A failing afterAll in a describe block: the JSON report's message for the file is empty; this reporter names it. */
it('names a failed afterAll hook, which the JSON report leaves without a message', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-hooks-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'hook.test.ts'),
      `import { afterAll, describe, it } from 'vitest';
describe('a suite', () => {
  afterAll(() => { throw new Error('the server did not stop'); });
  it('passes', () => {});
});
`,
    );
    fs.writeFileSync(path.join(dir, 'vitest.config.mjs'), "export default { test: { include: ['hook.test.ts'] } };\n");
    const out = path.join(dir, 'hooks.txt');
    const json = path.join(dir, 'r.json');
    const r = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir, '--config', path.join(dir, 'vitest.config.mjs'), '--reporter', path.join(root, 'tests/support/hook-failures-reporter.ts'), '--reporter=json', `--outputFile.json=${json}`],
      { cwd: dir, env: { ...process.env, HOOK_FAILURES_FILE: out, CI: 'true' }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(r.status, r.stderr).toBe(1);
    const report = JSON.parse(fs.readFileSync(json, 'utf8'));
    expect(report.testResults[0].status).toBe('failed');
    expect(report.testResults[0].message).toBe('');
    expect(fs.readFileSync(out, 'utf8')).toMatch(/^FAILED \(hook\): .*hook\.test\.ts > a suite: Error: the server did not stop$/m);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
