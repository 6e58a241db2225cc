// Prints the plain closing line 'N passed, N failed[, N skipped]' after a vitest run, so any CI
// reader can count the tests without knowing vitest's own summary; above it, each test that passed
// only when run again (the browser project retries once), so a flaky test stays in sight, and the
// slowest files, where the suite's time goes.
export default class SummaryReporter {
  onTestRunEnd(testModules) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const flaky = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
        if (test.diagnostic()?.flaky)
          flaky.push(`${module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`);
      }
    }
    const slowest = testModules
      .map((m) => ({ name: m.moduleId.replace(`${process.cwd()}/`, ''), ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12);
    for (const { name, ms } of slowest) process.stdout.write(`\nslow: ${(ms / 1000).toFixed(1)} s ${name}`);
    for (const name of flaky) process.stdout.write(`\npassed on a retry: ${name}`);
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed${skipped}\n`);
  }
}
