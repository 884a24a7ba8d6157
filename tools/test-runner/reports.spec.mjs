// The total line of npm test is only as honest as these counts. Report shapes are trimmed from
// real runs of Jest 30, Vitest 4 and Playwright 1.65 (a failing test, a skipped one, a todo, and
// a test file that throws while loading).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countReport, readReports, summarise } from './reports.mjs';

const file = (status, assertions, message = '') => ({
  name: '/x.spec.ts',
  status,
  message,
  assertionResults: assertions.map((s) => ({ status: s })),
});

const jest = {
  numFailedTests: 1,
  numPassedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  numRuntimeErrorTestSuites: 1,
  success: false,
  wasInterrupted: false,
  testResults: [
    file('failed', ['passed', 'failed', 'pending', 'todo']),
    file('failed', [], 'Test suite failed to run'),
  ],
};
const vitest = {
  numFailedTests: 1,
  numPassedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  success: false,
  testResults: [file('failed', ['passed', 'failed', 'skipped', 'todo']), file('failed', [], 'broken')],
};
const playwright = {
  config: {},
  suites: [],
  errors: [],
  stats: { expected: 29, unexpected: 1, flaky: 2, skipped: 3 },
};

describe('countReport', () => {
  it('counts Jest tests, and a file that failed to load as one failure', () => {
    expect(countReport(jest)).toEqual({ runner: 'Jest', passed: 1, failed: 2, skipped: 2, flaky: 0 });
  });

  it('counts Vitest the same way', () => {
    expect(countReport(vitest)).toEqual({ runner: 'Vitest', passed: 1, failed: 2, skipped: 2, flaky: 0 });
  });

  it('counts a Jest or Vitest run that failed with every test passing as one failure', () => {
    const run = { ...vitest, numFailedTests: 0, testResults: [file('passed', ['passed'])] };
    expect(countReport(run).failed).toBe(1);
    expect(countReport({ ...run, success: true }).failed).toBe(0);
  });

  it('counts Playwright: flaky tests passed on a retry, errors outside tests failed', () => {
    expect(countReport(playwright)).toEqual({
      runner: 'Playwright',
      passed: 31,
      failed: 1,
      skipped: 3,
      flaky: 2,
    });
    expect(countReport({ ...playwright, errors: [{ message: 'web server' }] }).failed).toBe(2);
  });

  it('refuses anything else', () => {
    expect(() => countReport({ results: [] })).toThrow('not a Jest, Vitest or Playwright JSON report');
  });
});

describe('readReports and summarise', () => {
  let folder;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'reports-spec-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('adds every report up, in name order, and counts an unreadable report as a failure', () => {
    const passing = { ...vitest, numFailedTests: 0, success: true, testResults: [] };
    writeFileSync(join(folder, 'api-test-pg.json'), JSON.stringify(jest));
    writeFileSync(join(folder, 'api-test.json'), JSON.stringify(passing));
    writeFileSync(join(folder, 'storefront-e2e-e2e.json'), JSON.stringify(playwright));
    writeFileSync(join(folder, 'ui-test.json'), '{"truncated":');
    writeFileSync(join(folder, 'notes.txt'), 'not a report');

    const reports = readReports(folder);
    expect(reports.map((r) => r.name)).toEqual(['api-test', 'api-test-pg', 'storefront-e2e-e2e', 'ui-test']);
    const { lines, total, failed } = summarise(reports);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      /storefront-e2e-e2e +\(Playwright\) 31 passed, 1 failed, 3 skipped \(2 flaky\)$/,
    );
    expect(lines[3]).toMatch(/ui-test .* 0 passed, 1 failed \(.+\)$/);
    expect(total).toBe('33 passed, 4 failed, 7 skipped');
    expect(failed).toBe(4);
  });

  it('says 0 passed, 0 failed when there is nothing to count', () => {
    expect(summarise(readReports(join(folder, 'missing')))).toEqual({
      lines: [],
      total: '0 passed, 0 failed',
      failed: 0,
    });
  });
});
