// A checkout in a private folder runs the PostgreSQL tests: as root the database server runs as another
// user, which cannot enter a 0700 folder such as root's home or a `mktemp -d` directory. The working tree
// is copied under a fresh 0700 folder with node_modules hard-linked beside it, and
// a PostgreSQL test file runs there exactly as `npm test` runs it.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { childRunEnv } from '../helpers/child-env';

const ROOT = resolve(import.meta.dirname, '../..');
const parent = mkdtempSync(join(tmpdir(), 'fitforme-private-'));
// The copy holds tens of thousands of hard links under node_modules: removing them takes a while on a busy machine.
afterAll(() => rmSync(parent, { recursive: true, force: true }), 120_000);

test('PostgreSQL tests pass in a checkout under a 0700 folder', () => {
  chmodSync(parent, 0o700);
  expect(statSync(parent).mode & 0o777).toBe(0o700);
  const checkout = join(parent, 'fitforme');
  // The working tree as it is, without what installs and builds make (a checkout has none of it) and
  // without git's folder (a copied tree, such as the Node matrix's, may have none).
  const skipped = new Set(['.git', 'node_modules', 'dist', 'web/dist', 'test-results', 'data'].map((dir) => join(ROOT, dir)));
  cpSync(ROOT, checkout, { recursive: true, filter: (source) => !skipped.has(source) });
  // Hard links: no copy of the packages' bytes, and the native builds stay the ones this machine made.
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(checkout, 'node_modules')]);

  const env = childRunEnv();
  const result = spawnSync(
    process.execPath,
    [join(checkout, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'server-pg', 'server/http/health.db.test.ts'],
    {
      cwd: checkout,
      env,
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  expect(output).not.toMatch(/EACCES/);
  expect(output).toMatch(/Tests\s+\d+ passed \(\d+\)/);
  expect(result.status, output).toBe(0);
}, 300_000);
