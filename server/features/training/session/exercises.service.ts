// A retired exercise is refused like an unknown one (ADR 005); a cardio exercise starts with one set
// (docs/decisions/025-cardio-and-stretching.md). A stale screen's unknown exercise is NOT_FOUND.
import { and, eq } from 'drizzle-orm';
import { trainingExercises } from '../../../../db/schema/index';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { TRAINING_LIMITS } from '../common/training.shared';
import { changeExercise, changeSession } from './active.service';
import { DEFAULT_SETS, insertExercise, plannedCardio, plannedFromPrevious } from './planning';
import { previousPerformance } from './previous';
import { CARDIO_SETS } from './routine-plan.shared';
import { exercisesOf, existingExercise, renumberExercises } from './rows';
import type { ActiveSession, AddExerciseInput, ExerciseAnswer, ExerciseRef, MoveExerciseInput, UpdateExerciseInput } from './session.shared';
import { settleSessionGroups } from './supersets.service';

export function addExercise(ctx: AuthedCtx, input: AddExerciseInput): Promise<ActiveSession> {
  return changeSession(ctx, input.sessionClientId, async (tx, session) => {
    const list = await exercisesOf(tx, session.id);
    if (list.some((e) => e.clientId === input.exerciseClientId)) return false;
    const catalogue = ctx.catalogue.current;
    const entry = catalogue.byId.get(input.exerciseId);
    if (!entry || entry.retired) throw new AppError('EXERCISE_NOT_FOUND');
    if (list.length >= TRAINING_LIMITS.exercises) throw new AppError('TRAINING_EXERCISE_LIMIT');
    const previous = (await previousPerformance(tx, ctx.user.userId, [entry.id])).get(entry.id) ?? [];
    const setClientIds = input.setClientIds ? [...new Set(input.setClientIds)] : null;
    const cardio = entry.loadModel === 'cardio';
    const count = setClientIds ? setClientIds.length : cardio ? CARDIO_SETS : Math.min(previous.length || DEFAULT_SETS, TRAINING_LIMITS.setsPerExercise);
    const position = Math.min(input.position ?? list.length + 1, list.length + 1);
    for (const [i, e] of list.entries()) {
      const want = i + 1 < position ? i + 1 : i + 2;
      if (e.position !== want) await tx.update(trainingExercises).set({ position: want }).where(eq(trainingExercises.id, e.id));
    }
    await insertExercise(tx, session.id, catalogue, {
      exerciseId: entry.id,
      restSeconds: null,
      sets: Array.from({ length: count }, (_, i) => (cardio ? plannedCardio(previous) : plannedFromPrevious(entry, previous, i))),
      clientId: input.exerciseClientId,
      position,
      setClientIds: setClientIds ?? [],
    });
    await settleSessionGroups(tx, session.id);
    return true;
  });
}

export function removeExercise(ctx: AuthedCtx, input: ExerciseRef): Promise<ActiveSession> {
  return changeSession(ctx, input.sessionClientId, async (tx, session) => {
    const gone = await tx
      .delete(trainingExercises)
      .where(and(eq(trainingExercises.sessionId, session.id), eq(trainingExercises.clientId, input.exerciseClientId)))
      .returning({ id: trainingExercises.id });
    if (gone.length === 0) return false;
    await renumberExercises(tx, await exercisesOf(tx, session.id));
    await settleSessionGroups(tx, session.id);
    return true;
  });
}

export function moveExercise(ctx: AuthedCtx, input: MoveExerciseInput): Promise<ActiveSession> {
  return changeSession(ctx, input.sessionClientId, async (tx, session) => {
    const row = await existingExercise(tx, session.id, input.exerciseClientId);
    const list = await exercisesOf(tx, session.id);
    const rest = list.filter((e) => e.id !== row.id);
    const to = Math.min(input.toIndex, list.length);
    const ordered = [...rest.slice(0, to - 1), row, ...rest.slice(to - 1)];
    if (ordered.every((e, i) => e.position === i + 1)) return false;
    await renumberExercises(tx, ordered);
    await settleSessionGroups(tx, session.id);
    return true;
  });
}

export function updateExercise(ctx: AuthedCtx, input: UpdateExerciseInput): Promise<ExerciseAnswer> {
  return changeExercise(ctx, input, async (tx, session) => {
    const row = await existingExercise(tx, session.id, input.exerciseClientId);
    const values = {
      ...(input.restSeconds !== undefined ? { restSeconds: input.restSeconds } : {}),
      ...(input.skipped !== undefined ? { skipped: input.skipped } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    };
    if (Object.keys(values).length === 0) return false;
    await tx.update(trainingExercises).set(values).where(eq(trainingExercises.id, row.id));
    return true;
  });
}
