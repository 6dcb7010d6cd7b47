import fs from 'node:fs';
import type { Reporter, SerializedError, TestModule, TestSuite } from 'vitest/node';

/**
 * Names what vitest's JSON report leaves out: a beforeAll/afterAll that failed (its error is the
 * suite's, so the JSON says only that the file failed, with an empty message) and errors outside any
 * test. .ci/run passes HOOK_FAILURES_FILE and prints the file's lines above the totals.
 */
export default class HookFailuresReporter implements Reporter {
  private readonly lines: string[] = [];

  private add(kind: string, where: string, errors: readonly SerializedError[]) {
    for (const e of errors) this.lines.push(`FAILED (${kind}): ${where}: ${firstLine(e)}`);
  }

  onTestSuiteResult(suite: TestSuite): void {
    this.add('hook', `${suite.module.moduleId} > ${suite.fullName}`, suite.errors());
  }

  onTestModuleEnd(module: TestModule): void {
    this.add('file', module.moduleId, module.errors());
  }

  onTestRunEnd(_modules: readonly TestModule[], unhandled: readonly SerializedError[]): void {
    this.add('unhandled', 'outside any test', unhandled);
    const file = process.env.HOOK_FAILURES_FILE;
    if (file && this.lines.length > 0) fs.appendFileSync(file, this.lines.join('\n') + '\n');
  }
}

export function firstLine(e: SerializedError): string {
  const text = `${e.name && !String(e.message).startsWith(e.name) ? `${e.name}: ` : ''}${e.message ?? String(e)}`;
  return text.split('\n')[0]!.slice(0, 300);
}
