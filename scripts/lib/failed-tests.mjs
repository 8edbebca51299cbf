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
        failed.push({
          name: `[${test.projectName}] ${[...here, spec.title].join(' › ')} (${spec.file}:${spec.line})`,
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
 * Prints the failed tests of each report that exists, then the flaky ones (failed once, passed on the retry):
 * `reports` maps a stage name to [file, 'playwright' | 'vitest']. Printed on success too, so a flaky test is seen.
 */
export function printFailedTests(reports) {
  for (const [stage, [file, kind]] of Object.entries(reports)) {
    const report = readReport(file);
    if (!report) continue;
    const failed = kind === 'playwright' ? playwrightFailures(report) : vitestFailures(report);
    const flaky = kind === 'playwright' ? playwrightFailures(report, 'flaky') : [];
    printList(`${stage}: ${failed.length} failed`, failed);
    printList(`${stage}: ${flaky.length} flaky (failed, then passed on the retry)`, flaky);
  }
}

function printList(title, tests) {
  if (tests.length === 0) return;
  console.error(`[portale] ${title}`);
  for (const { name, lines } of tests) {
    console.error(`  ✘ ${name}`);
    for (const line of lines) console.error(`      ${line.slice(0, 300)}`);
  }
}
