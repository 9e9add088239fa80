// Reading and renumbering the active session's rows, inside a change's transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { type TrainingExerciseRow, type TrainingSetRow, trainingExercises, trainingSets } from '../../../../db/schema/index';
import { AppError } from '../../../errors';

export function exercisesOf(tx: DbOrTx, sessionId: number) {
  return tx
    .select()
    .from(trainingExercises)
    .where(eq(trainingExercises.sessionId, sessionId))
    .orderBy(asc(trainingExercises.position), asc(trainingExercises.id));
}

export function setsOf(tx: DbOrTx, exerciseId: number) {
  return tx.select().from(trainingSets).where(eq(trainingSets.exerciseId, exerciseId)).orderBy(asc(trainingSets.position), asc(trainingSets.id));
}

/** Gives rows the positions 1..n of `ordered` where they differ (positions carry no unique index). */
async function renumber(ordered: readonly { id: number; position: number }[], setPosition: (id: number, position: number) => Promise<unknown>): Promise<void> {
  for (const [i, row] of ordered.entries()) if (row.position !== i + 1) await setPosition(row.id, i + 1);
}

export const renumberExercises = (tx: DbOrTx, ordered: readonly TrainingExerciseRow[]) =>
  renumber(ordered, (id, position) => tx.update(trainingExercises).set({ position }).where(eq(trainingExercises.id, id)));
export const renumberSets = (tx: DbOrTx, ordered: readonly TrainingSetRow[]) =>
  renumber(ordered, (id, position) => tx.update(trainingSets).set({ position }).where(eq(trainingSets.id, id)));

/** The session's exercise of this clientId, if it has one. */
export async function exerciseNamed(tx: DbOrTx, sessionId: number, exerciseClientId: string): Promise<TrainingExerciseRow | undefined> {
  const [row] = await tx
    .select()
    .from(trainingExercises)
    .where(and(eq(trainingExercises.sessionId, sessionId), eq(trainingExercises.clientId, exerciseClientId)));
  return row;
}

/** The session's exercise of this clientId, or NOT_FOUND (a stale screen learns it is gone). */
export async function existingExercise(tx: DbOrTx, sessionId: number, exerciseClientId: string): Promise<TrainingExerciseRow> {
  const row = await exerciseNamed(tx, sessionId, exerciseClientId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
