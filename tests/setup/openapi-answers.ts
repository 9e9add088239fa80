// Server tests (both dialects): a test fails when an /api answer it produced is outside the OpenAPI document
// (tests/helpers/openapi-answers.ts). OPENAPI_ANSWER_STATS=<file> appends each test file's count of checked
// answers to that file (how the issue note's numbers were measured).
import { appendFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { answersChecked, takeAnswerViolations } from '../helpers/openapi-answers';

let file = '';
beforeAll(() => {
  file = expect.getState().testPath ?? '';
});

/** The distinct violations, most frequent first, each with its count. */
function report(violations: string[]): string {
  const counts = new Map<string, number>();
  for (const v of violations) counts.set(v, (counts.get(v) ?? 0) + 1);
  const lines = [...counts].sort((a, b) => b[1] - a[1]).map(([v, n]) => (n > 1 ? `${n} × ${v}` : v));
  return `${violations.length} /api answer(s) outside the OpenAPI document (server/rest/openapi.ts):\n${lines.slice(0, 15).join('\n')}`;
}

afterEach(() => {
  const violations = takeAnswerViolations();
  if (violations.length > 0) throw new Error(report(violations));
});

afterAll(() => {
  const violations = takeAnswerViolations();
  if (violations.length > 0) throw new Error(`outside any test: ${report(violations)}`);
  const stats = process.env.OPENAPI_ANSWER_STATS;
  if (stats) appendFileSync(stats, `${process.env.DATABASE_URL ? 'pg' : 'sqlite'}\t${file}\t${answersChecked()}\n`);
});
