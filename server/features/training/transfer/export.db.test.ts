// Exporting a member's sessions through the real app (tRPC `training.transfer.export`): Strong's columns and
// our JSON, imported back identically, counted in progress like logged sessions, and a 5-year, 50,000-row
// file in the chunks the web client sends.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app';
import { type Member, signUpMember, trpcData, trpcQuery } from '../../../../tests/helpers/calls';
import { generateStrongFile } from '../../../../tests/helpers/strong-file';
import { sqlRows } from '../../../../tests/helpers/test-db';
import { HEVY, STRONG, transferCalls } from '../../../../tests/helpers/training-transfer';
import { splitCsvForImport } from './import-chunks.shared';
import type { ImportResult, TrainingExport } from './transfer.shared';

let t: TestApp;
let a: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
});
afterEach(async () => t.close());
const { commit, exported, id, importFile, koreanName, storedWorkouts, userIdOf } = transferCalls(() => t);

describe('export', () => {
  test("CSV in Strong's columns: Korean wall-clock dates, Strong's durations, kg, empty cells for null, quoted notes", async () => {
    await commit(a, STRONG);
    const file = await exported(a, 'csv');
    expect(file.filename).toMatch(/^fitforme-training-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const lines = file.body.trimEnd().split('\n');
    expect(lines[0]).toBe('Workout #,Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE');
    expect(lines).toHaveLength(1 + 19);
    const bench = koreanName('bench_press');
    const plank = koreanName('plank');
    expect(lines.slice(1, 4)).toEqual([
      `1,2024-03-04 19:05:12,Push Day,1h 5m,${bench},1,60,8,,,"Grip: narrow, elbows in","Felt ""strong"", good pump",`,
      `1,2024-03-04 19:05:12,Push Day,1h 5m,${bench},2,62.5,6,,,"Grip: narrow, elbows in","Felt ""strong"", good pump",`,
      `1,2024-03-04 19:05:12,Push Day,1h 5m,${bench},3,62.5,5,,,"Grip: narrow, elbows in","Felt ""strong"", good pump",8.5`,
    ]);
    expect(lines).toContain(`2,2024-03-06 07:30:00,Pull Day,45m,${plank},1,0,,,60,,Early session before work,`);
    expect(lines.at(-1)).toBe(`3,2024-03-08 18:00:00,Leg Day,1h,${koreanName('leg_press')},2,140,8,,,,,`);
  });

  test('JSON: the finished workouts with their exercises and sets, times on Korea’s clock', async () => {
    await commit(a, HEVY);
    const file = await exported(a, 'json');
    expect(file.filename).toMatch(/^fitforme-training-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.contentType).toBe('application/json; charset=utf-8');
    const doc = JSON.parse(file.body) as TrainingExport;
    expect(doc).toMatchObject({ format: 'fitforme-training', version: 1, timeZone: 'Asia/Seoul' });
    expect(doc.sessions).toHaveLength(3);
    expect(doc.sessions[0]).toMatchObject({
      name: 'Upper A',
      source: 'import',
      date: '2023-11-26',
      startedAt: '2023-11-26T18:03:00+09:00',
      finishedAt: '2023-11-26T19:10:00+09:00',
      durationSeconds: 67 * 60,
      notes: 'Good session, "new PR" on bench',
    });
    expect(doc.sessions[0]!.exercises[2]).toEqual({
      position: 3,
      exerciseId: id('plank'),
      exerciseName: koreanName('plank'),
      englishName: 'Plank',
      restSeconds: null,
      skipped: false,
      notes: null,
      supersetGroup: null,
      sets: [
        { position: 1, kind: 'work', weight: null, reps: null, seconds: 60, distanceM: null, level: null, rpe: null, note: null, done: true },
        { position: 2, kind: 'work', weight: null, reps: null, seconds: 45, distanceM: null, level: null, rpe: null, note: null, done: true },
      ],
    });
  });

  test('round trip: the CSV export imported into another account gives identical workouts (and the same export)', async () => {
    await commit(a, STRONG);
    await commit(a, HEVY);
    const csv = (await exported(a, 'csv')).body;
    const b = await signUpMember(t.app);
    const result = await importFile(b, csv);
    // Our export names exercises as logged (Korean): each maps back to the same exercise.
    for (const n of result.names) expect(n.koreanName).toBe(n.name);
    expect(result).toMatchObject({ added: 6, skippedDuplicates: 0, skippedSets: 0 });
    const mine = await storedWorkouts(a);
    expect(mine).toHaveLength(6);
    expect(await storedWorkouts(b)).toEqual(mine);
    expect((await exported(b, 'csv')).body).toBe(csv);
    // And once more into the same account: nothing new.
    expect(await importFile(b, csv)).toMatchObject({ added: 0, skippedDuplicates: 6 });
  });
  test('imported workouts count in progress like logged ones: their per-exercise summaries are written with them', async () => {
    await commit(a, STRONG);
    expect(await sqlRows(t.db, 'SELECT id FROM training_exercises WHERE done_sets IS NULL')).toEqual([]);
    const trained = trpcData(await trpcQuery(t.app, 'training.progress.exercises', undefined, a.accessToken)) as { exerciseId: number; sessions: number }[];
    expect(trained.length).toBeGreaterThan(0);
    const progress = trpcData(await trpcQuery(t.app, 'training.progress.exercise', { exerciseId: trained[0]!.exerciseId }, a.accessToken));
    expect(progress.points).toHaveLength(trained[0]!.sessions);
  });
});

describe('a large file', () => {
  test('5 years, 50,000 rows, imported through splitCsvForImport chunks: every workout and set stored once', async () => {
    const file = generateStrongFile({ rows: 50_000, years: 5 });
    const chunks = splitCsvForImport(file.csv);
    const started = performance.now();
    let added = 0;
    for (const chunk of chunks) {
      const res = await commit(a, chunk.csv, {}, chunk.firstLine);
      expect(res.status, res.body).toBe(200);
      added += (trpcData(res) as ImportResult).added;
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`[training-io] ${t.db.kind}: 50,000 rows (${file.sessions} workouts) imported in ${chunks.length} chunks in ${seconds.toFixed(2)} s`);
    expect(added).toBe(file.sessions);
    const userId = await userIdOf(a);
    const [counts] = await sqlRows<{ sessions: number; first: number; last: number }>(
      t.db,
      "SELECT count(*) AS sessions, min(started_at) AS first, max(started_at) AS last FROM training_sessions WHERE user_id = ? AND source = 'import' AND finished_at IS NOT NULL",
      [userId],
    );
    expect({ ...counts, sessions: Number(counts!.sessions), first: Number(counts!.first), last: Number(counts!.last) }).toEqual({
      sessions: file.sessions,
      first: file.firstStart,
      last: file.lastStart,
    });
    const [sets] = await sqlRows<{ n: number; exercises: number }>(
      t.db,
      `SELECT count(*) AS n, count(DISTINCT x.exercise_id) AS exercises FROM training_sets x JOIN training_exercises e ON e.id = x.exercise_id
       JOIN training_sessions s ON s.id = e.session_id WHERE s.user_id = ?`,
      [userId],
    );
    expect([Number(sets!.n), Number(sets!.exercises)]).toEqual([50_000, file.sessions * 5]);
    // A few chunks again: nothing added.
    for (const chunk of chunks.slice(0, 3)) expect((trpcData(await commit(a, chunk.csv, {}, chunk.firstLine)) as ImportResult).added).toBe(0);
    // The export holds every set.
    const exportStarted = performance.now();
    const csv = (await exported(a, 'csv')).body;
    console.info(`[training-io] ${t.db.kind}: export of 50,000 sets as CSV in ${Math.round(performance.now() - exportStarted)} ms`);
    expect(csv.trimEnd().split('\n')).toHaveLength(1 + 50_000);
  }, 180_000);
});
