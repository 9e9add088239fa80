// The exercises inside a routine: add (to several routines at once, atomically), amounts, move, delete, and
// swap one for an alternative (issue 13).
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { myWorkouts, routines } from '../../../db/schema/index';
import type { BodyPartKey } from '../../../seed/catalogue/types';
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';
import { isBodyweight } from '../catalogue/catalogue.contract';
import { catalogueOf } from '../catalogue/catalogue.service';
import type { RecommendedExercise } from '../recommendation/engine/types';
import { alternativesFor, RECOMMENDATION_MSG } from '../recommendation/recommendation.service';
import { getPreferences } from '../user/preferences.service';
import { moveTo, renumber } from './ordering';
import {
  type AddWorkoutInput,
  type Amounts,
  type MoveWorkoutInput,
  MY_WORKOUT_LIMIT,
  type MyWorkout,
  type MyWorkoutIdInput,
  ROUTINE_MSG,
  type RoutineIdInput,
  type SwapWorkoutInput,
  type UpdateAmountsInput,
  weightFits,
} from './routines.contract';
import { ownRoutine } from './routines.service';

function rowsOf(tx: DbOrTx, routineId: number) {
  return tx.select().from(myWorkouts).where(eq(myWorkouts.routineId, routineId)).orderBy(asc(myWorkouts.myWorkoutIndex));
}

/** The caller's my-workout row, or MY_WORKOUT_NOT_FOUND (also for another member's id). */
async function ownMyWorkout(tx: DbOrTx, userId: number, myWorkoutId: number) {
  const [row] = await tx
    .select({ myWorkout: myWorkouts })
    .from(myWorkouts)
    .innerJoin(routines, eq(routines.id, myWorkouts.routineId))
    .where(and(eq(myWorkouts.id, myWorkoutId), eq(routines.userId, userId)));
  if (!row) throw new AppError('MY_WORKOUT_NOT_FOUND');
  return row.myWorkout;
}

function renumberWorkouts(tx: DbOrTx, orderedIds: number[]): Promise<void> {
  return renumber(orderedIds, async (id, myWorkoutIndex) => {
    await tx.update(myWorkouts).set({ myWorkoutIndex }).where(eq(myWorkouts.id, id));
  });
}

export async function listMyWorkouts(ctx: AuthedCtx, { routineId }: RoutineIdInput): Promise<MyWorkout[]> {
  await ownRoutine(ctx.db, ctx.user.userId, routineId);
  const catalogue = catalogueOf(ctx.db);
  return (await rowsOf(ctx.db, routineId)).map((row) => {
    const workout = catalogue.byId.get(row.workoutId)!;
    return {
      myWorkoutId: row.id,
      myWorkoutIndex: row.myWorkoutIndex,
      workoutId: row.workoutId,
      workoutName: workout.koreanName,
      imgPath: workout.imgPath,
      description: workout.description,
      bodyParts: workout.bodyPartKoreanName,
      machines: workout.machineKoreanName,
      videoLink: workout.videoLink,
      caution: row.caution,
      weight: row.weight,
      rep: row.rep,
      repUnit: workout.repUnit,
      bodyweight: isBodyweight(workout),
      setCount: row.setCount,
      retired: workout.retired,
    };
  });
}

export type AddWorkoutsInput = {
  routineIds: number[];
  workoutIds: number[];
  amounts: Amounts;
  caution?: string | null;
  /** tRPC (issue 9): 0 kg is refused for an exercise done with equipment. The legacy shims keep accepting it. */
  loadedNeedsWeight?: boolean;
};

/** 0 kg on an exercise that is not a body-weight move: a VALIDATION error on the weight field. */
function checkLoad(workoutId: number, weight: number | null, catalogue: ReturnType<typeof catalogueOf>): void {
  const workout = catalogue.byId.get(workoutId);
  if (workout && !weightFits(weight, isBodyweight(workout))) {
    throw new AppError('VALIDATION', { message: ROUTINE_MSG.weightNeeded, fieldErrors: { weight: [ROUTINE_MSG.weightNeeded] } });
  }
}

/**
 * Adds exercises to routines in one transaction: nothing is added unless every routine is the caller's,
 * none already holds one of the exercises, each stays within 7 and every exercise exists and is still
 * offered (legacy order).
 */
export async function addWorkouts(ctx: AuthedCtx, input: AddWorkoutsInput): Promise<void> {
  const workoutIds = [...new Set(input.workoutIds)];
  const catalogue = catalogueOf(ctx.db);
  await ctx.db.transaction(
    async (tx) => {
      const current = new Map<number, Awaited<ReturnType<typeof rowsOf>>>();
      for (const id of new Set(input.routineIds)) {
        const routine = await ownRoutine(tx, ctx.user.userId, id);
        current.set(routine.id, await rowsOf(tx, routine.id));
      }
      for (const rows of current.values()) {
        if (rows.some((row) => workoutIds.includes(row.workoutId))) throw new AppError('MY_WORKOUT_EXISTS');
      }
      for (const rows of current.values()) {
        if (rows.length + workoutIds.length > MY_WORKOUT_LIMIT) throw new AppError('MY_WORKOUT_LIMIT');
      }
      // Only the active catalogue can be added: a retired exercise is refused like an unknown one (ADR 005).
      for (const id of workoutIds) if (catalogue.byId.get(id)?.retired !== false) throw new AppError('WORKOUT_NOT_FOUND');
      if (input.loadedNeedsWeight) for (const id of workoutIds) checkLoad(id, input.amounts.weight, catalogue);
      const now = ctx.now();
      const values = [...current].flatMap(([routineId, rows]) =>
        workoutIds.map((workoutId, i) => ({
          routineId,
          workoutId,
          myWorkoutIndex: rows.length + i + 1,
          ...input.amounts,
          caution: input.caution ?? catalogue.byId.get(workoutId)!.caution,
          createdAt: now,
        })),
      );
      if (values.length) await tx.insert(myWorkouts).values(values);
    },
    { lockMember: ctx.user.userId },
  );
}

/** tRPC: one exercise into one or more routines, with the amounts of the routine-info dialog. */
export function addWorkoutToRoutines(ctx: AuthedCtx, input: AddWorkoutInput): Promise<void> {
  return addWorkouts(ctx, {
    routineIds: input.routineIds,
    workoutIds: [input.workoutId],
    amounts: { weight: input.weight, rep: input.rep, setCount: input.setCount },
    caution: input.caution,
    loadedNeedsWeight: true,
  });
}

export type EditMyWorkoutInput = {
  myWorkoutId: number;
  toIndex?: number;
  amounts?: Amounts;
  caution?: string | null;
  /** tRPC (issue 9): see AddWorkoutsInput. */
  loadedNeedsWeight?: boolean;
};

/** Moves and/or sets amounts in one transaction; a position outside 1..n is clamped. Answers the routine's list. */
export async function editMyWorkout(ctx: AuthedCtx, input: EditMyWorkoutInput): Promise<MyWorkout[]> {
  const routineId = await ctx.db.transaction(
    async (tx) => {
      const row = await ownMyWorkout(tx, ctx.user.userId, input.myWorkoutId);
      if (input.amounts && input.loadedNeedsWeight) checkLoad(row.workoutId, input.amounts.weight, catalogueOf(ctx.db));
      if (input.amounts) {
        const caution = input.caution === undefined ? {} : { caution: input.caution };
        await tx
          .update(myWorkouts)
          .set({ ...input.amounts, ...caution })
          .where(eq(myWorkouts.id, row.id));
      }
      if (input.toIndex !== undefined) {
        const order = (await rowsOf(tx, row.routineId)).map((r) => r.id);
        await renumberWorkouts(tx, moveTo(order, row.id, input.toIndex));
      }
      return row.routineId;
    },
    { lockMember: ctx.user.userId },
  );
  return listMyWorkouts(ctx, { routineId });
}

export async function updateAmounts(ctx: AuthedCtx, { myWorkoutId, caution, ...amounts }: UpdateAmountsInput): Promise<MyWorkout> {
  const list = await editMyWorkout(ctx, { myWorkoutId, amounts, caution, loadedNeedsWeight: true });
  return list.find((w) => w.myWorkoutId === myWorkoutId)!;
}

export function moveMyWorkout(ctx: AuthedCtx, { myWorkoutId, toIndex }: MoveWorkoutInput): Promise<MyWorkout[]> {
  return editMyWorkout(ctx, { myWorkoutId, toIndex });
}

export async function deleteMyWorkout(ctx: AuthedCtx, { myWorkoutId }: MyWorkoutIdInput): Promise<void> {
  await ctx.db.transaction(
    async (tx) => {
      const row = await ownMyWorkout(tx, ctx.user.userId, myWorkoutId);
      await tx.delete(myWorkouts).where(eq(myWorkouts.id, row.id));
      await renumberWorkouts(
        tx,
        (await rowsOf(tx, row.routineId)).map((r) => r.id),
      );
    },
    { lockMember: ctx.user.userId },
  );
}

type MyWorkoutRow = Awaited<ReturnType<typeof ownMyWorkout>>;

/**
 * The alternatives to a routine's exercise: its primary parts, the machines of the member's saved gym (every
 * machine when none is saved), the member's saved goal and experience, none already in the routine.
 */
async function alternativesOf(ctx: AuthedCtx, row: MyWorkoutRow): Promise<RecommendedExercise[]> {
  const catalogue = catalogueOf(ctx.db);
  const workout = catalogue.byId.get(row.workoutId)!;
  const saved = await getPreferences(ctx);
  const gym = saved.gymMachines === null ? null : new Set(saved.gymMachines);
  return alternativesFor(ctx, {
    workoutId: row.workoutId,
    bodyPartKeys: workout.bodyParts.filter((p) => p.primary).map((p) => p.key as BodyPartKey),
    machineKeys: catalogue.machines.filter((m) => gym === null || gym.has(m.koreanName)).map((m) => m.key),
    goal: saved.goal,
    experience: saved.experience,
    exclude: (await rowsOf(ctx.db, row.routineId)).map((r) => r.workoutId),
  });
}

/** '다른 운동으로 바꾸기' in a routine (issue 13): up to four exercises to swap this one for, each prescribed. */
export async function workoutAlternatives(ctx: AuthedCtx, { myWorkoutId }: MyWorkoutIdInput): Promise<RecommendedExercise[]> {
  return alternativesOf(ctx, await ownMyWorkout(ctx.db, ctx.user.userId, myWorkoutId));
}

/**
 * Swaps a routine's exercise for one of its alternatives, in its place, with that alternative's prescription
 * (weight, reps, sets) and caution. A replacement not offered is refused and nothing changes.
 */
export async function swapWorkout(ctx: AuthedCtx, { myWorkoutId, replacementId }: SwapWorkoutInput): Promise<void> {
  const userId = ctx.user.userId;
  const row = await ownMyWorkout(ctx.db, userId, myWorkoutId);
  const item = (await alternativesOf(ctx, row)).find((e) => e.workoutId === replacementId);
  if (!item) throw new AppError('VALIDATION', { message: RECOMMENDATION_MSG.notOffered });
  await ctx.db.transaction(
    async (tx) => {
      // Read again under the member's lock: the routine may have changed since the alternatives were chosen.
      const current = await ownMyWorkout(tx, userId, myWorkoutId);
      if (current.workoutId !== row.workoutId) throw new AppError('CONFLICT');
      if ((await rowsOf(tx, current.routineId)).some((r) => r.workoutId === replacementId)) {
        throw new AppError('VALIDATION', { message: RECOMMENDATION_MSG.notOffered });
      }
      await tx
        .update(myWorkouts)
        .set({ workoutId: replacementId, weight: Number(item.weight), rep: Number(item.repeat), setCount: Number(item.set), caution: item.caution })
        .where(eq(myWorkouts.id, current.id));
    },
    { lockMember: userId },
  );
}
