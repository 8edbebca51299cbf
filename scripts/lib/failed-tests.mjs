// The names and first error lines of the failed tests of a run, read from the JSON reports that scripts/test.mjs
// asks Playwright and vitest to write. CI keeps only the tail of the output: without this summary printed last, the
// name of a failed test scrolls away behind the servers' logs.
import { existsSync, readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

/** The first `lines` non-empty lines of an error message, without terminal colours nor library stack frames. */
export function firstLines(message = '', lines = 6) {
  return String(message)
    .replace(ansi, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line && !/^\s+at .*(node_modules|<anonymous>|node:internal)/.test(line))
    .slice(0, lines);
}

/**
 * Playwright's JSON report: suites nest (file → describe → …), each spec has one test per project. `status`
 * 'unexpected' gives the failed tests, 'flaky' those that failed and then passed on their retry.
 */
export function playwrightFailures(report, status = 'unexpected') {
  const failed = [];
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const result = (test.results ?? []).find(
          (one) => one.status !== 'passed' && one.status !== 'skipped',
        );
        const key = [...here, spec.title].join(' › ');
        failed.push({
          name: `[${test.projectName}] ${key} (${spec.file}:${spec.line})`,
          key,
          lines: firstLines(result?.error?.message ?? result?.errors?.[0]?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  if (status === 'unexpected')
    for (const error of report.errors ?? [])
      failed.push({ name: 'Playwright', lines: firstLines(error.message) });
  return failed;
}

/** vitest's JSON report (the Jest format): one entry per file, its assertions inside. */
export function vitestFailures(report) {
  const failed = [];
  for (const file of report.testResults ?? []) {
    const assertions = (file.assertionResults ?? []).filter((one) => one.status === 'failed');
    for (const one of assertions)
      failed.push({
        name: `${one.fullName} (${file.name})`,
        lines: firstLines(one.failureMessages?.join('\n')),
      });
    // A file that failed outside any test (an import error, a failing beforeAll).
    if (file.status === 'failed' && assertions.length === 0)
      failed.push({ name: file.name, lines: firstLines(file.message) });
  }
  return failed;
}

function readReport(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The quarantine file (tests/quarantine.json): `[{ "test": "<file> › <describe> › <title>", "issue": <number> }]`,
 * the e2e tests allowed to pass on their retry in CI, each with the issue that will fix it. `test` is the name the
 * summary prints without the project and place (both projects are covered). A malformed file throws: a quarantine
 * without its issue number would be a silent exemption.
 */
export function readQuarantine(file) {
  if (!existsSync(file)) return [];
  const entries = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${file}: expected an array of { test, issue }`);
  for (const entry of entries)
    if (typeof entry?.test !== 'string' || !entry.test || !Number.isInteger(entry.issue) || entry.issue <= 0)
      throw new Error(
        `${file}: every entry needs "test" (a name) and "issue" (a number): ${JSON.stringify(entry)}`,
      );
  return entries;
}

/**
 * Splits the flaky tests (failed, then passed on the retry) into those the quarantine lists and the others. In CI
 * the others fail the run (docs/decisions.md "Flaky end-to-end tests"); on a developer's machine they are named.
 */
export function judgeFlaky(flaky, quarantine) {
  const issueOf = (test) => quarantine.find((entry) => entry.test === test.key)?.issue;
  return {
    quarantined: flaky
      .filter((test) => issueOf(test) !== undefined)
      .map((test) => ({ ...test, issue: issueOf(test) })),
    unexcused: flaky.filter((test) => issueOf(test) === undefined),
  };
}

/**
 * The failure that flaky tests the quarantine does not list make in CI (`CI=true`), else undefined: on a developer's
 * machine a test that needed its retry is only named.
 * @param {unknown[]} unexcused
 * @param {Record<string, string | undefined>} [env]
 */
export function flakyFailure(unexcused, env = process.env) {
  if (env.CI !== 'true' || unexcused.length === 0) return undefined;
  return `${unexcused.length} flaky e2e tests not in tests/quarantine.json (CI)`;
}

/**
 * Prints the failed tests of each report that exists, then the flaky ones (failed once, passed on the retry), then
 * the quarantine: `reports` maps a stage name to [file, 'playwright' | 'vitest']. Printed on success too, so a flaky
 * test is seen. Answers the flaky tests that the quarantine does not list (in CI they fail the run).
 */
export function printFailedTests(reports, quarantine = []) {
  const unexcused = [];
  for (const [stage, [file, kind]] of Object.entries(reports)) {
    const report = readReport(file);
    if (!report) continue;
    const failed = kind === 'playwright' ? playwrightFailures(report) : vitestFailures(report);
    const flaky = judgeFlaky(kind === 'playwright' ? playwrightFailures(report, 'flaky') : [], quarantine);
    printList(`${stage}: ${failed.length} failed`, failed);
    printList(
      `${stage}: ${flaky.unexcused.length} flaky (failed, then passed on the retry)`,
      flaky.unexcused,
    );
    printList(
      `${stage}: ${flaky.quarantined.length} flaky and quarantined (tests/quarantine.json)`,
      flaky.quarantined.map((test) => ({ ...test, name: `${test.name} [issue ${test.issue}]` })),
    );
    unexcused.push(...flaky.unexcused);
  }
  if (quarantine.length > 0) {
    console.error(`[portale] quarantine: ${quarantine.length} e2e tests may pass on their retry in CI`);
    for (const entry of quarantine) console.error(`  ⚠ ${entry.test} (issue ${entry.issue})`);
  }
  return unexcused;
}

function printList(title, tests) {
  if (tests.length === 0) return;
  console.error(`[portale] ${title}`);
  for (const { name, lines } of tests) {
    console.error(`  ✘ ${name}`);
    for (const line of lines) console.error(`      ${line.slice(0, 300)}`);
  }
}
