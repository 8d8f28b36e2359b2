// Under CI an end-to-end test that fails is run once more (vitest.config.ts `retry`): a browser test
// can lose a race with a loaded machine, and one lost race would fail the whole submission. A pass on
// the retry is still a finding, never hidden: this reporter lists every retried test with the error of
// its failed attempt, at the end of the run, so the flaky test gets fixed.
import type { Reporter, TestCase } from 'vitest/node';

export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic || diagnostic.retryCount === 0) return;
    const result = testCase.result();
    const error = result.errors?.[0];
    const lines = (error?.message ?? '').split('\n');
    // What it waited for (Playwright's call log) and where in the test, so one line says which step lost the race.
    const waitedFor = lines.find((line) => /waiting for /.test(line))?.trim();
    const where = (error?.stack ?? '').split('\n').find((line) => /tests\/e2e\/(?!support\/)/.test(line))?.trim();
    const details = [lines[0], waitedFor, where].filter(Boolean).join(' | ');
    this.retried.push(`${testCase.module.relativeModuleId} > ${testCase.fullName}: ${result.state} after ${diagnostic.retryCount} retry; first failure: ${details}`);
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    console.log(`\n=== RETRIED end-to-end tests (${this.retried.length}): each failed once; fix them\n${this.retried.join('\n')}\n`);
  }
}
