// Reads vitest's JUnit report and prints the closing line CI reads: `N passed, M failed[, K skipped]`, with
// every failed test (file and title, the first line of its message) just above it, so a red run says what failed.
// Exits 1 when any test case failed or errored, or when the report holds no test case at all, so `.ci/run`
// fails on what the report says whatever the test runner's own exit code was. With `--runner-status S`
// (the runner's exit code), a runner that failed while every case passed (an error outside any test)
// counts as one more failure, so the line never reads "0 failed" for a red run.
//   node --import tsx scripts/junit-summary.ts test-results/junit.xml [--runner-status 0]
import { readFileSync } from 'node:fs';

type Counts = { passed: number; failed: number; skipped: number; failures: string[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) =>
  text.replace(/&(#x?[\da-f]+|\w+);/gi, (whole, ref: string) =>
    ref[0] === '#' ? String.fromCodePoint(Number(ref.replace('#', '0'))) : (ENTITIES[ref] ?? whole),
  );
const attribute = (tag: string, name: string) => decodeXml(tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? '');

/** Counts the report's <testcase> elements: failed when one holds <failure> or <error>, skipped when it holds <skipped>. */
function countJUnit(xml: string): Counts {
  const cases = xml.match(/<testcase\b[^>]*?(?:\/>|>[\s\S]*?<\/testcase>)/g) ?? [];
  const failures: string[] = [];
  let skipped = 0;
  for (const testCase of cases) {
    const problem = testCase.match(/<(?:failure|error)\b[^>]*/)?.[0];
    if (problem !== undefined) {
      const message = attribute(problem, 'message').split('\n')[0]?.slice(0, 200);
      failures.push(`FAILED ${attribute(testCase, 'classname')} > ${attribute(testCase, 'name')}${message ? `: ${message}` : ''}`);
    } else if (/<skipped\b/.test(testCase)) skipped++;
  }
  return { passed: cases.length - failures.length - skipped, failed: failures.length, skipped, failures };
}

const [file, flag, runnerStatus] = process.argv.slice(2);
if (file) {
  const runnerFailed = flag === '--runner-status' && runnerStatus !== '0';
  let xml: string;
  try {
    xml = readFileSync(file, 'utf8');
  } catch {
    console.log(`no test report at ${file}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  const counts = countJUnit(xml);
  if (runnerFailed && counts.failed === 0) {
    console.log(`the test runner exited ${runnerStatus} although every test case in the report passed`);
    counts.failed = 1;
  }
  const { passed, failed, skipped, failures } = counts;
  for (const failure of failures) console.log(failure);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (failed > 0 || passed + skipped === 0) process.exitCode = 1;
}
