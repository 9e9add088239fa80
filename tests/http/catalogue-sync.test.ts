// The catalogue evolves without touching member data (issue 8 §2, ADR 005): real SQLite files, the real
// app, the real seed data as v1 and an edited copy of it as v2.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { type Db, MIGRATIONS_DIR, migrateDatabase, openDatabase } from '../../db/client';
import type { ExerciseSeed, MachineSeed } from '../../seed/catalogue/types';
import { seedCatalogueIfEmpty } from '../../seed/seed';
import { CATALOGUE, type CatalogueData, type CatalogueSyncSummary, changeCount, formatSyncSummary, syncCatalogue } from '../../seed/sync';
import { buildApp } from '../../server/app';
import { createTestDb, testConfig } from '../helpers/app';
import { api, type Member, signUpMember, snapshot, trpcData, trpcError, trpcMutation, trpcQuery } from '../helpers/calls';

const ROOT = resolve(import.meta.dirname, '../..');
const MEMBER_TABLES = ['users', 'auth_sessions', 'body_data', 'routines', 'my_workouts', 'recommendations'];
const CATALOGUE_TABLES = ['body_parts', 'machines', 'exercises', 'machine_body_parts', 'exercise_body_parts', 'exercise_machines', 'exercise_aliases'];

type Running = { db: Db; app: FastifyInstance; summary: CatalogueSyncSummary; close: () => Promise<void> };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/** What `npm start` does, minus listening: open, migrate, sync the given catalogue, build the app. */
async function start(file: string, data: CatalogueData = CATALOGUE): Promise<Running> {
  const db = openDatabase(file);
  migrateDatabase(db);
  const summary = syncCatalogue(db, data);
  const app = await buildApp({ db, config: testConfig(), logStream: new Writable({ write: (_c, _e, cb) => cb() }) });
  await app.ready();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    db.$client.close();
  };
  cleanups.push(close);
  return { db, app, summary, close };
}

/** A fresh database file seeded with catalogue v1 (the real seed data), closed again. */
function freshFile(): string {
  const { db, dir, file } = createTestDb();
  db.$client.close();
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return file;
}

/** The same, left open (closed after the test unless the test closes it first). */
function freshDb(): { db: Db; file: string } {
  const file = freshFile();
  const db = openDatabase(file);
  cleanups.push(() => {
    if (db.$client.open) db.$client.close();
  });
  return { db, file };
}

const rows = (db: Db, sql: string, ...params: unknown[]) => db.$client.prepare(sql).all(...params) as Record<string, unknown>[];
const dumpAll = (db: Db, tables: string[]) => Object.fromEntries(tables.map((t) => [t, snapshot(db, t)]));
const exerciseId = (db: Db, key: string) => (db.$client.prepare('SELECT id FROM exercises WHERE key = ?').get(key) as { id: number }).id;

const NEW_MACHINE: MachineSeed = { key: 'landmine', koreanName: '랜드마인', englishName: 'landmine', bodyParts: ['shoulders'] };
const RENAMED_TO = '플랫 바벨 벤치 프레스 (개정)';

/** v2 = v1 with one exercise renamed, one removed, one added (on a new machine) and that machine added. */
function v2Of(v1: CatalogueData, removedKey: string, renamedKey: string): CatalogueData {
  const base = v1.exercises.find((e) => e.key === 'db_shoulder_press')!;
  const added: ExerciseSeed = {
    ...base,
    key: 'landmine_press',
    koreanName: '랜드마인 프레스',
    englishName: 'Landmine Press',
    machines: ['landmine'],
    aliases: ['랜마프'],
    popularity: 35,
  };
  return {
    bodyParts: v1.bodyParts,
    machines: [...v1.machines, NEW_MACHINE],
    exercises: [...v1.exercises.filter((e) => e.key !== removedKey).map((e) => (e.key === renamedKey ? { ...e, koreanName: RENAMED_TO } : e)), added],
  };
}

const add = (app: FastifyInstance, m: Member, routineIds: number[], workoutId: number, amounts: Record<string, unknown> = {}) =>
  trpcMutation(app, 'myfit.addWorkout', { routineIds, workoutId, ...amounts }, m.accessToken);
const createRoutine = async (app: FastifyInstance, m: Member, name: string) =>
  trpcData(await trpcMutation(app, 'myfit.createRoutine', { name }, m.accessToken)).routineId as number;
const routineWorkouts = async (app: FastifyInstance, m: Member, routineId: number) =>
  trpcData(await trpcQuery(app, 'myfit.routineWorkouts', { routineId }, m.accessToken)) as {
    workoutId: number;
    workoutName: string;
    weight: number | null;
    rep: number | null;
    setCount: number | null;
    retired: boolean;
  }[];
const searchIds = async (app: FastifyInstance, input: Record<string, unknown>) => {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = trpcData(await trpcQuery(app, 'search.workouts', { ...input, page }));
    ids.push(...res.items.map((i: { id: number }) => i.id));
    if (page >= res.pageCount) return { ids, total: res.total as number };
  }
};
const REC_INPUT = { bodyPartKoreanName: ['가슴', '어깨'], machineKoreanName: [] };

describe('upgrading a live database from catalogue v1 to v2', () => {
  test('member rows stay byte-identical; removed is retired (hidden, still readable, marked); renamed keeps its id; added gets a new id', async () => {
    const file = freshFile();
    const v1 = await start(file);
    expect(v1.summary.upToDate).toBe(true);
    const { app } = v1;

    // Two members, routines with amounts, recommendation history: all through the real app.
    const a = await signUpMember(app, { sex: 0, height: 178, weight: 80, bodyFat: 14, muscleMass: 38 });
    const b = await signUpMember(app, { sex: 1, height: 162, weight: 55, bodyFat: 16, muscleMass: 22 });
    const recA = trpcData(await trpcMutation(app, 'recommendation.create', REC_INPUT, a.accessToken));
    const recB = trpcData(await trpcMutation(app, 'recommendation.create', { bodyPartKoreanName: ['등'] }, b.accessToken));
    const removedId: number = recA.recommends[0].workoutId;
    const renamedId: number = recA.recommends[1].workoutId;
    const keyOf = (id: number) => (v1.db.$client.prepare('SELECT key FROM exercises WHERE id = ?').get(id) as { key: string }).key;
    const removedKey = keyOf(removedId);
    const renamedKey = keyOf(renamedId);
    const removedName = CATALOGUE.exercises.find((e) => e.key === removedKey)!.koreanName;
    const otherId = CATALOGUE.exercises.findIndex((e) => e.key === 'leg_press') + 1;

    const ra = await createRoutine(app, a, '가슴날');
    const ra2 = await createRoutine(app, a, '어깨날');
    expect((await add(app, a, [ra, ra2], removedId, { weight: 42.5, rep: 10, setCount: 3 })).status).toBe(200);
    expect((await add(app, a, [ra], renamedId, { weight: 20, rep: 12, setCount: 4 })).status).toBe(200);
    expect((await add(app, a, [ra], otherId)).status).toBe(200);
    const rb = await createRoutine(app, b, '전신');
    const legacyAdd = await api(app, 'POST', `/myfit/routines/workout/${rb}`, {
      token: b.accessToken,
      body: { workoutIds: [otherId, removedId], weight: '30', rep: '8', setCount: '5' },
    });
    expect(legacyAdd.status).toBe(200);

    const v1Max = (v1.db.$client.prepare('SELECT max(id) AS id FROM exercises').get() as { id: number }).id;
    const v1MachineMax = (v1.db.$client.prepare('SELECT max(id) AS id FROM machines').get() as { id: number }).id;
    const members = dumpAll(v1.db, MEMBER_TABLES);
    const catalogueBefore = Object.fromEntries(CATALOGUE_TABLES.map((t) => [t, rows(v1.db, `SELECT * FROM ${t} ORDER BY rowid`)]));
    expect(rows(v1.db, 'SELECT * FROM my_workouts')).toHaveLength(6);
    await v1.close();

    // Deploy v2 and restart.
    const v2Data = v2Of(CATALOGUE, removedKey, renamedKey);
    const v2 = await start(file, v2Data);
    expect(v2.summary).toMatchObject({
      upToDate: false,
      seeded: false,
      bodyParts: { added: [], updated: [], retired: [], restored: [] },
      machines: { added: ['landmine'], updated: [], retired: [], restored: [] },
      exercises: { added: ['landmine_press'], updated: [renamedKey], retired: [removedKey], restored: [] },
    });
    expect(formatSyncSummary(v2.summary)).toBe(
      `catalogue: 2 added (machine landmine, exercise landmine_press), 1 updated (exercise ${renamedKey}), ` +
        `1 retired (exercise ${removedKey}); version ${v2.summary.previousVersion!.slice(0, 12)} → ${v2.summary.version.slice(0, 12)}`,
    );
    expect(dumpAll(v2.db, MEMBER_TABLES)).toEqual(members);

    // Catalogue rows: only the intended fields changed.
    const today = new Date().toISOString().slice(0, 10);
    const catalogueAfter = Object.fromEntries(CATALOGUE_TABLES.map((t) => [t, rows(v2.db, `SELECT * FROM ${t} ORDER BY rowid`)]));
    const addedId = exerciseId(v2.db, 'landmine_press');
    const expectedExercises = catalogueBefore.exercises!.map((r) =>
      r.id === removedId ? { ...r, retired_at: today } : r.id === renamedId ? { ...r, korean_name: RENAMED_TO } : r,
    );
    expect(catalogueAfter.exercises!.filter((r) => r.id !== addedId)).toEqual(expectedExercises);
    expect(catalogueAfter.body_parts).toEqual(catalogueBefore.body_parts);
    expect(catalogueAfter.machines!.slice(0, -1)).toEqual(catalogueBefore.machines);
    expect(catalogueAfter.machines!.at(-1)).toMatchObject({ id: v1MachineMax + 1, key: 'landmine', retired_at: null });
    for (const t of ['machine_body_parts', 'exercise_body_parts', 'exercise_machines', 'exercise_aliases']) {
      const isNew = (r: Record<string, unknown>) => r.exercise_id === addedId || r.machine_id === v1MachineMax + 1;
      expect(
        catalogueAfter[t]!.filter((r) => !isNew(r)),
        t,
      ).toEqual(catalogueBefore[t]);
    }
    expect(addedId).toBe(v1Max + 1);
    expect(addedId).toBeGreaterThan(Math.max(...catalogueBefore.exercises!.map((r) => r.id as number)));
    expect(rows(v2.db, 'SELECT * FROM exercise_machines WHERE exercise_id = ?', addedId)).toEqual([
      { exercise_id: addedId, machine_id: v1MachineMax + 1, position: 1 },
    ]);

    // The removed exercise: gone from search (tRPC and the shim, page 1 and -1) and from recommendations.
    const t2 = v2.app;
    expect((await searchIds(t2, { keyword: removedName })).ids).not.toContain(removedId);
    const all = await searchIds(t2, {});
    expect(all.total).toBe(CATALOGUE.exercises.length);
    expect(all.ids).not.toContain(removedId);
    expect(all.ids).toContain(addedId);
    for (const part of recA.recommends[0].bodyPartKoreanName as string[]) {
      const partId = CATALOGUE.bodyParts.findIndex((p) => p.koreanName === part) + 1;
      expect((await searchIds(t2, { bodyPartId: partId })).ids).not.toContain(removedId);
    }
    const shimPage1 = await api(t2, 'POST', '/workouts/search/list/1', { body: { searchKeyword: removedName, bodyPartKoreanName: [] } });
    expect(shimPage1.status).toBe(200);
    expect(shimPage1.json().map((w: { id: number }) => w.id)).not.toContain(removedId);
    const shimAll = await api(t2, 'POST', '/workouts/search/list/-1', { body: { searchKeyword: '', bodyPartKoreanName: [] } });
    const shimIds = shimAll.json().map((w: { id: number }) => w.id);
    expect(shimIds).toHaveLength(CATALOGUE.exercises.length);
    expect(shimIds).not.toContain(removedId);
    expect(shimIds).toContain(addedId);
    const shimParts = await api(t2, 'POST', '/workouts/search/list/-1', {
      body: { searchKeyword: '', bodyPartKoreanName: recA.recommends[0].bodyPartKoreanName },
    });
    expect(shimParts.json().map((w: { id: number }) => w.id)).not.toContain(removedId);

    const again = trpcData(await trpcMutation(t2, 'recommendation.create', REC_INPUT, a.accessToken));
    expect(again.recommends.length).toBeGreaterThan(0);
    expect(again.recommends.map((r: { workoutId: number }) => r.workoutId)).not.toContain(removedId);
    expect(again.recommends.every((r: { retired: boolean }) => r.retired === false)).toBe(true);

    // Still readable by id, on both transports.
    const legacyGet = await api(t2, 'GET', `/workouts/${removedId}`);
    expect([legacyGet.status, legacyGet.json().koreanName]).toEqual([200, removedName]);
    expect(legacyGet.json()).not.toHaveProperty('retired');
    expect(trpcData(await trpcQuery(t2, 'workouts.get', { id: removedId }))).toMatchObject({ id: removedId, key: removedKey, retired: true });
    expect(trpcData(await trpcQuery(t2, 'workouts.get', { id: renamedId }))).toMatchObject({ id: renamedId, koreanName: RENAMED_TO, retired: false });
    expect(trpcData(await trpcQuery(t2, 'workouts.get', { id: addedId }))).toMatchObject({
      key: 'landmine_press',
      machineKoreanName: ['랜드마인'],
      retired: false,
    });

    // The routines still hold it, marked, with their amounts; the legacy list has its old shape.
    expect((await routineWorkouts(t2, a, ra)).map((w) => [w.workoutId, w.workoutName, w.weight, w.rep, w.setCount, w.retired])).toEqual([
      [removedId, removedName, 42.5, 10, 3, true],
      [renamedId, RENAMED_TO, 20, 12, 4, false],
      [otherId, CATALOGUE.exercises[otherId - 1]!.koreanName, null, null, null, false],
    ]);
    expect((await routineWorkouts(t2, a, ra2)).map((w) => [w.workoutId, w.retired])).toEqual([[removedId, true]]);
    const legacyList = await api(t2, 'GET', `/myfit/routines/workout/${rb}`, { token: b.accessToken });
    expect(legacyList.status).toBe(200);
    expect(legacyList.json().map((w: { workoutId: number; weight: string }) => [w.workoutId, w.weight])).toEqual([
      [otherId, '30'],
      [removedId, '30'],
    ]);
    for (const item of legacyList.json()) expect(item).not.toHaveProperty('retired');

    // History: annotated at read time on tRPC, the legacy shape unchanged, the stored snapshot untouched.
    const historyA = trpcData(await trpcQuery(t2, 'recommendation.get', { id: recA.recommendationId }, a.accessToken));
    expect(historyA.recommends.map((r: { workoutId: number; retired: boolean }) => [r.workoutId, r.retired])).toEqual(
      recA.recommends.map((r: { workoutId: number }) => [r.workoutId, r.workoutId === removedId]),
    );
    const { retired: _ignored, ...firstAsStored } = historyA.recommends[0];
    expect(firstAsStored).toEqual((({ retired: _r, ...rest }) => rest)(recA.recommends[0]));
    const listed = trpcData(await trpcQuery(t2, 'recommendation.list', { page: 1 }, a.accessToken));
    expect(listed.find((r: { recommendationId: number }) => r.recommendationId === recA.recommendationId).recommends[0].retired).toBe(true);
    const legacyHistory = await api(t2, 'GET', `/recommendation/workout/history/${recA.recommendationId}`, { token: a.accessToken });
    expect(legacyHistory.status).toBe(200);
    for (const item of legacyHistory.json().recommends) expect(item).not.toHaveProperty('retired');
    expect(trpcData(await trpcQuery(t2, 'recommendation.get', { id: recB.recommendationId }, b.accessToken)).recommendationId).toBe(recB.recommendationId);

    // Adding it again is refused like an unknown exercise, on both transports; nothing is written.
    const fresh = await createRoutine(t2, b, '새 루틴');
    const beforeAdds = dumpAll(v2.db, ['my_workouts']);
    const refused = await add(t2, b, [fresh], removedId, { weight: 10, rep: 10, setCount: 3 });
    expect([refused.status, trpcError(refused).data.appCode]).toEqual([404, 'WORKOUT_NOT_FOUND']);
    const refusedShim = await api(t2, 'POST', `/myfit/routines/workout/${fresh}`, { token: b.accessToken, body: { workoutIds: [addedId, removedId] } });
    expect([refusedShim.status, refusedShim.json().status]).toEqual([403, 'WORKOUT_NOT_FOUND_EXCEPTION']);
    expect(dumpAll(v2.db, ['my_workouts'])).toEqual(beforeAdds);
    expect((await add(t2, b, [fresh], addedId)).status).toBe(200);

    // The database itself refuses to delete a catalogue exercise a member's routine points at.
    const linksBefore = snapshot(v2.db, 'exercise_body_parts');
    expect(() => v2.db.$client.prepare('DELETE FROM exercises WHERE id = ?').run(removedId)).toThrow(/FOREIGN KEY constraint failed/);
    expect(() => v2.db.$client.prepare('DELETE FROM exercises WHERE id = ?').run(otherId)).toThrow(/FOREIGN KEY constraint failed/);
    expect(snapshot(v2.db, 'exercise_body_parts')).toBe(linksBefore);
    expect(exerciseId(v2.db, removedKey)).toBe(removedId);

    // Syncing again (a second start, or a forced `npm run seed`) changes nothing.
    const membersNow = dumpAll(v2.db, [...MEMBER_TABLES, ...CATALOGUE_TABLES, 'catalogue_meta']);
    const second = syncCatalogue(v2.db, v2Data);
    expect(second.upToDate).toBe(true);
    expect(changeCount(second)).toBe(0);
    expect(formatSyncSummary(second)).toBe(`catalogue: up to date (version ${second.version.slice(0, 12)})`);
    const forced = syncCatalogue(v2.db, v2Data, { force: true });
    expect([forced.upToDate, changeCount(forced)]).toEqual([false, 0]);
    expect(dumpAll(v2.db, [...MEMBER_TABLES, ...CATALOGUE_TABLES, 'catalogue_meta'])).toEqual(membersNow);
    await v2.close();
    const third = await start(file, v2Data);
    expect(third.summary.upToDate).toBe(true);
  });

  test('a sync on a running app takes effect at once (the in-memory catalogue is rebuilt)', async () => {
    const file = freshFile();
    const { db, app } = await start(file);
    const removedKey = 'bench_press';
    const removedId = exerciseId(db, removedKey);
    expect((await searchIds(app, { keyword: '벤치 프레스' })).ids).toContain(removedId);
    expect(trpcData(await trpcQuery(app, 'workouts.machines', {})).map((m: { key: string }) => m.key)).not.toContain('landmine');

    syncCatalogue(db, v2Of(CATALOGUE, removedKey, 'push_up'));
    expect((await searchIds(app, { keyword: '벤치 프레스' })).ids).not.toContain(removedId);
    expect((await searchIds(app, { keyword: '랜드마인' })).ids).toEqual([exerciseId(db, 'landmine_press')]);
    expect(trpcData(await trpcQuery(app, 'workouts.machines', {})).map((m: { key: string }) => m.key)).toContain('landmine');
    expect(trpcData(await trpcQuery(app, 'workouts.get', { id: removedId })).retired).toBe(true);

    // Back to v1: the removed key is restored to its own row, the added entries are retired.
    const back = syncCatalogue(db, CATALOGUE);
    expect(back.exercises).toEqual({ added: [], updated: ['push_up'], retired: ['landmine_press'], restored: [removedKey] });
    expect(back.machines).toEqual({ added: [], updated: [], retired: ['landmine'], restored: [] });
    expect(exerciseId(db, removedKey)).toBe(removedId);
    expect((await searchIds(app, { keyword: '벤치 프레스' })).ids).toContain(removedId);
    expect(trpcData(await trpcQuery(app, 'workouts.machines', {})).map((m: { key: string }) => m.key)).not.toContain('landmine');
    expect(trpcData(await trpcQuery(app, 'workouts.get', { id: removedId })).retired).toBe(false);
  });
});

describe('sync rules', () => {
  const withExercises = (exercises: ExerciseSeed[], extra: Partial<CatalogueData> = {}): CatalogueData => ({ ...CATALOGUE, exercises, ...extra });

  test('an id is never handed out twice, even after its retired row is gone', async () => {
    const { db } = freshDb();
    const base = CATALOGUE.exercises[0]!;
    const one = { ...base, key: 'zz_one', koreanName: '새 운동 하나', englishName: 'New One' };
    const two = { ...base, key: 'zz_two', koreanName: '새 운동 둘', englishName: 'New Two' };
    syncCatalogue(db, withExercises([...CATALOGUE.exercises, one]));
    const oneId = exerciseId(db, 'zz_one');
    expect(oneId).toBe(CATALOGUE.exercises.length + 1);
    syncCatalogue(db, CATALOGUE);
    // Nothing references the retired row, so an operator could delete it by hand; the id stays used.
    db.$client.prepare('DELETE FROM exercises WHERE id = ?').run(oneId);
    syncCatalogue(db, withExercises([...CATALOGUE.exercises, two]));
    expect(exerciseId(db, 'zz_two')).toBe(oneId + 1);
  });

  test('two exercises may swap Korean names, and a new entry may take a retired one’s name, in one sync', async () => {
    const { db } = freshDb();
    const [first, second, third] = CATALOGUE.exercises as [ExerciseSeed, ExerciseSeed, ExerciseSeed, ...ExerciseSeed[]];
    const ids = [first, second, third].map((e) => exerciseId(db, e.key));
    const newcomer = { ...third, key: 'zz_newcomer', englishName: 'Newcomer' };
    const data = withExercises([
      { ...first, koreanName: second.koreanName },
      { ...second, koreanName: first.koreanName },
      ...CATALOGUE.exercises.slice(3),
      newcomer,
    ]);
    const s = syncCatalogue(db, data);
    expect(s.exercises).toEqual({ added: ['zz_newcomer'], updated: [first.key, second.key], retired: [third.key], restored: [] });
    expect(rows(db, 'SELECT id, korean_name, retired_at IS NOT NULL AS retired FROM exercises WHERE id IN (?, ?, ?) ORDER BY id', ...ids)).toEqual([
      { id: ids[0], korean_name: second.koreanName, retired: 0 },
      { id: ids[1], korean_name: first.koreanName, retired: 0 },
      { id: ids[2], korean_name: third.koreanName, retired: 1 },
    ]);
    expect(rows(db, 'SELECT korean_name FROM exercises WHERE key = ?', 'zz_newcomer')).toEqual([{ korean_name: third.koreanName }]);
  });

  test('links and aliases are updated; a new body part gets the next id and is listed last', async () => {
    const { db, file } = freshDb();
    const plank = CATALOGUE.exercises.find((e) => e.key === 'plank')!;
    expect([plank.bodyParts, plank.primaryCount]).toEqual([['abs', 'shoulders', 'glutes'], 1]);
    const changed: ExerciseSeed = { ...plank, bodyParts: ['abs', 'glutes', 'shoulders'], primaryCount: 2, aliases: ['널빤지'] };
    const forearms = { key: 'forearms', koreanName: '전완', englishName: 'forearms' } as unknown as CatalogueData['bodyParts'][number];
    const data: CatalogueData = {
      bodyParts: [forearms, ...CATALOGUE.bodyParts], // first in the file, but display order is id order
      machines: CATALOGUE.machines,
      exercises: CATALOGUE.exercises.map((e) => (e.key === 'plank' ? changed : e)),
    };
    const s = syncCatalogue(db, data);
    expect([s.bodyParts.added, s.exercises.updated, changeCount(s)]).toEqual([['forearms'], ['plank'], 2]);
    const id = exerciseId(db, 'plank');
    expect(rows(db, 'SELECT alias FROM exercise_aliases WHERE exercise_id = ?', id)).toEqual([{ alias: '널빤지' }]);
    db.$client.close();

    const { app } = await start(file, data);
    const parts = trpcData(await trpcQuery(app, 'workouts.bodyParts'));
    expect(parts.map((p: { bodyPartId: number; key: string }) => [p.bodyPartId, p.key])).toEqual([
      ...CATALOGUE.bodyParts.map((p, i) => [i + 1, p.key]),
      [11, 'forearms'],
    ]);
    const legacy = (await api(app, 'GET', '/bodyParts/all')).json();
    expect(legacy.map((p: { bodyPartId: number }) => p.bodyPartId)).toEqual(legacy.map((_: unknown, i: number) => i + 1));
    const got = trpcData(await trpcQuery(app, 'workouts.get', { id }));
    expect(got.bodyParts.map((p: { key: string; primary: boolean }) => [p.key, p.primary])).toEqual([
      ['abs', true],
      ['glutes', true],
      ['shoulders', false],
    ]);
    expect(got.aliases).toEqual(['널빤지']);
  });

  test('bad seed data is refused before anything is written', () => {
    const { db } = freshDb();
    const before = dumpAll(db, [...CATALOGUE_TABLES, 'catalogue_meta']);
    const broken = [
      withExercises([...CATALOGUE.exercises, { ...CATALOGUE.exercises[0]!, key: 'zz', koreanName: '새것', machines: ['no_such_machine'] }]),
      withExercises([...CATALOGUE.exercises, { ...CATALOGUE.exercises[0]! }]),
      withExercises([...CATALOGUE.exercises, { ...CATALOGUE.exercises[0]!, key: 'zz', englishName: 'Zz' }]),
      withExercises([...CATALOGUE.exercises, { ...CATALOGUE.exercises[0]!, key: 'Bad Key', koreanName: '새것' }]),
      withExercises([...CATALOGUE.exercises, { ...CATALOGUE.exercises[0]!, key: 'zz', koreanName: '새것', primaryCount: 0 }]),
      { ...CATALOGUE, machines: [...CATALOGUE.machines, { ...NEW_MACHINE, bodyParts: ['tail' as never] }] },
    ];
    for (const data of broken) expect(() => syncCatalogue(db, data)).toThrow(/^Catalogue: /);
    expect(dumpAll(db, [...CATALOGUE_TABLES, 'catalogue_meta'])).toEqual(before);
  });
});

describe('a database seeded by the old positional seeding', () => {
  /** The migrations as they were before this change (0000–0003), in a folder of their own. */
  function oldMigrations(): string {
    const dir = mkdtempSync(join(tmpdir(), 'fitforme-old-migrations-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const journalFile = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => /^000[0-3]_/.test(e.tag));
    writeFileSync(journalFile, JSON.stringify(journal));
    return dir;
  }

  /** The seeding this change replaced: ids = 1-based positions in the seed files, one createdAt. */
  function positionalSeed(db: Db, data: CatalogueData, createdAt: string): void {
    const c = db.$client;
    const partId = new Map(data.bodyParts.map((p, i) => [p.key as string, i + 1]));
    const machineId = new Map(data.machines.map((m, i) => [m.key, i + 1]));
    c.transaction(() => {
      for (const [i, p] of data.bodyParts.entries()) c.prepare('INSERT INTO body_parts VALUES (?, ?, ?, ?)').run(i + 1, p.key, p.koreanName, p.englishName);
      data.machines.forEach((m, i) => {
        c.prepare('INSERT INTO machines VALUES (?, ?, ?, ?)').run(i + 1, m.key, m.koreanName, m.englishName);
        for (const p of m.bodyParts) c.prepare('INSERT INTO machine_body_parts VALUES (?, ?)').run(i + 1, partId.get(p));
      });
      data.exercises.forEach((e, i) => {
        const id = i + 1;
        c.prepare('INSERT INTO exercises VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
          id,
          e.key,
          e.koreanName,
          e.englishName,
          e.description,
          e.caution,
          e.level,
          e.compound ? 1 : 0,
          e.pattern,
          e.load,
          e.ratios === null ? null : JSON.stringify(e.ratios),
          e.popularity,
          e.videoLink,
          createdAt,
        );
        for (const [pos, p] of e.bodyParts.entries()) {
          c.prepare('INSERT INTO exercise_body_parts VALUES (?, ?, ?, ?)').run(id, partId.get(p), pos + 1, pos < e.primaryCount ? 1 : 0);
        }
        for (const [pos, m] of e.machines.entries()) c.prepare('INSERT INTO exercise_machines VALUES (?, ?, ?)').run(id, machineId.get(m), pos + 1);
        for (const alias of new Set(e.aliases)) c.prepare('INSERT INTO exercise_aliases VALUES (?, ?)').run(id, alias);
      });
    })();
  }

  test('migration 0004 keeps every my_workouts row, id and the id counter, with foreign keys on; the sync keeps every id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fitforme-old-db-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'old.db');
    const db = openDatabase(file);
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    migrate(db, { migrationsFolder: oldMigrations() });
    positionalSeed(db, CATALOGUE, '2026-11-01');
    const c = db.$client;
    c.exec(`
      INSERT INTO users (login_email, email_key, user_name, birth_date, sex, password_hash, created_at) VALUES
        ('a@fitforme.kr', 'a@fitforme.kr', '가', '1990-01-01', 0, 'hash-a', 1), ('b@fitforme.kr', 'b@fitforme.kr', '나', NULL, 1, 'hash-b', 2);
      INSERT INTO routines (user_id, name, routine_index, created_at) VALUES (1, '가슴', 1, 10), (1, '등', 2, 11), (2, '하체', 1, 12);
      INSERT INTO my_workouts (routine_id, workout_id, my_workout_index, weight, rep, set_count, caution, created_at) VALUES
        (1, 1, 1, 42.5, 10, 3, '허리를 곧게', 20), (1, 154, 2, NULL, NULL, NULL, NULL, 21), (2, 30, 1, 0, 0, 0, '', 22),
        (3, 100, 1, 999.99, 99, 99, '주의', 23), (3, 101, 2, 1.25, 1, 1, NULL, 24), (3, 102, 3, 5, 5, 5, NULL, 25);
      DELETE FROM my_workouts WHERE id = 6;
    `);
    const members = dumpAll(db, ['users', 'routines', 'my_workouts']);
    const sequence = rows(db, 'SELECT * FROM sqlite_sequence ORDER BY name');
    const catalogue = Object.fromEntries(CATALOGUE_TABLES.map((t) => [t, rows(db, `SELECT * FROM ${t} ORDER BY rowid`)]));

    migrateDatabase(db);
    expect(dumpAll(db, ['users', 'routines', 'my_workouts'])).toEqual(members);
    expect(rows(db, 'SELECT * FROM sqlite_sequence ORDER BY name')).toEqual(sequence);
    expect(rows(db, 'SELECT "table", "from", on_delete FROM pragma_foreign_key_list(\'my_workouts\') ORDER BY "from"')).toEqual([
      { table: 'routines', from: 'routine_id', on_delete: 'CASCADE' },
      { table: 'exercises', from: 'workout_id', on_delete: 'RESTRICT' },
    ]);
    expect(rows(db, "SELECT name FROM sqlite_master WHERE tbl_name = 'my_workouts' AND type = 'index' AND sql IS NOT NULL ORDER BY name")).toEqual([
      { name: 'my_workouts_routine_index_unique' },
      { name: 'my_workouts_routine_workout_unique' },
    ]);
    expect(c.pragma('foreign_key_check')).toEqual([]);
    expect(c.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(() => c.prepare('INSERT INTO my_workouts (routine_id, workout_id, my_workout_index, weight, created_at) VALUES (2, 5, 2, 1000, 1)').run()).toThrow(
      /CHECK/,
    );
    expect(c.prepare('INSERT INTO my_workouts (routine_id, workout_id, my_workout_index, created_at) VALUES (2, 5, 2, 1)').run().lastInsertRowid).toBe(7);
    c.prepare('DELETE FROM my_workouts WHERE id = 7').run();

    const summary = syncCatalogue(db, CATALOGUE);
    expect(summary).toMatchObject({ upToDate: false, seeded: false, previousVersion: null });
    expect(changeCount(summary)).toBe(0);
    expect(formatSyncSummary(summary)).toBe(`catalogue: up to date, version ${summary.version.slice(0, 12)} recorded (was none)`);
    for (const t of CATALOGUE_TABLES) {
      const now = rows(db, `SELECT * FROM ${t} ORDER BY rowid`);
      expect(
        now.map(({ retired_at, ...rest }) => rest),
        t,
      ).toEqual(catalogue[t]);
      expect(
        now.every((r) => r.retired_at === undefined || r.retired_at === null),
        t,
      ).toBe(true);
    }
    expect(CATALOGUE.exercises.map((e) => exerciseId(db, e.key))).toEqual(CATALOGUE.exercises.map((_, i) => i + 1));
    expect(dumpAll(db, ['users', 'routines', 'my_workouts'])).toEqual(members);
    expect(syncCatalogue(db, CATALOGUE).upToDate).toBe(true);
    db.$client.close();

    // And the server starts on it, showing the member's routine as it was.
    const { app } = await start(file);
    const legacyBodyParts = (await api(app, 'GET', '/bodyParts/all')).json();
    expect(legacyBodyParts.map((p: { koreanName: string }) => p.koreanName)).toEqual(CATALOGUE.bodyParts.map((p) => p.koreanName));
  });

  test('seedCatalogueIfEmpty (the benchmarks) seeds an empty database with positional ids like before, then leaves it alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fitforme-empty-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const db = openDatabase(join(dir, 'empty.db'));
    cleanups.push(() => {
      db.$client.close();
    });
    migrateDatabase(db);
    expect(seedCatalogueIfEmpty(db, CATALOGUE, '2026-01-02')).toEqual({ seeded: true });
    expect(seedCatalogueIfEmpty(db)).toEqual({ seeded: false });
    expect(rows(db, 'SELECT DISTINCT created_at FROM exercises')).toEqual([{ created_at: '2026-01-02' }]);
    expect(rows(db, 'SELECT id, key FROM exercises ORDER BY id')).toEqual(CATALOGUE.exercises.map((e, i) => ({ id: i + 1, key: e.key })));
    expect(rows(db, 'SELECT id, key FROM machines ORDER BY id')).toEqual(CATALOGUE.machines.map((m, i) => ({ id: i + 1, key: m.key })));
    expect(rows(db, 'SELECT id, key FROM body_parts ORDER BY id')).toEqual(CATALOGUE.bodyParts.map((p, i) => ({ id: i + 1, key: p.key })));
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
    const dir = mkdtempSync(join(tmpdir(), 'fitforme-seed-script-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const env = { DATABASE_PATH: join(dir, 'app.db'), LOG_LEVEL: 'warn', PORT: '0' };
    const first = await run(['scripts/seed.ts'], env);
    expect(first).toMatch(/^catalogue: seeded 10 body parts, 29 machines, 154 exercises \(version [0-9a-f]{12}\) \[/m);
    const second = await run(['scripts/seed.ts'], env);
    expect(second).toMatch(/^catalogue: up to date \(version [0-9a-f]{12}\)/m);
    const server = await run(['server/main.ts'], env, /catalogue: .*\n/);
    expect(server).toMatch(/^catalogue: up to date \(version [0-9a-f]{12}\)$/m);
  }, 60_000);
});
