// Reads the unit (Vitest JSON) and end-to-end (Playwright JSON) reports that `npm test` writes:
// the counts of the closing line, and a line for each failed test. CI keeps only the end of the
// log, so the failures are named there, not only where the reporters printed them.

/** The first non-empty line of an error message, without terminal colours. */
export function firstLine(text) {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex -- terminal colour codes
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

/** Passed and failed counts of a Vitest JSON report (a file that failed to load counts as one). */
export function unitCounts(unit) {
  if (!unit) return { passed: 0, failed: 0 };
  return { passed: unit.numPassedTests ?? 0, failed: (unit.numFailedTests ?? 0) + (unit.numRuntimeErrorTestSuites ?? 0) };
}

/** Passed and failed counts of a Playwright JSON report; a test that passed on a retry passed. */
export function e2eCounts(e2e) {
  if (!e2e?.stats) return { passed: 0, failed: 0 };
  return { passed: (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0), failed: e2e.stats.unexpected ?? 0 };
}

/** A line per failed unit test, and per test file that failed before any test ran. */
export function unitFailures(unit, root) {
  return (unit?.testResults ?? []).flatMap((file) => {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    const tests = file.assertionResults ?? [];
    const failed = tests
      .filter((test) => test.status === 'failed')
      .map((test) => `unit ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && !failed.length) failed.push(`unit ${name}: ${firstLine(file.message)}`);
    return failed;
  });
}

/** A line per end-to-end test whose last try failed (Playwright nests suites by file and describe). */
export function e2eFailures(e2e) {
  const walk = (suites) =>
    suites.flatMap((suite) => [
      ...(suite.specs ?? []).flatMap((spec) =>
        (spec.tests ?? [])
          .filter((test) => test.status === 'unexpected')
          .map((test) => {
            const last = test.results?.at(-1);
            const message = last?.error?.message ?? last?.errors?.[0]?.message;
            return `e2e ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(message)}`;
          }),
      ),
      ...walk(suite.suites ?? []),
    ]);
  return walk(e2e?.suites ?? []);
}

/** Passed and failed counts of the cross-engine report (reports/engines.json): one per engine and journey. */
export function engineCounts(engines) {
  const results = engines?.results ?? [];
  const failed = results.filter((r) => r.status === 'failed').length;
  return { passed: results.length - failed, failed };
}

/** A line per failed cross-engine journey. */
export function engineFailures(engines) {
  return (engines?.results ?? [])
    .filter((r) => r.status === 'failed')
    .map((r) => `engines [${r.engine}] ${r.journey}: ${firstLine(r.error)}`);
}

/** The engines the cross-engine step skipped (not installed), for the summary. */
export const enginesSkipped = (engines) => engines?.skipped ?? [];
