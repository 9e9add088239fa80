// The test gate cannot lie: a run with a failing test exits non-zero even when the PostgreSQL setup runs
// in it (a dependency's exit hook once turned vitest's exit code 1 into 0 for every such run), and CI's
// closing line fails on a report that counts a failure, an error or a flaky browser test, whatever the runner returned.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { childRunEnv } from '../helpers/child-env';

const ROOT = resolve(import.meta.dirname, '../..');
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const GATE_CONFIG = 'tests/tooling/fixtures/gate/vitest.config.ts';

/** Runs a command in the repository without CI's variables (the fixture run must not write CI's JUnit report). */
function run(args: string[]) {
  const env = childRunEnv();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 240_000 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

test('vitest exits non-zero when a test fails beside the PostgreSQL project', () => {
  const { status, output } = run([VITEST, 'run', '--config', GATE_CONFIG]);
  // Both projects ran: the PostgreSQL one passed, the other failed on purpose.
  expect(output).toMatch(/Tests\s+1 failed \| 1 passed \(2\)/);
  expect(status, output).toBe(1);
}, 300_000);

test('the same run without the failing test exits 0 (the gate above is the failing test, not the setup)', () => {
  const { status, output } = run([VITEST, 'run', '--config', GATE_CONFIG, '--project', 'gate-pg']);
  expect(output).toMatch(/Tests\s+1 passed \(1\)/);
  expect(status, output).toBe(0);
}, 300_000);

const dir = mkdtempSync(join(tmpdir(), 'fitforme-junit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The closing line of junit-summary over the reports given (null: a report that was never written). */
function summary(name: string, xml: string | null | (string | null)[], runnerStatus = '0', extra: string[] = []) {
  const files = (Array.isArray(xml) ? xml : [xml]).map((report, i) => {
    const file = join(dir, `${name}-${i}.xml`);
    if (report !== null) writeFileSync(file, report);
    return file;
  });
  const { status, output } = run(['--import', 'tsx', 'scripts/junit-summary.ts', ...files, '--runner-status', runnerStatus, ...extra]);
  const lines = output.trim().split('\n').filter(Boolean);
  return { status, line: lines.at(-1), above: lines.slice(0, -1) };
}

const suite = (cases: string) =>
  `<?xml version="1.0" encoding="UTF-8" ?>\n<testsuites name="vitest tests"><testsuite name="a.test.ts">${cases}</testsuite></testsuites>\n`;
/** Playwright's JUnit reporter: the spec file as classname, the titles joined by ' › '. */
const browserSuite = (cases: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites id="" name="" tests="2" failures="0" skipped="0" errors="0" time="1.2">\n<testsuite name="auth/login.spec.ts" timestamp="2026-01-01T00:00:00.000Z" hostname="chromium" tests="2" failures="0" skipped="0" time="1.2" errors="0">\n${cases}\n</testsuite>\n</testsuites>`;
const BROWSER_PASS =
  '<testcase name="login › a wrong password" classname="auth/login.spec.ts" time="0.6">\n<system-out>\n<![CDATA[[[ATTACHMENT|trace.zip]]]]>\n</system-out>\n</testcase>';
const BROWSER_FAIL =
  '<testcase name="login › empty fields" classname="auth/login.spec.ts" time="0.6">\n<failure message="login.spec.ts:12:3 empty fields" type="FAILURE">\n<![CDATA[Error: expect(locator).toBeVisible() failed]]>\n</failure>\n</testcase>';
const PASS = '<testcase classname="a.test.ts" name="ok" time="0.01"></testcase>';
const PASS_SHORT = '<testcase classname="a.test.ts" name="ok too" time="0.01"/>';
const FAIL = '<testcase classname="a.test.ts" name="bad" time="0.01"><failure message="expected 2 to be 3" type="AssertionError">…</failure></testcase>';
const ERROR = '<testcase classname="a.test.ts" name="broken" time="0.01"><error message="boom" type="Error">…</error></testcase>';
const SKIP = '<testcase classname="a.test.ts" name="later" time="0"><skipped/></testcase>';

test('CI’s closing line counts the JUnit report and exits non-zero on any failure or error, whatever the runner said', () => {
  expect(summary('clean', suite(PASS + PASS_SHORT + SKIP))).toEqual({ status: 0, line: '2 passed, 0 failed, 1 skipped', above: [] });
  expect(summary('failure', suite(PASS + FAIL))).toMatchObject({ status: 1, line: '1 passed, 1 failed' });
  expect(summary('error', suite(PASS + ERROR))).toMatchObject({ status: 1, line: '1 passed, 1 failed' });
  // A runner that failed outside any test case (an unhandled error) is a failure even with a clean report.
  expect(summary('runner-failed', suite(PASS), '1')).toMatchObject({ status: 1, line: '1 passed, 1 failed' });
  // No test ran at all, or no report was written: never green.
  expect(summary('empty', suite(''))).toMatchObject({ status: 1, line: '0 passed, 0 failed' });
  expect(summary('missing', null)).toMatchObject({ status: 1, line: '0 passed, 1 failed' });
}, 60_000);

test('a red run names every failed test, file and title, just above the closing line', () => {
  const escaped =
    '<testcase classname="tests/b.test.ts" name="routines &gt; a &quot;quoted&quot; title &#xAC00;" time="0.01"><failure message="expected 1&#10;to be 2" type="AssertionError"/></testcase>';
  expect(summary('named', suite(PASS + FAIL + ERROR + escaped))).toEqual({
    status: 1,
    line: '1 passed, 3 failed',
    above: [
      'FAILED a.test.ts > bad: expected 2 to be 3',
      'FAILED a.test.ts > broken: boom',
      'FAILED tests/b.test.ts > routines > a "quoted" title 가: expected 1',
    ],
  });
}, 60_000);

test('the closing line counts both runners’ reports: vitest’s and the browser tests’', () => {
  expect(summary('both', [suite(PASS + PASS_SHORT + SKIP), browserSuite(BROWSER_PASS + BROWSER_PASS)])).toEqual({
    status: 0,
    line: '4 passed, 0 failed, 1 skipped',
    above: [],
  });
  // A failed browser test fails the run and is named, even when vitest's report is clean.
  expect(summary('browser-red', [suite(PASS), browserSuite(BROWSER_PASS + BROWSER_FAIL)])).toEqual({
    status: 1,
    line: '2 passed, 1 failed',
    above: ['FAILED auth/login.spec.ts > login › empty fields: login.spec.ts:12:3 empty fields'],
  });
  // The browser tests never ran (the unit tests failed first): their missing report is one more failure.
  expect(summary('browser-missing', [suite(PASS + FAIL), null])).toMatchObject({ status: 1, line: '1 passed, 2 failed' });
  // A report holding no test case is never green, whatever the other says.
  expect(summary('browser-empty', [suite(PASS), browserSuite('')])).toMatchObject({ status: 1, line: '1 passed, 0 failed' });
}, 60_000);

test('with --slowest N, CI lists the N test files that took longest over both reports', () => {
  const timed = (file: string, time: number) => `<testsuite name="${file}" tests="1" time="${time}">${PASS}</testsuite>`;
  const vitest = `<testsuites>${timed('a.test.ts', 1.5)}${timed('b.db.test.ts', 20)}${timed('b.db.test.ts', 30)}${timed('c.test.ts', 0.25)}</testsuites>`;
  expect(summary('slowest', [vitest, browserSuite(BROWSER_PASS)], '0', ['--slowest', '3'])).toEqual({
    status: 0,
    line: '5 passed, 0 failed',
    above: ['slowest 3 test files:', '    50.0 s  b.db.test.ts', '     1.5 s  a.test.ts', '     1.2 s  auth/login.spec.ts'],
  });
}, 60_000);

test('the browser tests’ settings: a test that fails and then passes when run again fails the run, is named as flaky, and both failures keep a trace', () => {
  const out = join(dir, 'browser-gate');
  const env = { ...childRunEnv(), GATE_OUT: out };
  const pw = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--config', 'tests/tooling/fixtures/gate/browser/playwright.config.ts'],
    {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  expect(pw.status, `${pw.stdout}\n${pw.stderr}`).toBe(1);
  expect(pw.stdout).toMatch(/1 failed[\s\S]*1 flaky[\s\S]*1 passed/);
  for (const test of ['flaky-always-fails-retry1', 'flaky-passes-only-on-its-second-run-retry1'])
    expect(existsSync(join(out, test, 'trace.zip')), test).toBe(true);
  const { status, line, above } = summary('browser-flaky', readFileSync(join(out, 'e2e-junit.xml'), 'utf8'), String(pw.status));
  expect({ status, line, above }).toEqual({
    status: 1,
    line: '1 passed, 2 failed',
    above: [
      'FAILED flaky.spec.ts > passes only on its second run (flaky: passed when run again): expect(received).toBe(expected) // Object.is equality',
      'FAILED flaky.spec.ts > always fails: expect(received).toBe(expected) // Object.is equality',
    ],
  });
}, 300_000);
