// The summary of failed tests that `npm test` prints last (scripts/lib/failed-tests.mjs): CI keeps only the tail
// of the output, so the names must come out of both report formats.
import { describe, expect, it } from 'vitest';
import { firstLines, playwrightFailures, vitestFailures } from '../../scripts/lib/failed-tests.mjs';

describe('failed-test summary', () => {
  it('names the failed Playwright tests with project, nesting and place, and skips the passed ones', () => {
    const report = {
      suites: [
        {
          title: 'shop.spec.ts',
          specs: [],
          suites: [
            {
              title: 'Negozio',
              specs: [
                {
                  title: 'compra crediti',
                  file: 'shop.spec.ts',
                  line: 12,
                  tests: [
                    {
                      projectName: 'no-js',
                      status: 'unexpected',
                      results: [
                        {
                          status: 'failed',
                          error: { message: '\u001b[31mError: timeout\u001b[39m\n\n  atteso' },
                        },
                      ],
                    },
                    { projectName: 'js', status: 'expected', results: [{ status: 'passed' }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [],
    };
    expect(playwrightFailures(report)).toEqual([
      {
        name: '[no-js] shop.spec.ts › Negozio › compra crediti (shop.spec.ts:12)',
        lines: ['Error: timeout', '  atteso'],
      },
    ]);
  });

  it('tells the flaky Playwright tests (failed, then passed on the retry) apart from the failed ones', () => {
    const report = {
      suites: [
        {
          title: 'mail.spec.ts',
          specs: [
            {
              title: 'arriva la mail',
              file: 'mail.spec.ts',
              line: 3,
              tests: [
                {
                  projectName: 'js',
                  status: 'flaky',
                  results: [{ status: 'failed', error: { message: 'no mail' } }, { status: 'passed' }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'worker crashed' }],
    };
    expect(playwrightFailures(report, 'flaky')).toEqual([
      { name: '[js] mail.spec.ts › arriva la mail (mail.spec.ts:3)', lines: ['no mail'] },
    ]);
    expect(playwrightFailures(report)).toEqual([{ name: 'Playwright', lines: ['worker crashed'] }]);
  });

  it('names the failed vitest tests, and a file that failed outside its tests', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/integration/shop.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'shop credits once', status: 'failed', failureMessages: ['AssertionError: 2 !== 1'] },
            { fullName: 'shop refuses', status: 'passed', failureMessages: [] },
          ],
        },
        {
          name: '/repo/tests/integration/boot.test.ts',
          status: 'failed',
          message: 'Hook timed out',
          assertionResults: [],
        },
        { name: '/repo/tests/integration/ok.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      {
        name: 'shop credits once (/repo/tests/integration/shop.test.ts)',
        lines: ['AssertionError: 2 !== 1'],
      },
      { name: '/repo/tests/integration/boot.test.ts', lines: ['Hook timed out'] },
    ]);
  });

  it('keeps our stack frames and drops the libraries’ ones', () => {
    const message =
      'Error: x\n    at /repo/tests/a.test.ts:2:3\n    at /repo/node_modules/vitest/x.js:1:1\n    at new Promise (<anonymous>)';
    expect(firstLines(message)).toEqual(['Error: x', '    at /repo/tests/a.test.ts:2:3']);
  });
});
