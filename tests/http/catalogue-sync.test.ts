// The catalogue evolves without touching member data (ADR 005): real databases (SQLite files,
// or PostgreSQL databases in the server-pg project), the real app, the real seed data as v1 and an edited
// copy of it as v2.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { migrateDatabase, openDatabase } from '../../db/client';
import { ACTIVE_DIALECT } from '../../db/dialect';
import type { ExerciseSeed, MachineSeed } from '../../seed/catalogue/types';
import { seedCatalogueIfEmpty } from '../../seed/seed';
import { CATALOGUE, type CatalogueData, changeCount, formatSyncSummary, syncCatalogue } from '../../seed/sync';
import { api, type InputOf, type Member, signUpMember, trpcData, trpcError, trpcMutation, trpcQuery } from '../helpers/calls';
import {
  CATALOGUE_TABLES,
  cleanups,
  dumpAll,
  emptyTarget,
  exerciseId,
  freshDb,
  freshTarget,
  rows,
  runCleanups,
  start,
  tableRows,
  write,
} from '../helpers/catalogue-sync';
import { sqlRow } from '../helpers/test-db';

const ROOT = resolve(import.meta.dirname, '../..');
const MEMBER_TABLES = ['users', 'auth_sessions', 'body_data', 'routines', 'routine_items', 'recommendations'];

afterEach(runCleanups);

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

type Amounts = Pick<InputOf<'routines.addItem'>, 'weight' | 'rep' | 'setCount'>;
const add = (app: FastifyInstance, m: Member, routineIds: number[], exerciseId: number, amounts: Amounts = {}) =>
  trpcMutation(app, 'routines.addItem', { routineIds, exerciseId, ...amounts }, m.accessToken);
const createRoutine = async (app: FastifyInstance, m: Member, name: string) =>
  trpcData(await trpcMutation(app, 'routines.create', { name }, m.accessToken)).routineId;
const routineItems = async (app: FastifyInstance, m: Member, routineId: number) =>
  trpcData(await trpcQuery(app, 'routines.items', { routineId }, m.accessToken));
const searchIds = async (app: FastifyInstance, input: InputOf<'catalogue.search'>) => {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = trpcData(await trpcQuery(app, 'catalogue.search', { ...input, page }));
    ids.push(...res.items.map((i) => i.id));
    if (page >= res.pageCount) return { ids, total: res.total };
  }
};
/** A body part's id: the sync numbers them in the seed's order. */
const partIdOf = (name: string) => CATALOGUE.bodyParts.findIndex((p) => p.koreanName === name) + 1;
const REC_INPUT = { bodyPartIds: [partIdOf('가슴'), partIdOf('어깨')], machineIds: [] };

describe('upgrading a live database from catalogue v1 to v2', () => {
  test('member rows stay byte-identical; removed is retired (hidden, still readable, marked); renamed keeps its id; added gets a new id', async () => {
    const target = await freshTarget();
    const v1 = await start(target);
    expect(v1.summary.upToDate).toBe(true);
    const { app } = v1;

    // Two members, routines with amounts, recommendation history: all through the real app.
    const a = await signUpMember(app, { sex: 0, height: 178, weight: 80, bodyFat: 14, muscleMass: 38 });
    const b = await signUpMember(app, { sex: 1, height: 162, weight: 55, bodyFat: 16, muscleMass: 22 });
    const recA = trpcData(await trpcMutation(app, 'recommendation.create', REC_INPUT, a.accessToken));
    const recB = trpcData(await trpcMutation(app, 'recommendation.create', { bodyPartIds: [partIdOf('등')] }, b.accessToken));
    const removedId: number = recA.recommends[0]!.exerciseId;
    const renamedId: number = recA.recommends[1]!.exerciseId;
    const keyOf = async (id: number) => (await sqlRow<{ key: string }>(v1.db, 'SELECT key FROM exercises WHERE id = ?', [id]))!.key;
    const removedKey = await keyOf(removedId);
    const renamedKey = await keyOf(renamedId);
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

    const v1Max = (await sqlRow<{ id: number }>(v1.db, 'SELECT max(id) AS id FROM exercises'))!.id;
    const v1MachineMax = (await sqlRow<{ id: number }>(v1.db, 'SELECT max(id) AS id FROM machines'))!.id;
    const members = await dumpAll(v1.db, MEMBER_TABLES);
    const catalogueBefore = await dumpAll(v1.db, CATALOGUE_TABLES);
    expect(await rows(v1.db, 'SELECT * FROM routine_items')).toHaveLength(6);
    await v1.close();

    // Deploy v2 and restart.
    const v2Data = v2Of(CATALOGUE, removedKey, renamedKey);
    const v2 = await start(target, v2Data);
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
    expect(await dumpAll(v2.db, MEMBER_TABLES)).toEqual(members);

    // Catalogue rows: only the intended fields changed.
    const today = new Date().toISOString().slice(0, 10);
    const catalogueAfter = await dumpAll(v2.db, CATALOGUE_TABLES);
    const addedId = await exerciseId(v2.db, 'landmine_press');
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
    expect(await rows(v2.db, 'SELECT * FROM exercise_machines WHERE exercise_id = ?', addedId)).toEqual([
      { exercise_id: addedId, machine_id: v1MachineMax + 1, position: 1 },
    ]);

    // The removed exercise: gone from search (tRPC and the shim, page 1 and -1) and from recommendations.
    const t2 = v2.app;
    expect((await searchIds(t2, { keyword: removedName })).ids).not.toContain(removedId);
    const all = await searchIds(t2, {});
    expect(all.total).toBe(CATALOGUE.exercises.length);
    expect(all.ids).not.toContain(removedId);
    expect(all.ids).toContain(addedId);
    for (const part of recA.recommends[0]!.bodyPartNames) {
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
      body: { searchKeyword: '', bodyPartKoreanName: recA.recommends[0]!.bodyPartNames },
    });
    expect(shimParts.json().map((w: { id: number }) => w.id)).not.toContain(removedId);

    const again = trpcData(await trpcMutation(t2, 'recommendation.create', REC_INPUT, a.accessToken));
    expect(again.recommends.length).toBeGreaterThan(0);
    expect(again.recommends.map((r) => r.exerciseId)).not.toContain(removedId);
    expect(again.recommends.every((r) => r.retired === false)).toBe(true);

    // Still readable by id, on both transports.
    const legacyGet = await api(t2, 'GET', `/workouts/${removedId}`);
    expect([legacyGet.status, legacyGet.json().koreanName]).toEqual([200, removedName]);
    expect(legacyGet.json()).not.toHaveProperty('retired');
    expect(trpcData(await trpcQuery(t2, 'catalogue.exercise', { id: removedId }))).toMatchObject({ id: removedId, key: removedKey, retired: true });
    expect(trpcData(await trpcQuery(t2, 'catalogue.exercise', { id: renamedId }))).toMatchObject({ id: renamedId, koreanName: RENAMED_TO, retired: false });
    expect(trpcData(await trpcQuery(t2, 'catalogue.exercise', { id: addedId }))).toMatchObject({
      key: 'landmine_press',
      machineNames: ['랜드마인'],
      retired: false,
    });

    // The routines still hold it, marked, with their amounts; the legacy list has its old shape.
    expect((await routineItems(t2, a, ra)).map((w) => [w.exerciseId, w.exerciseName, w.weight, w.rep, w.setCount, w.retired])).toEqual([
      [removedId, removedName, 42.5, 10, 3, true],
      [renamedId, RENAMED_TO, 20, 12, 4, false],
      [otherId, CATALOGUE.exercises[otherId - 1]!.koreanName, null, null, null, false],
    ]);
    expect((await routineItems(t2, a, ra2)).map((w) => [w.exerciseId, w.retired])).toEqual([[removedId, true]]);
    const legacyList = await api(t2, 'GET', `/myfit/routines/workout/${rb}`, { token: b.accessToken });
    expect(legacyList.status).toBe(200);
    expect(legacyList.json().map((w: { workoutId: number; weight: string }) => [w.workoutId, w.weight])).toEqual([
      [otherId, '30'],
      [removedId, '30'],
    ]);
    for (const item of legacyList.json()) expect(item).not.toHaveProperty('retired');

    // History: annotated at read time on tRPC, the legacy shape unchanged, the stored snapshot untouched.
    const historyA = trpcData(await trpcQuery(t2, 'recommendation.get', { id: recA.recommendationId }, a.accessToken));
    expect(historyA.recommends.map((r) => [r.exerciseId, r.retired])).toEqual(recA.recommends.map((r) => [r.exerciseId, r.exerciseId === removedId]));
    const { retired: _ignored, ...firstAsStored } = historyA.recommends[0]!;
    expect(firstAsStored).toEqual((({ retired: _r, ...rest }) => rest)(recA.recommends[0]!));
    const listed = trpcData(await trpcQuery(t2, 'recommendation.list', { page: 1 }, a.accessToken));
    expect(listed.find((r) => r.recommendationId === recA.recommendationId)!.recommends[0]!.retired).toBe(true);
    const legacyHistory = await api(t2, 'GET', `/recommendation/workout/history/${recA.recommendationId}`, { token: a.accessToken });
    expect(legacyHistory.status).toBe(200);
    for (const item of legacyHistory.json().recommends) expect(item).not.toHaveProperty('retired');
    expect(trpcData(await trpcQuery(t2, 'recommendation.get', { id: recB.recommendationId }, b.accessToken)).recommendationId).toBe(recB.recommendationId);

    // Adding it again is refused like an unknown exercise, on both transports; nothing is written.
    const fresh = await createRoutine(t2, b, '새 루틴');
    const beforeAdds = await dumpAll(v2.db, ['routine_items']);
    const refused = await add(t2, b, [fresh], removedId, { weight: 10, rep: 10, setCount: 3 });
    expect([refused.status, trpcError(refused).data.appCode]).toEqual([404, 'EXERCISE_NOT_FOUND']);
    const refusedShim = await api(t2, 'POST', `/myfit/routines/workout/${fresh}`, { token: b.accessToken, body: { workoutIds: [addedId, removedId] } });
    expect([refusedShim.status, refusedShim.json().status]).toEqual([403, 'WORKOUT_NOT_FOUND_EXCEPTION']);
    expect(await dumpAll(v2.db, ['routine_items'])).toEqual(beforeAdds);
    expect((await add(t2, b, [fresh], addedId)).status).toBe(200);

    // The database itself refuses to delete a catalogue exercise a member's routine points at.
    // SQLite: "FOREIGN KEY constraint failed"; PostgreSQL: "… violates [RESTRICT setting of] foreign key constraint …".
    const foreignKeyFailure = /FOREIGN KEY constraint failed|violates (RESTRICT setting of )?foreign key constraint/;
    const linksBefore = await tableRows(v2.db, 'exercise_body_parts');
    await expect(write(v2.db, 'DELETE FROM exercises WHERE id = ?', removedId)).rejects.toThrow(foreignKeyFailure);
    await expect(write(v2.db, 'DELETE FROM exercises WHERE id = ?', otherId)).rejects.toThrow(foreignKeyFailure);
    expect(await tableRows(v2.db, 'exercise_body_parts')).toEqual(linksBefore);
    expect(await exerciseId(v2.db, removedKey)).toBe(removedId);

    // Syncing again (a second start, or a forced `npm run seed`) changes nothing.
    const membersNow = await dumpAll(v2.db, [...MEMBER_TABLES, ...CATALOGUE_TABLES, 'catalogue_meta']);
    const second = await syncCatalogue(v2.db, v2Data);
    expect(second.upToDate).toBe(true);
    expect(changeCount(second)).toBe(0);
    expect(formatSyncSummary(second)).toBe(`catalogue: up to date (version ${second.version.slice(0, 12)})`);
    const forced = await syncCatalogue(v2.db, v2Data, { force: true });
    expect([forced.upToDate, changeCount(forced)]).toEqual([false, 0]);
    expect(await dumpAll(v2.db, [...MEMBER_TABLES, ...CATALOGUE_TABLES, 'catalogue_meta'])).toEqual(membersNow);
    await v2.close();
    const third = await start(target, v2Data);
    expect(third.summary.upToDate).toBe(true);
  });

  test('a sync on a running app takes effect at once (the in-memory catalogue is rebuilt)', async () => {
    const { db, app, catalogue } = await start(await freshTarget());
    const removedKey = 'bench_press';
    const removedId = await exerciseId(db, removedKey);
    expect((await searchIds(app, { keyword: '벤치 프레스' })).ids).toContain(removedId);
    expect(trpcData(await trpcQuery(app, 'catalogue.machines', {})).map((m: { key: string }) => m.key)).not.toContain('landmine');

    await syncCatalogue(db, v2Of(CATALOGUE, removedKey, 'push_up'), { catalogue });
    expect((await searchIds(app, { keyword: '벤치 프레스' })).ids).not.toContain(removedId);
    expect((await searchIds(app, { keyword: '랜드마인' })).ids).toEqual([await exerciseId(db, 'landmine_press')]);
    expect(trpcData(await trpcQuery(app, 'catalogue.machines', {})).map((m: { key: string }) => m.key)).toContain('landmine');
    expect(trpcData(await trpcQuery(app, 'catalogue.exercise', { id: removedId })).retired).toBe(true);

    // Back to v1: the removed key is restored to its own row, the added entries are retired.
    const back = await syncCatalogue(db, CATALOGUE, { catalogue });
    expect(back.exercises).toEqual({ added: [], updated: ['push_up'], retired: ['landmine_press'], restored: [removedKey] });
    expect(back.machines).toEqual({ added: [], updated: [], retired: ['landmine'], restored: [] });
    expect(await exerciseId(db, removedKey)).toBe(removedId);
    expect((await searchIds(app, { keyword: '벤치 프레스' })).ids).toContain(removedId);
    expect(trpcData(await trpcQuery(app, 'catalogue.machines', {})).map((m: { key: string }) => m.key)).not.toContain('landmine');
    expect(trpcData(await trpcQuery(app, 'catalogue.exercise', { id: removedId })).retired).toBe(false);
  });
});

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
    expect(first).toMatch(/^catalogue: seeded 10 body parts, 29 machines, 155 exercises \(version [0-9a-f]{12}\) \[/m);
    const second = await run(['scripts/seed.ts'], env);
    expect(second).toMatch(/^catalogue: up to date \(version [0-9a-f]{12}\)/m);
    const server = await run(['server/main.ts'], env, /catalogue: .*\n/);
    expect(server).toMatch(/^catalogue: up to date \(version [0-9a-f]{12}\)$/m);
  }, 60_000);
});
