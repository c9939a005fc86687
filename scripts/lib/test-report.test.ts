import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs helper without types
import * as testReport from './test-report.mjs';

const { e2eCounts, e2eFailures, engineCounts, engineFailures, enginesSkipped, firstLine, unitCounts, unitFailures } =
  testReport;

const root = '/ci/clone';

describe("npm test's closing summary", () => {
  it('names a failed unit test with the first line of its error, colours removed', () => {
    const unit = {
      numPassedTests: 2,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 0,
      testResults: [
        {
          name: `${root}/server/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            {
              status: 'failed',
              fullName: 'a › answers in time',
              failureMessages: ['\n\x1b[31mAssertionError: expected 240 to be less than or equal to 200\x1b[39m\n    at x'],
            },
          ],
        },
        { name: `${root}/src/b.test.tsx`, status: 'passed', assertionResults: [{ status: 'passed', fullName: 'b' }] },
      ],
    };
    expect(unitFailures(unit, root)).toEqual([
      'unit server/a.test.ts › a › answers in time: AssertionError: expected 240 to be less than or equal to 200',
    ]);
    expect(unitCounts(unit)).toEqual({ passed: 2, failed: 1 });
  });

  it('names a unit test file that failed to load, and counts it', () => {
    const unit = {
      numPassedTests: 0,
      numFailedTests: 0,
      numRuntimeErrorTestSuites: 1,
      testResults: [{ name: `${root}/src/c.test.ts`, status: 'failed', message: 'Error: Cannot find module x', assertionResults: [] }],
    };
    expect(unitFailures(unit, root)).toEqual(['unit src/c.test.ts: Error: Cannot find module x']);
    expect(unitCounts(unit)).toEqual({ passed: 0, failed: 1 });
  });

  it('names an end-to-end test whose last try failed, in a nested describe, and not one that passed on a retry', () => {
    const e2e = {
      stats: { expected: 3, flaky: 1, unexpected: 1 },
      suites: [
        {
          file: 'menu.spec.ts',
          specs: [{ file: 'menu.spec.ts', line: 4, title: 'opens', tests: [{ status: 'expected', results: [] }] }],
          suites: [
            {
              specs: [
                {
                  file: 'menu.spec.ts',
                  line: 22,
                  title: 'works by keyboard',
                  tests: [{ status: 'unexpected', results: [{ error: { message: 'Error: expect(locator).toBeFocused()\n…' } }] }],
                },
                {
                  file: 'menu.spec.ts',
                  line: 40,
                  title: 'closes',
                  tests: [{ status: 'flaky', results: [{ error: { message: 'x' } }, {}] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(e2eFailures(e2e)).toEqual(['e2e menu.spec.ts:22 › works by keyboard: Error: expect(locator).toBeFocused()']);
    expect(e2eCounts(e2e)).toEqual({ passed: 4, failed: 1 });
  });

  it('counts each engine and journey of the cross-engine report once, and names the failed and the skipped', () => {
    const engines = {
      skipped: ['webkit'],
      results: [
        { engine: 'firefox', journey: 'adult journey', status: 'passed' },
        { engine: 'firefox', journey: 'keyboard focus', status: 'failed', error: 'Error: waited 15 s\n    at x' },
      ],
    };
    expect(engineCounts(engines)).toEqual({ passed: 1, failed: 1 });
    expect(engineFailures(engines)).toEqual(['engines [firefox] keyboard focus: Error: waited 15 s']);
    expect(enginesSkipped(engines)).toEqual(['webkit']);
  });

  it('reads missing reports as nothing run', () => {
    expect(unitFailures(undefined, root)).toEqual([]);
    expect(e2eFailures(undefined)).toEqual([]);
    expect(unitCounts(undefined)).toEqual({ passed: 0, failed: 0 });
    expect(e2eCounts({})).toEqual({ passed: 0, failed: 0 });
    expect(engineCounts(undefined)).toEqual({ passed: 0, failed: 0 });
    expect(enginesSkipped(undefined)).toEqual([]);
    expect(firstLine(undefined)).toBe('');
  });
});
