// package.json's engines.node is the set of Node versions docs/operations.md "Node versions" promises and
// `npm run test:node` tests. Every locked package must admit all of it: one that does not makes `npm ci` warn
// EBADENGINE on a supported Node, and may use what that Node lacks. When a dependency moves its floor above
// a supported line, pin it in `overrides` to a release that still admits it (as content-disposition and
// cookie are for Node 20) or drop the line from engines.node, docs/operations.md and CI together.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: unknown } | string[];
}

const nodeRange = (pkg: LockedPackage) => (!pkg.engines || Array.isArray(pkg.engines) ? undefined : pkg.engines.node);

/**
 * The locked packages (path, version, engines.node) whose engines.node excludes part of `supported`. An
 * optional package is exempt: where its engines exclude the running Node, npm skips it (.npmrc
 * engine-strict) and the code that uses it must not need it there (db/sqlite-driver.ts, tested below).
 */
function refusing(supported: string, packages: Record<string, LockedPackage>): string[] {
  return Object.entries(packages).flatMap(([path, pkg]) => {
    const wanted = nodeRange(pkg);
    if (!path || pkg.optional || typeof wanted !== 'string') return [];
    return semver.subset(supported, wanted) ? [] : [`${path}@${pkg.version}: node ${wanted}`];
  });
}

test('engines.node admits the Node running the tests (CI: 20.19 or later) and no version before 20.19', () => {
  const supported: string = readJson('package.json').engines.node;
  expect(semver.validRange(supported)).not.toBeNull();
  expect(semver.satisfies(process.version, supported), `the tests run on ${process.version}`).toBe(true);
  // Vite 8, which builds the web client and runs vitest, needs 20.19 or later (^20.19.0 || >=22.12.0).
  expect(semver.satisfies('20.18.3', supported)).toBe(false);
});

test('every locked package admits every Node version engines.node names', () => {
  const supported: string = readJson('package.json').engines.node;
  const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
  expect(refusing(supported, lock.packages)).toEqual([]);
});

test('better-sqlite3 13 (better-sqlite3-napi) installs on every supported Node from 24 on, where db/sqlite-driver.ts needs it', () => {
  const supported: string = readJson('package.json').engines.node;
  const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
  const napi = lock.packages['node_modules/better-sqlite3-napi'];
  expect(napi?.optional).toBe(true);
  const wanted = nodeRange(napi ?? {});
  expect(typeof wanted).toBe('string');
  // Each line of engines.node, cut to Node 24 and later: every one must be within better-sqlite3 13's engines.
  const lines = new semver.Range(supported).set.map((comparators) => `${comparators.map((c) => c.value).join(' ')} >=24.0.0`);
  const fromNapi = lines.filter((line) => semver.intersects(line, '>=24.0.0') && semver.validRange(line) && semver.minVersion(line));
  expect(fromNapi.length).toBeGreaterThan(0);
  for (const line of fromNapi) expect(semver.subset(line, wanted as string), `${line} within ${String(wanted)}`).toBe(true);
});

test('a package whose floor is above a supported line is caught, an optional one is left to npm', () => {
  const packages: Record<string, LockedPackage> = {
    '': { version: '0.1.0', engines: { node: '>=20.19' } },
    'node_modules/old': { version: '1.0.0', engines: { node: '>=18' } },
    'node_modules/legacy-array': { version: '1.0.0', engines: ['node >= 0.4'] },
    'node_modules/content-disposition': { version: '3.0.0', engines: { node: '>=22' } },
    'node_modules/gap': { version: '2.0.0', engines: { node: '^20.19.0 || ^22.13.0 || >=23.5.0' } },
    'node_modules/skipped-where-refused': { version: '13.0.0', optional: true, engines: { node: '>=22' } },
  };
  expect(refusing('^20.19 || ^22.12 || ^24', packages)).toEqual([
    'node_modules/content-disposition@3.0.0: node >=22',
    'node_modules/gap@2.0.0: node ^20.19.0 || ^22.13.0 || >=23.5.0',
  ]);
});
