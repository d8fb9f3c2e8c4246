/** Prints one closing line CI can read: 'e2e: N passed, N failed, N skipped' (the label is an option). */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly label: string;

  constructor(options: { label?: string } = {}) {
    this.label = options.label ?? 'e2e';
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count the final outcome of each test once (a retried test counts by its last attempt).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd(_result: FullResult): void {
    process.stdout.write(`\n${this.label}: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
