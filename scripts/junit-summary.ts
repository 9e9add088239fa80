// Reads the JUnit reports of a run (vitest's and Playwright's) and prints the closing line CI reads:
// `N passed, M failed[, K skipped]` over all of them, with every failed test (file and title, the first line of
// its message) just above it, so a red run says what failed. Exits 1 when any test case failed or errored, or
// when a report is missing or holds no test case at all, so `.ci/run` fails on what the reports say whatever the
// runners' own exit code was. With `--runner-status S` (the test command's exit code), a run that failed while
// every case passed (an error outside any test) counts as one more failure, so the line never reads "0 failed"
// for a red run. With `--slowest N` it first lists the N test files that took longest (a file's time summed over
// its suites, e.g. on both dialects), so the gate's cost stays visible.
//   node --import tsx scripts/junit-summary.ts test-results/junit.xml test-results/e2e-junit.xml [--runner-status 0] [--slowest 10]
import { readFileSync } from 'node:fs';

type Counts = { passed: number; failed: number; skipped: number; failures: string[]; seconds: Map<string, number> };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) =>
  text.replace(/&(#x?[\da-f]+|\w+);/gi, (whole, ref: string) =>
    ref[0] === '#' ? String.fromCodePoint(Number(ref.replace('#', '0'))) : (ENTITIES[ref] ?? whole),
  );
const attribute = (tag: string, name: string) => decodeXml(tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? '');

/** Counts a report's <testcase> elements: failed when one holds <failure>, <error> or a flaky run's, skipped when it holds <skipped>. */
function countJUnit(xml: string): Counts {
  const cases = xml.match(/<testcase\b[^>]*?(?:\/>|>[\s\S]*?<\/testcase>)/g) ?? [];
  const failures: string[] = [];
  const seconds = new Map<string, number>();
  for (const suite of xml.match(/<testsuite\b[^>]*>/g) ?? []) {
    const name = attribute(suite, 'name');
    seconds.set(name, (seconds.get(name) ?? 0) + Number(attribute(suite, 'time') || 0));
  }
  let skipped = 0;
  for (const testCase of cases) {
    // A browser test that failed and then passed when run again is flaky, and flaky fails the run.
    const failed = testCase.match(/<(?:failure|error)\b[^>]*/)?.[0];
    const flaky = testCase.match(/<flaky(?:Failure|Error)\b[^>]*/)?.[0];
    const problem = failed ?? flaky;
    if (problem !== undefined) {
      const message = attribute(problem, 'message').split('\n')[0]?.slice(0, 200);
      const title = `${attribute(testCase, 'classname')} > ${attribute(testCase, 'name')}${failed ? '' : ' (flaky: passed when run again)'}`;
      failures.push(`FAILED ${title}${message ? `: ${message}` : ''}`);
    } else if (/<skipped\b/.test(testCase)) skipped++;
  }
  return { passed: cases.length - failures.length - skipped, failed: failures.length, skipped, failures, seconds };
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const runnerStatus = option('--runner-status');
const slowest = Number(option('--slowest') ?? 0);
const files = args;
if (files.length > 0) {
  const total: Counts = { passed: 0, failed: 0, skipped: 0, failures: [], seconds: new Map() };
  let incomplete = false;
  for (const file of files) {
    let xml: string;
    try {
      xml = readFileSync(file, 'utf8');
    } catch {
      console.log(`no test report at ${file}`);
      total.failed += 1;
      continue;
    }
    const counts = countJUnit(xml);
    if (counts.passed + counts.failed + counts.skipped === 0) {
      console.log(`no test case in ${file}`);
      incomplete = true;
    }
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    total.failures.push(...counts.failures);
    for (const [name, time] of counts.seconds) total.seconds.set(name, (total.seconds.get(name) ?? 0) + time);
  }
  if (runnerStatus !== undefined && runnerStatus !== '0' && total.failed === 0) {
    console.log(`the test run exited ${runnerStatus} although every test case in the reports passed`);
    total.failed = 1;
  }
  const { passed, failed, skipped, failures } = total;
  if (slowest > 0) {
    console.log(`slowest ${slowest} test files:`);
    const ranked = [...total.seconds].sort((a, b) => b[1] - a[1]).slice(0, slowest);
    for (const [name, time] of ranked) console.log(`${time.toFixed(1).padStart(8)} s  ${name}`);
  }
  for (const failure of failures) console.log(failure);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (failed > 0 || incomplete) process.exitCode = 1;
}
