// The import rules of .dependency-cruiser.cjs fire on real violations and stay quiet on the
// allowed shapes: a miniature tree with the repo's layout is written to a temp dir and cruised with the
// repo's own config, as `npm run lint:imports` cruises the real tree.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DEPCRUISE = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
let dir: string;

/** The miniature tree every case starts from: a feature with every kind of module, plus shared code. */
const BASE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }),
  'server/errors.ts': 'export const ERRORS = {};\n',
  'server/trpc/router.ts': 'export type AppRouter = { ok: true };\nexport const appRouter = {};\n',
  'server/features/alpha/alpha.shared.ts': 'export const AlphaSchema = 1;\n',
  'server/features/alpha/alpha.service.ts': "import { ERRORS } from '../../errors';\nexport const alpha = () => ERRORS;\n",
  'server/features/alpha/alpha.store.ts': 'export const rows = [];\n',
  'server/features/alpha/internal.ts': 'export const secret = 1;\n',
  'db/client.ts': 'export const db = {};\n',
  'server/features/catalogue/sync/sync.ts': "import { EXERCISES } from '../../../../seed/catalogue/exercises';\nexport const sync = () => EXERCISES;\n",
  'server/features/catalogue/catalogue-data.ts': 'export type Key = string;\n',
  'server/features/catalogue/movements/model.ts': 'export const pose = (k: string) => k;\n',
  'seed/catalogue/exercises.ts':
    "import type { Key } from '../../server/features/catalogue/catalogue-data';\nimport { pose } from '../../server/features/catalogue/movements/model';\nexport const EXERCISES: Key[] = [pose('squat')];\n",
  'server/features/catalogue/pictures/muscle-map.ts':
    "import { EXERCISES } from '../../../../seed/catalogue/exercises';\nexport const svg = EXERCISES.join();\n",
};

function cruise(files: Record<string, string>): { rules: string[] } {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries({ ...BASE, ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(
    process.execPath,
    [
      DEPCRUISE,
      ...['server', 'web', 'db', 'seed'].filter((d) => existsSync(join(dir, d))),
      '--config',
      join(ROOT, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser gave no report: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  return { rules: result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`) };
}

// Each case runs dependency-cruiser over a tree: tens of seconds on two busy cores.
vi.setConfig({ testTimeout: 120_000 });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fitforme-boundaries-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the miniature tree on its own has no violations (every case below adds exactly one)', () => {
  expect(cruise({}).rules).toEqual([]);
});

test('web imports server code only from shared modules, or as types; its tests may import anything', () => {
  const allowed = cruise({
    'web/a.ts':
      "import { AlphaSchema } from '../server/features/alpha/alpha.shared';\nimport type { AppRouter } from '../server/trpc/router';\nexport const a: [number, AppRouter?] = [AlphaSchema];\n",
  });
  expect(allowed.rules).toEqual([]);
  expect(cruise({ 'web/a.ts': "import { ERRORS } from '../server/errors';\nexport const a = ERRORS;\n" }).rules).toEqual([
    'web-imports-server-shared-only: web/a.ts → server/errors.ts',
  ]);
  expect(cruise({ 'web/a.ts': "import { db } from '../db/client';\nexport const a = db;\n" }).rules).toEqual([
    'web-imports-server-shared-only: web/a.ts → db/client.ts',
  ]);
  expect(cruise({ 'web/a.test.ts': "import { ERRORS } from '../server/errors';\nexport const a = ERRORS;\n" }).rules).toEqual([]);
});

test('the catalogue search imports nothing outside its folder but types, and the web may import it', () => {
  const search = {
    'server/features/catalogue/search/engine.ts': "import { fold } from './fold';\nexport const rank = (q: string) => fold(q);\n",
    'server/features/catalogue/search/fold.ts':
      "import type { AlphaSchema } from '../../alpha/alpha.shared';\nexport const fold = (q: string): string | typeof AlphaSchema => q;\n",
    'web/a.ts': "import { rank } from '../server/features/catalogue/search/engine';\nexport const a = rank('ㅂㅊ');\n",
  };
  expect(cruise(search).rules).toEqual([]);
  // A node builtin (reported by its module name), the database, other server code, even a shared module (zod).
  const violations: [string, string][] = [
    ["import { createHash } from 'node:crypto';\nexport const h = createHash;\n", 'crypto'],
    ["import { db } from '../../../../db/client';\nexport const h = db;\n", 'db/client.ts'],
    ["import { ERRORS } from '../../../errors';\nexport const h = ERRORS;\n", 'server/errors.ts'],
    ["import { AlphaSchema } from '../../alpha/alpha.shared';\nexport const h = AlphaSchema;\n", 'server/features/alpha/alpha.shared.ts'],
  ];
  for (const [text, to] of violations) {
    expect(cruise({ ...search, 'server/features/catalogue/search/extra.ts': text }).rules).toEqual([
      `catalogue-search-runs-in-a-browser: server/features/catalogue/search/extra.ts → ${to}`,
    ]);
  }
});

test('the rack tools run in a browser: the web may import them, they import nothing outside their folder', () => {
  const rack = {
    'server/features/training/rack/plates.ts': "import type { PlateStock } from './defaults';\nexport const plates = (p: PlateStock[]) => p;\n",
    'server/features/training/rack/defaults.ts': 'export type PlateStock = { kg: number };\n',
    'web/a.ts': "import { plates } from '../server/features/training/rack/plates';\nexport const a = plates([]);\n",
  };
  expect(cruise(rack).rules).toEqual([]);
  const rackViolations: [string, string][] = [
    ["import { db } from '../../../../db/client';\nexport const h = db;\n", 'db/client.ts'],
    ["import { ERRORS } from '../../../errors';\nexport const h = ERRORS;\n", 'server/errors.ts'],
  ];
  for (const [text, to] of rackViolations) {
    expect(cruise({ ...rack, 'server/features/training/rack/extra.ts': text }).rules).toEqual([
      `training-rack-runs-in-a-browser: server/features/training/rack/extra.ts → ${to}`,
    ]);
  }
});

test('routers, shims and the transport folders never import db/', () => {
  for (const from of ['server/features/alpha/alpha.router.ts', 'server/features/alpha/alpha.rest.ts', 'server/rest/shim.ts', 'server/trpc/init.ts']) {
    const depth = from.split('/').length - 1;
    const up = '../'.repeat(depth);
    expect(cruise({ [from]: `import { db } from '${up}db/client';\nexport const x = db;\n` }).rules).toEqual([
      `transports-do-not-touch-the-database: ${from} → db/client.ts`,
    ]);
  }
  // A service may.
  expect(cruise({ 'server/features/alpha/alpha.service.ts': "import { db } from '../../../db/client';\nexport const alpha = () => db;\n" }).rules).toEqual([]);
});

test('server code does not load the seed data but through the sync and the pictures drawn from it', () => {
  expect(
    cruise({
      'server/main.ts':
        "import { sync } from './features/catalogue/sync/sync';\nimport { svg } from './features/catalogue/pictures/muscle-map';\nexport const m = [sync, svg];\n",
    }).rules,
  ).toEqual([]);
  expect(
    cruise({
      'server/features/alpha/alpha.service.ts': "import { EXERCISES } from '../../../seed/catalogue/exercises';\nexport const alpha = () => EXERCISES;\n",
    }).rules,
  ).toEqual(['server-runtime-does-not-load-seed-data: server/features/alpha/alpha.service.ts → seed/catalogue/exercises.ts']);
});

test('seed/ is data: it uses the catalogue types and pose builders, no other code', () => {
  expect(cruise({ 'seed/catalogue/machines.ts': "import { ERRORS } from '../../server/errors';\nexport const MACHINES = [ERRORS];\n" }).rules).toEqual([
    'seed-is-data: seed/catalogue/machines.ts → server/errors.ts',
  ]);
});

test('a feature reaches another only through its service or shared module', () => {
  const ok = cruise({
    'server/features/beta/beta.service.ts':
      "import { alpha } from '../alpha/alpha.service';\nimport { AlphaSchema } from '../alpha/alpha.shared';\nimport type { rows } from '../alpha/alpha.store';\nexport const beta = (): [unknown, number, typeof rows?] => [alpha, AlphaSchema];\n",
  });
  expect(ok.rules).toEqual([]);
  expect(
    cruise({
      'server/features/beta/beta.service.ts':
        "import { rows } from '../alpha/alpha.store';\nimport { secret } from '../alpha/internal';\nexport const beta = () => [rows, secret];\n",
    }).rules.sort(),
  ).toEqual([
    'features-meet-through-services-and-shared-modules: server/features/beta/beta.service.ts → server/features/alpha/alpha.store.ts',
    'features-meet-through-services-and-shared-modules: server/features/beta/beta.service.ts → server/features/alpha/internal.ts',
  ]);
});

test('import cycles are reported', () => {
  const { rules } = cruise({
    'server/features/alpha/internal.ts': "import { alpha } from './alpha.service';\nexport const secret = () => alpha;\n",
    'server/features/alpha/alpha.service.ts': "import { secret } from './internal';\nexport const alpha = () => secret;\n",
  });
  // One report per cycle, naming one of its edges.
  expect(rules).toHaveLength(1);
  expect(rules[0]).toMatch(/^no-circular: server\/features\/alpha\/(alpha\.service|internal)\.ts → server\/features\/alpha\/(internal|alpha\.service)\.ts$/);
});
