// Storing an import's new sessions in one transaction with a few multi-row inserts, with the per-exercise
// summaries finishing a session writes.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { trainingExercises, trainingSessions, trainingSets } from '../../../../db/schema/index';
import type { AuthedCtx } from '../../../context';
import { summarizeSessions } from '../common/summaries';
import type { ImportedSession } from './import-readers';

/** Rows per multi-row insert (well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters). */
const INSERT_BATCH = 1000;

/** A session of the file with its exercises mapped to the catalogue. */
export type Prepared = {
  session: ImportedSession;
  exercises: { exerciseId: number; exerciseName: string; bodyweight: boolean; source: ImportedSession['exercises'][number] }[];
  /** Sets of this session's unmapped exercises. */
  skippedSets: number;
};

/** Stores the sessions the member does not have yet; answers the import keys they already had. */
export async function storeSessions(tx: DbOrTx, ctx: AuthedCtx, prepared: Prepared[]): Promise<Set<string>> {
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
  // The per-exercise summaries progress reads (common/summaries.ts), as finishing a session writes them.
  await summarizeSessions(tx, [...sessionIds.values()]);
  return existing;
}

function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
