import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends the run with one plain line, `playwright: N passed, N failed, N flaky, N skipped`, that any CI can read. */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(result: FullResult) {
    const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
    for (const outcome of this.outcomes.values()) {
      if (outcome === 'expected') counts.passed += 1;
      else if (outcome === 'flaky') counts.flaky += 1;
      else if (outcome === 'skipped') counts.skipped += 1;
      else counts.failed += 1;
    }
    // A run that failed outside any test (the web server did not start, say) still says so.
    if (result.status !== 'passed' && counts.failed === 0) counts.failed += 1;
    console.log(
      `\nplaywright: ${counts.passed} passed, ${counts.failed} failed, ${counts.flaky} flaky, ${counts.skipped} skipped`,
    );
  }
}
