// The catalogue evolves without touching member data (ADR 005): real databases (SQLite files,
// or PostgreSQL databases in the server-pg project), the real app, the real seed data as v1 and an edited
// copy of it as v2. Here: the sync's rules, the old positional seeding, and what start-up and `npm run seed`
// print; the upgrade itself is catalogue-sync-upgrade.test.ts.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { migrateDatabase, openDatabase } from '../../../../db/client';
import { ACTIVE_DIALECT } from '../../../../db/dialect';
import { api, trpcData, trpcQuery } from '../../../../tests/helpers/calls';
import {
  CATALOGUE_TABLES,
  cleanups,
  dumpAll,
  emptyTarget,
  exerciseId,
  freshDb,
  NEW_MACHINE,
  rows,
  runCleanups,
  start,
  write,
} from '../../../../tests/helpers/catalogue-sync';
import type { ExerciseSeed } from '../catalogue-data';
import { seedCatalogueIfEmpty } from './seed';
import { CATALOGUE, type CatalogueData, changeCount, syncCatalogue } from './sync';

const ROOT = resolve(import.meta.dirname, '../../../..');

afterEach(runCleanups);

describe('sync rules', () => {
  const withExercises = (exercises: ExerciseSeed[], extra: Partial<CatalogueData> = {}): CatalogueData => ({ ...CATALOGUE, exercises, ...extra });

  test('an id is never handed out twice, even after its retired row is gone', async () => {
    const { db } = await freshDb();
    const base = CATALOGUE.exercises[0]!;
    const one = { ...base, key: 'zz_one', koreanName: '새 운동 하나', englishName: 'New One' };
    const two = { ...base, key: 'zz_two', koreanName: '새 운동 둘', englishName: 'New Two' };
    await syncCatalogue(db, withExercises([...CATALOGUE.exercises, one]));
    const oneId = await exerciseId(db, 'zz_one');
    expect(oneId).toBe(CATALOGUE.exercises.length + 1);
    await syncCatalogue(db, CATALOGUE);
    // Nothing references the retired row, so an operator could delete it by hand; the id stays used.
    expect(await write(db, 'DELETE FROM exercises WHERE id = ?', oneId)).toHaveLength(1);
    await syncCatalogue(db, withExercises([...CATALOGUE.exercises, two]));
    expect(await exerciseId(db, 'zz_two')).toBe(oneId + 1);
  });

  test('two exercises may swap Korean names, and a new entry may take a retired one’s name, in one sync', async () => {
    const { db } = await freshDb();
    const [first, second, third] = CATALOGUE.exercises as [ExerciseSeed, ExerciseSeed, ExerciseSeed, ...ExerciseSeed[]];
    const ids: number[] = [];
    for (const e of [first, second, third]) ids.push(await exerciseId(db, e.key));
    const newcomer = { ...third, key: 'zz_newcomer', englishName: 'Newcomer' };
    const data = withExercises([
      { ...first, koreanName: second.koreanName },
      { ...second, koreanName: first.koreanName },
      ...CATALOGUE.exercises.slice(3),
      newcomer,
    ]);
    const s = await syncCatalogue(db, data);
    expect(s.exercises).toEqual({ added: ['zz_newcomer'], updated: [first.key, second.key], retired: [third.key], restored: [] });
    // CASE, not `retired_at IS NOT NULL`: that is 0/1 on SQLite but a boolean on PostgreSQL.
    const retiredFlags = 'SELECT id, korean_name, CASE WHEN retired_at IS NULL THEN 0 ELSE 1 END AS retired FROM exercises WHERE id IN (?, ?, ?) ORDER BY id';
    expect(await rows(db, retiredFlags, ...ids)).toEqual([
      { id: ids[0], korean_name: second.koreanName, retired: 0 },
      { id: ids[1], korean_name: first.koreanName, retired: 0 },
      { id: ids[2], korean_name: third.koreanName, retired: 1 },
    ]);
    expect(await rows(db, 'SELECT korean_name FROM exercises WHERE key = ?', 'zz_newcomer')).toEqual([{ korean_name: third.koreanName }]);
  });

  test('links and aliases are updated; a new body part gets the next id and is listed last', async () => {
    const { db, target } = await freshDb();
    const plank = CATALOGUE.exercises.find((e) => e.key === 'plank')!;
    expect([plank.bodyParts, plank.primaryCount]).toEqual([['abs', 'shoulders', 'glutes'], 1]);
    const changed: ExerciseSeed = { ...plank, bodyParts: ['abs', 'glutes', 'shoulders'], primaryCount: 2, aliases: ['널빤지'] };
    const forearms = { key: 'forearms', koreanName: '전완', englishName: 'forearms' } as unknown as CatalogueData['bodyParts'][number];
    const data: CatalogueData = {
      bodyParts: [forearms, ...CATALOGUE.bodyParts], // first in the file, but display order is id order
      machines: CATALOGUE.machines,
      exercises: CATALOGUE.exercises.map((e) => (e.key === 'plank' ? changed : e)),
    };
    const s = await syncCatalogue(db, data);
    expect([s.bodyParts.added, s.exercises.updated, changeCount(s)]).toEqual([['forearms'], ['plank'], 2]);
    const id = await exerciseId(db, 'plank');
    expect(await rows(db, 'SELECT alias FROM exercise_aliases WHERE exercise_id = ?', id)).toEqual([{ alias: '널빤지' }]);
    await db.close();

    const { app } = await start(target, data);
    const parts = trpcData(await trpcQuery(app, 'catalogue.bodyParts'));
    expect(parts.map((p: { bodyPartId: number; key: string }) => [p.bodyPartId, p.key])).toEqual([
      ...CATALOGUE.bodyParts.map((p, i) => [i + 1, p.key]),
      [11, 'forearms'],
    ]);
    const legacy = (await api(app, 'GET', '/bodyParts/all')).json();
    expect(legacy.map((p: { bodyPartId: number }) => p.bodyPartId)).toEqual(legacy.map((_: unknown, i: number) => i + 1));
    const got = trpcData(await trpcQuery(app, 'catalogue.exercise', { id }));
    expect(got.bodyParts.map((p: { key: string; primary: boolean }) => [p.key, p.primary])).toEqual([
      ['abs', true],
      ['glutes', true],
      ['shoulders', false],
    ]);
    expect(got.aliases).toEqual(['널빤지']);
  });

  test('bad seed data is refused before anything is written', async () => {
    const { db } = await freshDb();
    const before = await dumpAll(db, [...CATALOGUE_TABLES, 'catalogue_meta']);
    const broken = [
      withExercises([...CATALOGUE.exercises, { ...CATALOGUE.exercises[0]!, key: 'zz', koreanName: '새것', machines: ['no_such_machine'] }]),
      withExercises([...CATALOGUE.exercises, { ...CATALOGUE.exercises[0]! }]),
      withExercises([...CATALOGUE.exercises, { ...CATALOGUE.exercises[0]!, key: 'zz', englishName: 'Zz' }]),
      withExercises([...CATALOGUE.exercises, { ...CATALOGUE.exercises[0]!, key: 'Bad Key', koreanName: '새것' }]),
      withExercises([...CATALOGUE.exercises, { ...CATALOGUE.exercises[0]!, key: 'zz', koreanName: '새것', primaryCount: 0 }]),
      { ...CATALOGUE, machines: [...CATALOGUE.machines, { ...NEW_MACHINE, bodyParts: ['tail' as never] }] },
    ];
    for (const data of broken) await expect(syncCatalogue(db, data)).rejects.toThrow(/^Catalogue: /);
    expect(await dumpAll(db, [...CATALOGUE_TABLES, 'catalogue_meta'])).toEqual(before);
  });
});

describe('a database seeded by the old positional seeding', () => {
  test('seedCatalogueIfEmpty (the benchmarks) seeds an empty database with positional ids like before, then leaves it alone', async () => {
    const db = openDatabase(await emptyTarget('empty'));
    cleanups.push(() => db.close());
    await migrateDatabase(db);
    expect(await seedCatalogueIfEmpty(db, CATALOGUE, '2026-01-02')).toEqual({ seeded: true });
    expect(await seedCatalogueIfEmpty(db)).toEqual({ seeded: false });
    expect(await rows(db, 'SELECT DISTINCT created_at FROM exercises')).toEqual([{ created_at: '2026-01-02' }]);
    expect(await rows(db, 'SELECT id, key FROM exercises ORDER BY id')).toEqual(CATALOGUE.exercises.map((e, i) => ({ id: i + 1, key: e.key })));
    expect(await rows(db, 'SELECT id, key FROM machines ORDER BY id')).toEqual(CATALOGUE.machines.map((m, i) => ({ id: i + 1, key: m.key })));
    expect(await rows(db, 'SELECT id, key FROM body_parts ORDER BY id')).toEqual(CATALOGUE.bodyParts.map((p, i) => ({ id: i + 1, key: p.key })));
  });
});

describe('what start-up and npm run seed print', () => {
  const run = (args: string[], env: Record<string, string>, until?: RegExp) =>
    new Promise<string>((resolveRun, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`timed out: ${out}`));
      }, 30_000);
      const onData = (chunk: Buffer) => {
        out += String(chunk);
        if (until?.test(out)) child.kill('SIGTERM');
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', () => {
        clearTimeout(timer);
        resolveRun(out);
      });
    });

  test('npm run seed prints what changed, then that it is up to date; the server prints the same line at start', async () => {
    const target = await emptyTarget('seed_script');
    // PostgreSQL: DATABASE_URL (this process's own is the run's maintenance database) and the secret it requires.
    const database: Record<string, string> =
      ACTIVE_DIALECT === 'postgres' ? { DATABASE_URL: target, AUTH_SECRET: 'seed-script-secret-seed-script-secret-0123' } : { DATABASE_PATH: target };
    const env = { ...database, LOG_LEVEL: 'warn', PORT: '0' };
    const first = await run(['scripts/seed.ts'], env);
    expect(first).toMatch(/^catalogue: seeded 10 body parts, 35 machines, 170 exercises \(version [0-9a-f]{12}\) \[/m);
    const second = await run(['scripts/seed.ts'], env);
    expect(second).toMatch(/^catalogue: up to date \(version [0-9a-f]{12}\)/m);
    const server = await run(['server/main.ts'], env, /catalogue: .*\n/);
    expect(server).toMatch(/^catalogue: up to date \(version [0-9a-f]{12}\)$/m);
  }, 60_000);
});
