// Upgrading a live database from catalogue v1 to v2 (ADR 005): the real seed data as v1 and an edited copy
// of it as v2 (one exercise renamed, one removed, one added on a new machine), on real databases (SQLite
// files, or PostgreSQL databases in the server-pg project) through the real app. Member rows stay
// byte-identical; the removed exercise is retired (hidden, still readable, marked) everywhere it appears.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { api, type InputOf, type Member, signUpMember, trpcData, trpcError, trpcMutation, trpcQuery } from '../../../../tests/helpers/calls';
import {
  CATALOGUE_TABLES,
  dumpAll,
  exerciseId,
  freshTarget,
  RENAMED_TO,
  rows,
  runCleanups,
  start,
  tableRows,
  v2Of,
  write,
} from '../../../../tests/helpers/catalogue-sync';
import { sqlRow } from '../../../../tests/helpers/test-db';
import { CATALOGUE, changeCount, formatSyncSummary, syncCatalogue } from './sync';

afterEach(runCleanups);

const MEMBER_TABLES = ['users', 'auth_sessions', 'body_data', 'routines', 'routine_items', 'recommendations'];

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
