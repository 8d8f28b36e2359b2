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
    const firstError = result.errors?.[0]?.message?.split('\n')[0] ?? '';
    this.retried.push(`${testCase.module.relativeModuleId} > ${testCase.fullName}: ${result.state} after ${diagnostic.retryCount} retry; first failure: ${firstError}`);
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    console.log(`\n=== RETRIED end-to-end tests (${this.retried.length}): each failed once; fix them\n${this.retried.join('\n')}\n`);
  }
}
