// The vocabulary migration (SQLite 0009, PostgreSQL 0004) on a database made by the migrations before it:
// my_workouts becomes routine_items and the workout_id columns become exercise_id, and a member's routine
// item, logged training exercise (with its set) and recommendation feedback are still there, read by the
// services under their new names; ids and the id counters carry over. Both dialects (server and server-pg).
import { afterEach, expect, test } from 'vitest';
import type { AuthedCtx } from '../server/context';
import { CatalogueStore } from '../server/features/catalogue/catalogue.store';
import { CATALOGUE } from '../server/features/catalogue/sync/sync';
import { loadHistory } from '../server/features/recommendation/history';
import { listRoutineItems } from '../server/features/routines/routine-items.service';
import { getLogged } from '../server/features/training/history/history.service';
import { testConfig } from '../tests/helpers/app';
import { databaseBefore, syncCatalogueOnOlderSchema } from '../tests/helpers/database-before';
import { sqlRow, sqlRows } from '../tests/helpers/test-db';
import { migrateDatabase } from './client';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/** An empty database of the active dialect, migrated up to (not including) the vocabulary migration. */
const databaseBeforeTheVocabularyMigration = () => databaseBefore({ sqlite: '0009_vocabulary', postgres: '0004_vocabulary' }, cleanups);

const HOUR = 3_600_000;
const STARTED = Date.UTC(2026, 10, 20, 10, 0, 0);

test('a routine item, a logged exercise and a feedback tap made under the old names are read under the new ones', async () => {
  const db = await databaseBeforeTheVocabularyMigration();
  // The catalogue tables are the same before and after: today's sync fills them.
  await syncCatalogueOnOlderSchema(db, CATALOGUE, { today: '2026-11-01' });
  const write = (query: string, params: unknown[] = []) => sqlRows(db, query, params);
  await write(
    `INSERT INTO users (login_email, email_key, user_name, birth_date, sex, password_hash, created_at) VALUES ('a@fitforme.kr', 'a@fitforme.kr', '가', NULL, 0, 'hash', 1)`,
  );
  const userId = (await sqlRow<{ id: number }>(db, 'SELECT id FROM users'))!.id;
  await write('INSERT INTO routines (user_id, name, routine_index, created_at) VALUES (?, ?, 1, 10)', [userId, '가슴']);
  const routineId = (await sqlRow<{ id: number }>(db, 'SELECT id FROM routines'))!.id;
  await write(
    `INSERT INTO my_workouts (routine_id, workout_id, my_workout_index, weight, rep, set_count, caution, created_at) VALUES
       (?, 1, 1, 42.5, 10, 3, '허리를 곧게', 20), (?, 2, 2, NULL, NULL, NULL, NULL, 21), (?, 3, 3, 10, 12, 2, NULL, 22)`,
    [routineId, routineId, routineId],
  );
  const deletedId = (await sqlRow<{ id: number }>(db, 'SELECT id FROM my_workouts WHERE my_workout_index = 3'))!.id;
  await write('DELETE FROM my_workouts WHERE id = ?', [deletedId]);
  await write(
    `INSERT INTO training_sessions (user_id, client_id, name, source, routine_id, recommendation_id, started_at, finished_at, notes, import_key, updated_at)
       VALUES (?, '11111111-1111-4111-8111-111111111111', '가슴', 'routine', ?, NULL, ?, ?, NULL, NULL, ?)`,
    [userId, routineId, STARTED, STARTED + HOUR, STARTED + HOUR],
  );
  const sessionId = (await sqlRow<{ id: number }>(db, 'SELECT id FROM training_sessions'))!.id;
  await write(
    `INSERT INTO training_exercises (session_id, client_id, position, workout_id, exercise_name, rest_seconds, skipped, notes)
       VALUES (?, '22222222-2222-4222-8222-222222222222', 1, 1, '바벨 벤치 프레스', NULL, false, NULL)`,
    [sessionId],
  );
  const trainingExerciseId = (await sqlRow<{ id: number }>(db, 'SELECT id FROM training_exercises'))!.id;
  await write(
    `INSERT INTO training_sets (exercise_id, client_id, position, planned_weight, planned_reps, planned_seconds, weight, reps, seconds, rpe, done, done_at)
       VALUES (?, '33333333-3333-4333-8333-333333333333', 1, 60, 10, NULL, 60, 10, NULL, NULL, true, ?)`,
    [trainingExerciseId, STARTED + HOUR / 2],
  );
  await write(
    `INSERT INTO recommendation_feedback (user_id, recommendation_id, workout_id, feedback, weight, reps, created_at) VALUES (?, 7, 2, 'heavy', 30, 10, ?)`,
    [userId, STARTED + 2 * HOUR],
  );
  const itemsBefore = await sqlRows(
    db,
    'SELECT id, routine_id, workout_id, my_workout_index, weight, rep, set_count, caution, created_at FROM my_workouts ORDER BY id',
  );

  await migrateDatabase(db);

  // The same rows under the new names, ids kept.
  expect(await sqlRows(db, 'SELECT id, routine_id, exercise_id, position, weight, rep, set_count, caution, created_at FROM routine_items ORDER BY id')).toEqual(
    itemsBefore.map(({ workout_id, my_workout_index, ...row }) => ({ ...row, exercise_id: workout_id, position: my_workout_index })),
  );
  expect(await sqlRows(db, 'SELECT id, exercise_id FROM training_exercises')).toEqual([{ id: trainingExerciseId, exercise_id: 1 }]);
  expect(await sqlRows(db, 'SELECT exercise_id, feedback FROM recommendation_feedback')).toEqual([{ exercise_id: 2, feedback: 'heavy' }]);
  const tables = db.sqlite
    ? await sqlRows<{ name: string }>(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('my_workouts', 'routine_items')")
    : await sqlRows<{ name: string }>(db, "SELECT table_name AS name FROM information_schema.tables WHERE table_name IN ('my_workouts', 'routine_items')");
  expect(tables).toEqual([{ name: 'routine_items' }]);
  // The id counter carried over: the deleted third item's id is not handed out again.
  await write('INSERT INTO routine_items (routine_id, exercise_id, position, created_at) VALUES (?, 4, 3, 30)', [routineId]);
  expect((await sqlRows<{ id: number }>(db, 'SELECT id FROM routine_items ORDER BY id')).map((r) => r.id)).toEqual([
    ...itemsBefore.map((r) => r.id),
    deletedId + 1,
  ]);

  // And the services read them.
  const config = testConfig();
  const ctx = {
    db,
    config,
    catalogue: await CatalogueStore.open(db),
    now: () => STARTED + 3 * HOUR,
    user: { userId, sessionId: 'migration-test' },
    ip: '127.0.0.1',
  } as unknown as AuthedCtx;
  expect((await listRoutineItems(ctx, { routineId })).map((i) => [i.position, i.exerciseId, i.weight, i.rep, i.setCount, i.caution])).toEqual([
    [1, 1, 42.5, 10, 3, '허리를 곧게'],
    [2, 2, null, null, null, null],
    [3, 4, null, null, null, null],
  ]);
  const logged = await getLogged(ctx, sessionId);
  expect(logged.exercises.map((e) => [e.exerciseId, e.exerciseName, e.sets.map((s) => [s.weight, s.reps, s.done])])).toEqual([
    [1, '바벨 벤치 프레스', [[60, 10, true]]],
  ]);
  const history = await loadHistory(db, userId);
  expect(history.get(1)?.sessions.map((s) => s.sets)).toEqual([[{ weightKg: 60, reps: 10, rpe: null }]]);
  expect(history.get(2)?.feedback).toMatchObject({ feedback: 'heavy', weightKg: 30, reps: 10 });
});
