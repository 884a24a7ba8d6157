// Counts what every test runner reported, from the machine-readable reports the test targets
// write into dist/test-reports (Jest's --json, Vitest's json reporter, Playwright's json
// reporter), never from their coloured console output. Cached targets restore their report from
// the Nx cache, so a replayed run is counted too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One report's counts. A test file that failed without a failing test (it did not compile, or a
 * hook threw) counts as one failure, and so does a run that reported failure with nothing
 * failed (e.g. an error outside any test).
 */
export function countReport(report) {
  if (report.stats && Array.isArray(report.suites)) {
    // Playwright: "flaky" passed on a retry; top-level errors (e.g. the web server did not start)
    // failed the run outside any test.
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    const errors = report.errors?.length ?? 0;
    return { runner: 'Playwright', passed: expected + flaky, failed: unexpected + errors, skipped, flaky };
  }
  if (typeof report.numPassedTests === 'number') {
    // Jest's --json and Vitest's json reporter share this shape; only Jest says wasInterrupted.
    const files = report.testResults ?? [];
    const brokenFiles = files.filter(
      (file) =>
        file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    let failed = (report.numFailedTests ?? 0) + brokenFiles;
    if (report.success === false && failed === 0) failed = 1;
    return {
      runner: 'wasInterrupted' in report ? 'Jest' : 'Vitest',
      passed: report.numPassedTests,
      failed,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      flaky: 0,
    };
  }
  throw new Error('not a Jest, Vitest or Playwright JSON report');
}

/** Every report in the folder (name = file name without .json), in name order. */
export function readReports(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort()
    .map((name) => {
      const file = `${name}.json`;
      try {
        return { name, ...countReport(JSON.parse(readFileSync(join(folder, file), 'utf8'))) };
      } catch (error) {
        // An unreadable report is a failed run: never a silent zero.
        return { name, runner: '?', passed: 0, failed: 1, skipped: 0, flaky: 0, problem: error.message };
      }
    });
}

const counts = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;

/** A line per report, then the total line; `failed` is the total of failures. */
export function summarise(reports) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const width = Math.max(0, ...reports.map((r) => r.name.length));
  const lines = reports.map((report) => {
    for (const key of Object.keys(total)) total[key] += report[key];
    const notes = [report.flaky ? `${report.flaky} flaky` : '', report.problem ?? ''].filter(Boolean);
    return `  ${report.name.padEnd(width)}  ${`(${report.runner})`.padEnd(12)} ${counts(report)}${notes.length ? ` (${notes.join('; ')})` : ''}`;
  });
  return { lines, total: counts(total), failed: total.failed };
}
