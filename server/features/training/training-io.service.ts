// Gym mode: export (Strong's CSV columns, JSON) and import of Strong / Hevy CSV exports.
//
// Export: every finished session of the caller, oldest first. CSV: one row per done set in Strong's
// columns (STRONG_COLUMNS): Date as a Korean wall-clock 'YYYY-MM-DD HH:MM:SS', Duration as Strong writes
// it ('1h 5m', '45m'), Exercise Name as logged (Korean), Weight in kg, empty cells for null, the exercise's
// notes in Notes and the workout's in Workout Notes on each of its rows. Text cells a spreadsheet would run
// as a formula ('=…', '+…', '-…', '@…') get a leading quote (csvTextField, OWASP's CSV-injection advice);
// the import takes it off again. JSON: WorkoutsExport (training.contract.ts), texts exactly as stored.
//
// Any stored row can be exported, whatever wrote it: values gym mode could never have taken are written
// as gym mode's limits allow (exportable below): an amount outside them is not entered (null), a finish
// before the start or past a day after it is the start or that day's end, and a session whose start is no
// time a calendar can show is left out (and logged). So an export never fails on one bad row, and our
// import takes back whatever our export wrote.
//
// Import: a chunk of the member's file (import-chunks.contract.ts) is read (import-readers.ts: the first
// bad value refuses it with its line), names are mapped (exercise-matcher.ts; the commit's `mapping` wins,
// null skips the exercise), then the chunk's new workouts are stored in one transaction with a few
// multi-row inserts. A session whose import key the member already has is skipped, so a file imported
// twice adds nothing; a session left with no exercise is not stored.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { storageFaultOf } from '../../../db/faults';
import { trainingExercises, trainingSessions, trainingSets } from '../../../db/schema/index';
import { type AuthedCtx, localDate } from '../../context';
import { AppError } from '../../errors';
import { koreaDateTime } from '../../shared/korea-date';
import { csvTextField } from './csv.contract';
import { matchExerciseName } from './exercise-matcher';
import { STRONG_COLUMNS } from './import-chunks.contract';
import { type ImportedSession, readImportChunk } from './import-readers';
import {
  type ImportCommitInput,
  type ImportPreview,
  type ImportPreviewInput,
  type ImportResult,
  TRAINING_LIMITS,
  type TrainingExport,
} from './training.contract';
import { summarizeSessions } from './training.queries';

type ExportFile = { filename: string; contentType: string; body: string };

/** Rows per multi-row insert (well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters). */
const INSERT_BATCH = 1000;

// ---- export -------------------------------------------------------------------------------------------

/** Strong's way of writing a duration: '1h 5m', '1h', '45m' (whole minutes, rounded). */
function strongDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** '2024-03-05T18:30:00+09:00' */
const isoKorea = (ms: number) => `${koreaDateTime(ms).replace(' ', 'T')}+09:00`;

type ExportedSession = TrainingExport['sessions'][number];

const SESSION_MAX_MS = TRAINING_LIMITS.sessionSeconds * 1000;
/** The last start whose day-long session still ends in a 4-digit year on Korea's clock (koreaDateTime). */
const LAST_START_MS = Date.UTC(9999, 11, 31, 0, 0, 0) - 9 * 3_600_000 - SESSION_MAX_MS;

/**
 * A stored number within [min, max] and a whole number of `step`s, else null (not entered): what gym mode's
 * schemas would have taken, so what the export writes is what its import reads back.
 */
function within(value: unknown, min: number, max: number, step?: number): number | null {
  if (typeof value !== 'number' || !(value >= min && value <= max)) return null;
  return step === undefined || Number.isInteger(value / step) ? value : null;
}

const roundedKg = (kg: number | null) => (kg === null ? null : Math.round(kg * 100) / 100);

/** A stored text as text (a column may hold anything another writer put there). */
const textOf = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/**
 * A stored workout's start and finish as an export writes them: null when the start is no time a calendar
 * shows; the finish kept within [start, start + a day].
 */
function exportableTimes(startedAt: unknown, finishedAt: unknown): { startedAt: number; finishedAt: number } | null {
  const start = within(startedAt, 0, LAST_START_MS);
  if (start === null) return null;
  const end = typeof finishedAt === 'number' && finishedAt >= start ? Math.min(finishedAt, start + SESSION_MAX_MS) : start;
  return { startedAt: start, finishedAt: end };
}

/** The caller's finished workouts, oldest first, with their start and end in ms beside the document's ISO times. */
async function finishedSessions(ctx: AuthedCtx): Promise<{ session: ExportedSession; startedAt: number; finishedAt: number }[]> {
  const userId = ctx.user.userId;
  const own = and(eq(trainingSessions.userId, userId), isNotNull(trainingSessions.finishedAt));
  const [sessions, exercises, sets] = await Promise.all([
    ctx.db.select().from(trainingSessions).where(own).orderBy(asc(trainingSessions.startedAt), asc(trainingSessions.id)),
    ctx.db
      .select({
        id: trainingExercises.id,
        sessionId: trainingExercises.sessionId,
        position: trainingExercises.position,
        exerciseId: trainingExercises.exerciseId,
        exerciseName: trainingExercises.exerciseName,
        restSeconds: trainingExercises.restSeconds,
        skipped: trainingExercises.skipped,
        notes: trainingExercises.notes,
      })
      .from(trainingExercises)
      .innerJoin(trainingSessions, eq(trainingSessions.id, trainingExercises.sessionId))
      .where(own)
      .orderBy(asc(trainingExercises.sessionId), asc(trainingExercises.position)),
    ctx.db
      .select({
        trainingExerciseId: trainingSets.exerciseId,
        position: trainingSets.position,
        weight: trainingSets.weight,
        reps: trainingSets.reps,
        seconds: trainingSets.seconds,
        rpe: trainingSets.rpe,
        done: trainingSets.done,
      })
      .from(trainingSets)
      .innerJoin(trainingExercises, eq(trainingExercises.id, trainingSets.exerciseId))
      .innerJoin(trainingSessions, eq(trainingSessions.id, trainingExercises.sessionId))
      .where(own)
      .orderBy(asc(trainingSets.exerciseId), asc(trainingSets.position)),
  ]);
  const setsOf = new Map<number, ExportedSession['exercises'][number]['sets']>();
  for (const { trainingExerciseId, ...set } of sets) {
    const list = setsOf.get(trainingExerciseId) ?? [];
    list.push({
      position: set.position,
      // Weights to 0.01 kg, as gym mode takes them (a finer one written another way is rounded).
      weight: roundedKg(within(set.weight, 0, TRAINING_LIMITS.weightKg)),
      reps: within(set.reps, 0, TRAINING_LIMITS.reps, 1),
      seconds: within(set.seconds, 0, TRAINING_LIMITS.seconds, 1),
      rpe: within(set.rpe, TRAINING_LIMITS.rpeMin, TRAINING_LIMITS.rpeMax, 0.5),
      done: set.done,
    });
    setsOf.set(trainingExerciseId, list);
  }
  const exercisesOf = new Map<number, ExportedSession['exercises']>();
  const catalogue = ctx.catalogue.current;
  for (const { id, sessionId, ...exercise } of exercises) {
    const list = exercisesOf.get(sessionId) ?? [];
    list.push({
      ...exercise,
      exerciseName: String(exercise.exerciseName),
      restSeconds: within(exercise.restSeconds, 0, TRAINING_LIMITS.restMax, 1),
      notes: textOf(exercise.notes),
      englishName: catalogue.byId.get(exercise.exerciseId)?.englishName ?? null,
      sets: setsOf.get(id) ?? [],
    });
    exercisesOf.set(sessionId, list);
  }
  return sessions.flatMap((s) => {
    const times = exportableTimes(s.startedAt, s.finishedAt);
    if (!times) {
      ctx.log.warn({ event: 'training.export.unreadableStart', userId, sessionId: s.id }, 'export: a session whose start is no time was left out');
      return [];
    }
    const { startedAt, finishedAt } = times;
    return [
      {
        startedAt,
        finishedAt,
        session: {
          name: String(s.name),
          source: s.source as ExportedSession['source'],
          date: localDate(startedAt),
          startedAt: isoKorea(startedAt),
          finishedAt: isoKorea(finishedAt),
          durationSeconds: Math.round((finishedAt - startedAt) / 1000),
          notes: textOf(s.notes),
          exercises: exercisesOf.get(s.id) ?? [],
        },
      },
    ];
  });
}

function toStrongCsv(sessions: { session: ExportedSession; startedAt: number; finishedAt: number }[]): string {
  // Numbers (amounts within gym mode's limits, so digits only), the date and the duration are ours; texts
  // are the member's and may start like a formula.
  const cell = (v: string | number | null) => (v === null ? '' : String(v));
  const text = (v: string | null) => (v === null ? '' : csvTextField(v));
  const lines = [STRONG_COLUMNS.join(',')];
  for (const { session: w, startedAt, finishedAt } of sessions) {
    const head = [cell(koreaDateTime(startedAt)), text(w.name), cell(strongDuration(finishedAt - startedAt))].join(',');
    const sessionNotes = text(w.notes);
    for (const e of w.exercises) {
      const name = text(e.exerciseName);
      const notes = text(e.notes);
      let order = 0;
      for (const s of e.sets) {
        if (!s.done) continue;
        order += 1;
        lines.push(`${head},${name},${order},${cell(s.weight)},${cell(s.reps)},,${cell(s.seconds)},${notes},${sessionNotes},${cell(s.rpe)}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

export async function exportSessions(ctx: AuthedCtx, format: 'csv' | 'json'): Promise<ExportFile> {
  const sessions = await finishedSessions(ctx);
  const stem = `fitforme-training-${localDate(ctx.now())}`;
  if (format === 'csv') return { filename: `${stem}.csv`, contentType: 'text/csv; charset=utf-8', body: toStrongCsv(sessions) };
  const document: TrainingExport = {
    format: 'fitforme-training',
    version: 1,
    exportedAt: isoKorea(ctx.now()),
    timeZone: 'Asia/Seoul',
    sessions: sessions.map((s) => s.session),
  };
  return { filename: `${stem}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify(document, null, 2) };
}

// ---- import -------------------------------------------------------------------------------------------

export async function importPreview(ctx: AuthedCtx, input: ImportPreviewInput): Promise<ImportPreview> {
  const chunk = readImportChunk(input.csv, input.firstLine);
  const catalogue = ctx.catalogue.current;
  const setsByName = new Map<string, number>();
  let sets = 0;
  for (const w of chunk.sessions) {
    for (const e of w.exercises) {
      setsByName.set(e.name, (setsByName.get(e.name) ?? 0) + e.sets.length);
      sets += e.sets.length;
    }
  }
  return {
    format: chunk.format,
    sessions: chunk.sessions.length,
    sets,
    names: [...setsByName].map(([name, count]) => ({ name, sets: count, ...matchExerciseName(catalogue, name) })),
  };
}

type Prepared = {
  session: ImportedSession;
  exercises: { exerciseId: number; exerciseName: string; bodyweight: boolean; source: ImportedSession['exercises'][number] }[];
  /** Sets of this workout's unmapped exercises. */
  skippedSets: number;
};

export async function importCommit(ctx: AuthedCtx, input: ImportCommitInput): Promise<ImportResult> {
  const chunk = readImportChunk(input.csv, input.firstLine);
  const catalogue = ctx.catalogue.current;
  // Each name once: the member's choice, else the best match of the preview.
  const chosen = new Map<string, number | null>();
  const target = (name: string) => {
    if (!chosen.has(name)) {
      const id = Object.hasOwn(input.mapping, name) ? (input.mapping[name] ?? null) : matchExerciseName(catalogue, name).exerciseId;
      if (id !== null && !catalogue.byId.has(id)) throw new AppError('EXERCISE_NOT_FOUND');
      chosen.set(name, id);
    }
    return chosen.get(name)!;
  };
  // Sets of unmapped exercises are left out; a session left with no exercise is not stored at all.
  let unstoredSets = 0;
  const prepared: Prepared[] = [];
  for (const session of chunk.sessions) {
    const exercises: Prepared['exercises'] = [];
    let skippedSets = 0;
    for (const e of session.exercises) {
      const id = target(e.name);
      if (id === null) {
        skippedSets += e.sets.length;
        continue;
      }
      const entry = catalogue.byId.get(id)!;
      exercises.push({ exerciseId: id, exerciseName: entry.koreanName, bodyweight: entry.loadModel === 'bodyweight', source: e });
    }
    if (exercises.length > 0) prepared.push({ session, exercises, skippedSets });
    else unstoredSets += skippedSets;
  }
  if (prepared.length === 0) return { added: 0, skippedDuplicates: 0, skippedSets: unstoredSets };

  const store = () => ctx.db.transaction((tx) => storeSessions(tx, ctx, prepared), { lockMember: ctx.user.userId });
  let duplicates: Set<string>;
  try {
    duplicates = await store();
  } catch (error) {
    // Another request stored one of these workouts between our check and insert: once more, it is skipped.
    if (storageFaultOf(error) !== 'unique') throw error;
    duplicates = await store();
  }
  // A session already imported is skipped whole: its unmapped sets are not counted again.
  const added = prepared.filter((p) => !duplicates.has(p.session.importKey));
  return {
    added: added.length,
    skippedDuplicates: prepared.length - added.length,
    skippedSets: unstoredSets + added.reduce((n, p) => n + p.skippedSets, 0),
  };
}

/** Stores the workouts the member does not have yet; answers the import keys they already had. */
async function storeSessions(tx: DbOrTx, ctx: AuthedCtx, prepared: Prepared[]): Promise<Set<string>> {
  const userId = ctx.user.userId;
  const keys = prepared.map((p) => p.session.importKey);
  const existing = new Set<string>();
  for (const batch of batches(keys, INSERT_BATCH)) {
    const rows = await tx
      .select({ importKey: trainingSessions.importKey })
      .from(trainingSessions)
      .where(and(eq(trainingSessions.userId, userId), inArray(trainingSessions.importKey, batch)));
    for (const row of rows) existing.add(row.importKey!);
  }
  const fresh = prepared.filter((p) => !existing.has(p.session.importKey));
  if (fresh.length === 0) return existing;

  const now = ctx.now();
  const sessionClientIds = fresh.map(() => randomUUID());
  const sessionIds = new Map<string, number>();
  const sessionRows = fresh.map((p, i) => ({
    userId,
    clientId: sessionClientIds[i]!,
    name: p.session.name,
    source: 'import',
    startedAt: p.session.startedAt,
    finishedAt: p.session.finishedAt,
    notes: p.session.notes,
    importKey: p.session.importKey,
    updatedAt: now,
  }));
  for (const batch of batches(sessionRows, INSERT_BATCH)) {
    const rows = await tx.insert(trainingSessions).values(batch).returning({ id: trainingSessions.id, clientId: trainingSessions.clientId });
    for (const row of rows) sessionIds.set(row.clientId, row.id);
  }

  type ExerciseRow = typeof trainingExercises.$inferInsert;
  const exerciseRows: ExerciseRow[] = [];
  const setsOf = new Map<string, { sets: Prepared['exercises'][number]['source']['sets']; bodyweight: boolean }>();
  fresh.forEach((p, i) => {
    const sessionId = sessionIds.get(sessionClientIds[i]!)!;
    p.exercises.forEach((e, position) => {
      const clientId = randomUUID();
      exerciseRows.push({
        sessionId,
        clientId,
        position: position + 1,
        exerciseId: e.exerciseId,
        exerciseName: e.exerciseName,
        restSeconds: null,
        skipped: false,
        notes: e.source.notes,
      });
      setsOf.set(clientId, { sets: e.source.sets, bodyweight: e.bodyweight });
    });
  });
  type SetRow = typeof trainingSets.$inferInsert;
  const setRows: SetRow[] = [];
  for (const batch of batches(exerciseRows, INSERT_BATCH)) {
    const rows = await tx.insert(trainingExercises).values(batch).returning({ id: trainingExercises.id, clientId: trainingExercises.clientId });
    for (const row of rows) {
      const { sets, bodyweight } = setsOf.get(row.clientId)!;
      sets.forEach((s, position) => {
        setRows.push({
          exerciseId: row.id,
          clientId: randomUUID(),
          position: position + 1,
          plannedWeight: null,
          plannedReps: null,
          plannedSeconds: null,
          // 0 kg means body weight only, which only a body-weight exercise may log: elsewhere it is "not entered".
          weight: s.weight === 0 && !bodyweight ? null : s.weight,
          reps: s.reps,
          seconds: s.seconds,
          rpe: s.rpe,
          done: true,
          doneAt: null,
        });
      });
    }
  }
  for (const batch of batches(setRows, INSERT_BATCH)) await tx.insert(trainingSets).values(batch);
  // The per-exercise summaries progress reads (training.queries.ts), as finishing a session writes them.
  await summarizeSessions(tx, [...sessionIds.values()]);
  return existing;
}

function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
