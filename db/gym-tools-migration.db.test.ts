// The gym-tools migration (SQLite 0011, PostgreSQL 0006; docs/decisions/020-gym-floor-tools.md) on a database made
// by the migrations before it: SQLite rebuilds training_sets for its new checks, so a member's logged sets must
// come through with their ids, values and order, as work sets, and the id counter must not hand out a deleted
// set's id again; routine items, exercises and preferences gain empty columns. Both dialects.
import { afterEach, expect, test } from 'vitest';
import { CATALOGUE } from '../server/features/catalogue/sync/sync';
import { databaseBefore, syncCatalogueOnOlderSchema } from '../tests/helpers/database-before';
import { sqlRow, sqlRows } from '../tests/helpers/test-db';
import { migrateDatabase } from './client';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const STARTED = Date.UTC(2026, 10, 20, 10, 0, 0);

test('logged sets keep their ids, values and order as work sets; new columns start empty; refused values stay refused', async () => {
  const db = await databaseBefore({ sqlite: '0011_gym_tools', postgres: '0006_gym_tools' }, cleanups);
  await syncCatalogueOnOlderSchema(db, CATALOGUE, { today: '2026-11-01' });
  const write = (query: string, params: unknown[] = []) => sqlRows(db, query, params);
  await write(
    `INSERT INTO users (login_email, email_key, user_name, birth_date, sex, password_hash, created_at) VALUES ('a@fitforme.kr', 'a@fitforme.kr', '가', NULL, 0, 'hash', 1)`,
  );
  const userId = (await sqlRow<{ id: number }>(db, 'SELECT id FROM users'))!.id;
  await write(`INSERT INTO member_preferences (user_id, goal, experience, gym_machines, updated_at) VALUES (?, 'strength', NULL, NULL, 1)`, [userId]);
  await write('INSERT INTO routines (user_id, name, routine_index, created_at) VALUES (?, ?, 1, 10)', [userId, '가슴']);
  const routineId = (await sqlRow<{ id: number }>(db, 'SELECT id FROM routines'))!.id;
  await write(
    'INSERT INTO routine_items (routine_id, exercise_id, position, weight, rep, set_count, caution, created_at) VALUES (?, 1, 1, 60, 10, 3, NULL, 20)',
    [routineId],
  );
  await write(
    `INSERT INTO training_sessions (user_id, client_id, name, source, routine_id, recommendation_id, started_at, finished_at, notes, import_key, updated_at)
       VALUES (?, '11111111-1111-4111-8111-111111111111', '가슴', 'routine', ?, NULL, ?, ?, NULL, NULL, ?)`,
    [userId, routineId, STARTED, STARTED + 3_600_000, STARTED + 3_600_000],
  );
  const sessionId = (await sqlRow<{ id: number }>(db, 'SELECT id FROM training_sessions'))!.id;
  await write(
    `INSERT INTO training_exercises (session_id, client_id, position, exercise_id, exercise_name, rest_seconds, skipped, notes)
       VALUES (?, '22222222-2222-4222-8222-222222222222', 1, 1, '바벨 벤치 프레스', NULL, false, '좋음')`,
    [sessionId],
  );
  const exerciseId = (await sqlRow<{ id: number }>(db, 'SELECT id FROM training_exercises'))!.id;
  for (const [n, weight, reps, rpe, done] of [
    [1, 60, 10, null, true],
    [2, 62.5, 8, 8.5, true],
    [3, 65, null, null, false],
  ] as const) {
    await write(
      `INSERT INTO training_sets (exercise_id, client_id, position, planned_weight, planned_reps, planned_seconds, weight, reps, seconds, rpe, done, done_at)
         VALUES (?, ?, ?, 60, 10, NULL, ?, ?, NULL, ?, ?, ?)`,
      // A boolean as each driver binds it (SQLite stores 0/1).
      [exerciseId, `33333333-3333-4333-8333-33333333333${n}`, n, weight, reps, rpe, db.sqlite ? Number(done) : done, done ? STARTED + n * 60_000 : null],
    );
  }
  // The newest set is deleted: its id must not come back.
  const lastId = (await sqlRow<{ id: number }>(db, 'SELECT max(id) AS id FROM training_sets'))!.id;
  await write('DELETE FROM training_sets WHERE id = ?', [lastId]);
  const setsBefore = await sqlRows(db, 'SELECT id, exercise_id, client_id, position, weight, reps, rpe, done, done_at FROM training_sets ORDER BY id');
  expect(setsBefore).toHaveLength(2);

  await migrateDatabase(db);

  expect(await sqlRows(db, 'SELECT id, exercise_id, client_id, position, weight, reps, rpe, done, done_at FROM training_sets ORDER BY id')).toEqual(setsBefore);
  expect(await sqlRows(db, 'SELECT kind, note, distance_m, level FROM training_sets ORDER BY id')).toEqual([
    { kind: 'work', note: null, distance_m: null, level: null },
    { kind: 'work', note: null, distance_m: null, level: null },
  ]);
  expect(await sqlRows(db, 'SELECT notes, superset_group, total_seconds, total_distance_m FROM training_exercises')).toEqual([
    { notes: '좋음', superset_group: null, total_seconds: null, total_distance_m: null },
  ]);
  expect(await sqlRows(db, 'SELECT weight, rep, set_count, set_targets, superset_group FROM routine_items')).toEqual([
    { weight: 60, rep: 10, set_count: 3, set_targets: null, superset_group: null },
  ]);
  expect(await sqlRows(db, 'SELECT goal, bar_kg, plates, warmup_steps FROM member_preferences')).toEqual([
    { goal: 'strength', bar_kg: null, plates: null, warmup_steps: null },
  ]);

  // The id counter carried over the rebuild: the deleted set's id is not handed out again.
  await write(
    `INSERT INTO training_sets (exercise_id, client_id, position, weight, reps, done, kind) VALUES (?, '44444444-4444-4444-8444-444444444444', 3, 20, 10, false, 'warmup')`,
    [exerciseId],
  );
  expect((await sqlRow<{ id: number }>(db, `SELECT id FROM training_sets WHERE kind = 'warmup'`))!.id).toBe(lastId + 1);
  // The foreign key still cascades from the exercise, and the new checks hold on both dialects.
  for (const bad of [`kind = 'heavy'`, 'distance_m = -1', 'distance_m = 100001', 'level = 31']) {
    await expect(write(`UPDATE training_sets SET ${bad} WHERE id = ?`, [setsBefore[0]!.id])).rejects.toThrow(/check|constraint/i);
  }
  await write('DELETE FROM training_exercises WHERE id = ?', [exerciseId]);
  expect(await sqlRows(db, 'SELECT id FROM training_sets')).toEqual([]);
});
