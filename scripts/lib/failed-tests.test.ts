// The summary of failed tests that `npm test` prints last (scripts/lib/failed-tests.mjs): CI keeps only the tail
// of the output, so the names must come out of both report formats.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  firstLines,
  flakyFailure,
  judgeFlaky,
  playwrightFailures,
  readQuarantine,
  vitestFailures,
} from './failed-tests.mjs';

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
        key: 'shop.spec.ts › Negozio › compra crediti',
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
      {
        name: '[js] mail.spec.ts › arriva la mail (mail.spec.ts:3)',
        key: 'mail.spec.ts › arriva la mail',
        lines: ['no mail'],
      },
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

describe('flaky tests and the quarantine (tests/quarantine.json)', () => {
  const flakyIn = (file: string, title: string, projectName: string) => ({
    suites: [
      {
        title: file,
        specs: [
          {
            title,
            file,
            line: 7,
            tests: [
              {
                projectName,
                status: 'flaky',
                results: [{ status: 'failed', error: { message: 'late' } }, { status: 'passed' }],
              },
            ],
          },
        ],
      },
    ],
  });

  it('excuses a flaky test the quarantine lists, in either project, with its issue; not the others', () => {
    const quarantine = [{ test: 'visits.spec.ts › conta la visita', issue: 31 }];
    const flaky = [
      ...playwrightFailures(flakyIn('visits.spec.ts', 'conta la visita', 'no-js'), 'flaky'),
      ...playwrightFailures(flakyIn('visits.spec.ts', 'conta la visita', 'js'), 'flaky'),
      ...playwrightFailures(flakyIn('visits.spec.ts', 'conta la visita due volte', 'js'), 'flaky'),
    ];
    const { quarantined, unexcused } = judgeFlaky(flaky, quarantine);
    expect(quarantined.map((test: { name: string; issue: number }) => [test.name, test.issue])).toEqual([
      ['[no-js] visits.spec.ts › conta la visita (visits.spec.ts:7)', 31],
      ['[js] visits.spec.ts › conta la visita (visits.spec.ts:7)', 31],
    ]);
    expect(unexcused.map((test: { name: string }) => test.name)).toEqual([
      '[js] visits.spec.ts › conta la visita due volte (visits.spec.ts:7)',
    ]);
    expect(judgeFlaky(flaky, []).unexcused).toHaveLength(3);
  });

  it('fails the run on unexcused flaky tests only when CI=true', () => {
    const unexcused = playwrightFailures(flakyIn('visits.spec.ts', 'conta la visita', 'js'), 'flaky');
    expect(flakyFailure(unexcused, { CI: 'true' })).toBe(
      '1 flaky e2e tests not in tests/quarantine.json (CI)',
    );
    expect(flakyFailure([], { CI: 'true' })).toBeUndefined();
    expect(flakyFailure(unexcused, {})).toBeUndefined();
    expect(flakyFailure(unexcused, { CI: 'false' })).toBeUndefined();
  });

  it('reads the quarantine file; no file is an empty quarantine; an entry without its issue is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quarantine-'));
    const file = join(dir, 'quarantine.json');
    expect(readQuarantine(file)).toEqual([]);
    writeFileSync(file, JSON.stringify([{ test: 'a.spec.ts › b', issue: 28 }]));
    expect(readQuarantine(file)).toEqual([{ test: 'a.spec.ts › b', issue: 28 }]);
    for (const bad of [
      {},
      [{ test: 'a.spec.ts › b' }],
      [{ test: '', issue: 28 }],
      [{ test: 'x', issue: '28' }],
    ]) {
      writeFileSync(file, JSON.stringify(bad));
      expect(() => readQuarantine(file)).toThrow(/issue|array/);
    }
  });

  it("the repository's quarantine file is valid", () => {
    expect(() => readQuarantine(join(process.cwd(), 'tests/quarantine.json'))).not.toThrow();
  });
});
