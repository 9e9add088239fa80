// Code and documents cite docs/ by file, section and heading; a citation that points at nothing fails here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { citationProblems, type Source } from './doc-citations';

const ROOT = resolve(import.meta.dirname, '../..');
// The check's own test cites made-up documents on purpose.
const SKIP = new Set(['node_modules', 'dist', 'fixtures', 'migrations', 'migrations-pg', 'doc-citations.test.ts']);

function sources(dir: string): Source[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (SKIP.has(name)) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.(ts|tsx|md|mjs|cjs)$/.test(name) ? [{ path, text: readFileSync(join(ROOT, path), 'utf8') }] : [];
  });
}

const readRepo = (path: string) => {
  const file = join(ROOT, path);
  if (!existsSync(file) || relative(ROOT, file).startsWith('..')) return undefined;
  return statSync(file).isDirectory() ? '' : readFileSync(file, 'utf8');
};

test('every citation of docs/ in code, tests, scripts and documents points at a file and section that exist', () => {
  const all = [
    ...['server', 'db', 'web', 'seed', 'scripts', 'tests', 'bench', 'docs'].flatMap(sources),
    { path: 'README.md', text: readFileSync(join(ROOT, 'README.md'), 'utf8') },
  ];
  expect(all.length).toBeGreaterThan(500);
  const { problems, checked } = citationProblems(all, readRepo, readdirSync(join(ROOT, 'docs/decisions')));
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(2000);
});

test('the check fires on each kind of broken citation', () => {
  const docs: Record<string, string> = {
    'docs/guide.md': '# Guide\n## 4. Calls\n### 4.3 Search\n## 8. Checklist\n1. one\n2. two\n## Running on several machines\n- **Database outages:** 503\n',
    'docs/security.md': '1. **Sessions.** …\n2. **Tokens.** …\n| 7 | a row |\n| 8 | a row |\n',
    'server/a.ts': '',
  };
  const read = (path: string) => docs[path];
  const cite = (text: string, path = 'server/x.ts') => citationProblems([{ path, text }], read, ['016-offline.md']).problems;
  // What exists passes, in every form.
  expect(cite('// docs/guide.md §4.3, docs/guide.md "Running on", docs/security.md decision 1, docs/security.md row 7, ADR 016')).toEqual([]);
  expect(cite('// docs/guide.md §4, §4.3/§8.2 and §Calls; docs/security.md rows 7 and 8, docs/security.md decisions 1–2')).toEqual([]);
  expect(cite('// see docs/guide.md\n// "Running on several machines" → "Database outages"; alone: §8.1')).toEqual([]);
  expect(cite('[ok](guide.md#running-on-several-machines) `server/a.ts` `web/dist/sw.js`', 'docs/x.md')).toEqual([]);
  // Each kind of broken citation fails.
  expect(cite('// docs/gone.md')).toEqual(['server/x.ts: docs/gone.md does not exist']);
  expect(cite('// docs/guide.md §4.4')).toEqual(['server/x.ts: docs/guide.md has no section §4.4']);
  expect(cite('// docs/guide.md §4.3, §5/§8.3 and §Deployment')).toEqual([
    'server/x.ts: docs/guide.md has no section §5',
    'server/x.ts: docs/guide.md has no section §8.3',
    'server/x.ts: docs/guide.md has no section §Deployment',
  ]);
  expect(cite('// docs/guide.md "Deployment"')).toEqual(['server/x.ts: docs/guide.md has no heading "Deployment"']);
  expect(cite('// docs/guide.md\n// "Running on several machines" → "Outages"')).toEqual(['server/x.ts: docs/guide.md has no heading "Outages"']);
  expect(cite('// docs/security.md decision 3 and docs/security.md rows 8–9')).toEqual([
    'server/x.ts: docs/security.md has no decision 3',
    'server/x.ts: docs/security.md has no row 9',
  ]);
  expect(cite('// as docs/guide.md says; alone: §9.1')).toEqual(['server/x.ts: docs/guide.md has no section §9.1']);
  expect(cite('// the limits of §4.3')).toEqual(['server/x.ts: §4.3 names no document']);
  expect(cite('see ADR 017')).toEqual(['server/x.ts: ADR 017 does not exist']);
  expect(cite('[a](guide.md#deployment) [b](other.md) `server/b.ts`', 'docs/x.md')).toEqual([
    'docs/x.md: docs/guide.md has no heading for #deployment',
    'docs/x.md: docs/other.md does not exist',
    'docs/x.md: server/b.ts does not exist',
  ]);
});
