// Each answers only the exercise it changed (ExerciseAnswer). Warm-ups never plan a work set.
import { and, eq } from 'drizzle-orm';
import { trainingSets } from '../../../../db/schema/index';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { changedSet } from '../common/set-change';
import { countsAsWork, type SetKind, TRAINING_LIMITS } from '../common/training.shared';
import { changeExercise } from './active.service';
import { openSet, type Planned, plannedFromPrevious, plannedWeightFor } from './planning';
import { previousPerformance } from './previous';
import { exerciseNamed, existingExercise, renumberSets, setsOf } from './rows';
import { type AddSetInput, type ExerciseAnswer, plausibleTime, type SetRef, type UpdateSetInput } from './session.shared';

export function addSet(ctx: AuthedCtx, input: AddSetInput): Promise<ExerciseAnswer> {
  return changeExercise(ctx, input, async (tx, session) => {
    const exercise = await existingExercise(tx, session.id, input.exerciseClientId);
    const sets = await setsOf(tx, exercise.id);
    if (sets.some((s) => s.clientId === input.setClientId)) return false;
    if (sets.length >= TRAINING_LIMITS.setsPerExercise) throw new AppError('TRAINING_SET_LIMIT');
    const entry = ctx.catalogue.current.byId.get(exercise.exerciseId);
    const last = sets.findLast((s) => countsAsWork(s.kind as SetKind));
    const planned: Planned = last
      ? {
          plannedWeight: plannedWeightFor(entry, last.weight ?? last.plannedWeight),
          plannedReps: last.reps ?? last.plannedReps,
          plannedSeconds: last.seconds ?? last.plannedSeconds,
        }
      : plannedFromPrevious(entry, (await previousPerformance(tx, ctx.user.userId, [exercise.exerciseId])).get(exercise.exerciseId) ?? [], 0);
    await tx.insert(trainingSets).values(openSet(exercise.id, input.setClientId, sets.length + 1, planned));
    return true;
  });
}

export function removeSet(ctx: AuthedCtx, input: SetRef): Promise<ExerciseAnswer> {
  return changeExercise(ctx, input, async (tx, session) => {
    const exercise = await exerciseNamed(tx, session.id, input.exerciseClientId);
    if (!exercise) return false;
    const gone = await tx
      .delete(trainingSets)
      .where(and(eq(trainingSets.exerciseId, exercise.id), eq(trainingSets.clientId, input.setClientId)))
      .returning({ id: trainingSets.id });
    if (gone.length === 0) return false;
    await renumberSets(tx, await setsOf(tx, exercise.id));
    return true;
  });
}

export function updateSet(ctx: AuthedCtx, input: UpdateSetInput): Promise<ExerciseAnswer> {
  return changeExercise(ctx, input, async (tx, session) => {
    const exercise = await existingExercise(tx, session.id, input.exerciseClientId);
    const [row] = await tx
      .select()
      .from(trainingSets)
      .where(and(eq(trainingSets.exerciseId, exercise.id), eq(trainingSets.clientId, input.setClientId)));
    if (!row) throw new AppError('NOT_FOUND');
    const now = ctx.now();
    const checkedAt = plausibleTime(input.doneAt, session.startedAt, now);
    const { doneAt: _clientTime, ...change } = input;
    const next = changedSet(row, change, checkedAt, ctx.catalogue.current.byId.get(exercise.exerciseId));
    const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => next[k] === row[k]);
    if (same) return false;
    await tx.update(trainingSets).set(next).where(eq(trainingSets.id, row.id));
    return true;
  });
}
