// The items of a routine (an exercise with its targets): add (to several routines at once, atomically),
// amounts, move, delete and restore. Swaps are routine-swaps.service.ts.
import { eq } from 'drizzle-orm';
import { routineItems } from '../../../db/schema/index';
import { barKgOf, weightStepOf } from '../../common/implements';
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';
import type { Catalogue } from '../catalogue/catalogue.service';
import { isBodyweight } from '../catalogue/catalogue.shared';
import { groupPlan } from '../training/rack/superset-order';
import { routinePlan } from '../training/session/routine-plan.shared';
import { moveTo } from './ordering';
import { groupRows, ownRoutineItem, renumberItems, rowsOf, settleRoutineGroups, storeGroups } from './routine-item-rows';
import { ownRoutine } from './routines.service';
import {
  type AddItemInput,
  type Amounts,
  cardioMinutesFit,
  cardioWeightFits,
  type MoveItemInput,
  mirrorOf,
  type RestoreItemInput,
  ROUTINE_ITEM_LIMIT,
  ROUTINE_MSG,
  type RoutineIdInput,
  type RoutineItem,
  type RoutineItemIdInput,
  type SetTarget,
  type UpdateItemInput,
  weightFits,
} from './routines.shared';

export async function listRoutineItems(ctx: AuthedCtx, { routineId }: RoutineIdInput): Promise<RoutineItem[]> {
  await ownRoutine(ctx.db, ctx.user.userId, routineId);
  const catalogue = ctx.catalogue.current;
  return (await rowsOf(ctx.db, routineId)).map((row) => {
    const exercise = catalogue.byId.get(row.exerciseId)!;
    const unit = { repUnit: exercise.repUnit, bodyweight: isBodyweight(exercise) };
    const weights = routinePlan({ ...row, setTargets: row.setTargets ?? null, ...unit }).flatMap((s) => (s.plannedWeight === null ? [] : [s.plannedWeight]));
    return {
      routineItemId: row.id,
      position: row.position,
      exerciseId: row.exerciseId,
      exerciseName: exercise.koreanName,
      imgPath: exercise.imgPath,
      stillPath: exercise.movement?.still ?? null,
      description: exercise.description,
      bodyPartNames: exercise.bodyPartNames,
      machineNames: exercise.machineNames,
      videoLink: exercise.videoLink,
      caution: row.caution,
      weight: row.weight,
      rep: row.rep,
      ...unit,
      loadModel: exercise.loadModel,
      weightStep: weightStepOf(exercise, weights.length > 0 ? Math.max(...weights) : null),
      barKg: barKgOf(exercise),
      setCount: row.setCount,
      setTargets: row.setTargets ?? null,
      supersetGroup: row.supersetGroup,
      retired: exercise.retired,
    };
  });
}

export type AddExercisesInput = {
  routineIds: number[];
  exerciseIds: number[];
  amounts: Amounts;
  /** Per-set targets (tRPC only): the amounts are then their mirror. */
  setTargets?: SetTarget[] | null;
  caution?: string | null;
  /** tRPC: 0 kg is refused for an exercise done with equipment. The legacy shims keep accepting it. */
  loadedNeedsWeight?: boolean;
};

const invalid = (message: string, field: string) => new AppError('VALIDATION', { message, fieldErrors: { [field]: [message] } });

/**
 * The amounts fit the exercise (tRPC): 0 kg only on a body-weight move; a cardio item carries no load and
 * counts 1–60 minutes (docs/decisions/025-cardio-and-stretching.md). A VALIDATION error names the field.
 */
function checkLoad(exerciseId: number, amounts: Amounts, catalogue: Catalogue): void {
  const exercise = catalogue.byId.get(exerciseId);
  if (!exercise) return;
  if (exercise.loadModel === 'cardio') {
    if (!cardioWeightFits(amounts.weight)) throw invalid(ROUTINE_MSG.cardioNoWeight, 'weight');
    if (!cardioMinutesFit(amounts.rep)) throw invalid(ROUTINE_MSG.minutesInvalid, 'rep');
    return;
  }
  if (!weightFits(amounts.weight, isBodyweight(exercise))) throw invalid(ROUTINE_MSG.weightNeeded, 'weight');
}

/** What a tRPC write stores for a cardio item: no load is 0 kg (the legacy `/api` reads weight 0, rep = minutes). */
function cardioLoad(exerciseId: number, amounts: Amounts, catalogue: Catalogue): Amounts {
  return catalogue.byId.get(exerciseId)?.loadModel === 'cardio' ? { ...amounts, weight: 0 } : amounts;
}

/**
 * Per-set targets that fit the exercise: reps for a move of repetitions, seconds (and no reps) for a timed
 * one; with loadedNeedsWeight, 0 kg only for a body-weight move; a cardio item has none (minutes and sets
 * only). A refusal names the row's field
 * (`setTargets.<i>.<field>`, as the contract's own refusals do). Answers them in the stored shape.
 */
function checkTargets(exerciseId: number, targets: readonly SetTarget[], catalogue: Catalogue, loadedNeedsWeight: boolean): SetTarget[] {
  const exercise = catalogue.byId.get(exerciseId);
  if (exercise?.loadModel === 'cardio') throw invalid(ROUTINE_MSG.cardioNoTargets, 'setTargets');
  const timed = exercise?.repUnit === '초';
  for (const [i, t] of targets.entries()) {
    if (timed && (t.seconds === null || t.reps !== null)) throw invalid(ROUTINE_MSG.secondsInvalid, `setTargets.${i}.seconds`);
    if (!timed && (t.reps === null || t.seconds !== null)) throw invalid(ROUTINE_MSG.repInvalid, `setTargets.${i}.reps`);
    if (loadedNeedsWeight && exercise && !weightFits(t.weight, isBodyweight(exercise))) throw invalid(ROUTINE_MSG.weightNeeded, `setTargets.${i}.weight`);
  }
  return targets.map(({ kind, weight, reps, seconds }) => ({ kind, weight, reps, seconds }));
}

type Written = Amounts & { setTargets?: SetTarget[] | null };

/**
 * What an item's amounts become (docs/decisions/024-per-set-targets.md). Targets given: they, with weight,
 * rep and setCount their mirror. null: uniform, the amounts as given. Not given (a legacy `/api` update, or a
 * client that knows only the triple): the stored targets stay when the amounts are still their mirror (an
 * old client moving the item, or saving what it read), else the item becomes uniform with the amounts given.
 */
function amountsToWrite(stored: SetTarget[] | null, amounts: Amounts, targets: SetTarget[] | null | undefined): Written {
  if (targets) return { ...mirrorOf(targets)!, setTargets: targets };
  if (targets === null || !stored) return { ...amounts, setTargets: null };
  const mirror = mirrorOf(stored);
  const same = mirror !== null && mirror.weight === amounts.weight && mirror.rep === amounts.rep && mirror.setCount === amounts.setCount;
  return same ? amounts : { ...amounts, setTargets: null };
}

/**
 * Adds exercises to routines in one transaction: nothing is added unless every routine is the caller's,
 * none already holds one of the exercises, each stays within 7 and every exercise exists and is still
 * offered (legacy order).
 */
export async function addExercisesToRoutines(ctx: AuthedCtx, input: AddExercisesInput): Promise<void> {
  const exerciseIds = [...new Set(input.exerciseIds)];
  const catalogue = ctx.catalogue.current;
  await ctx.db.transaction(
    async (tx) => {
      const current = new Map<number, Awaited<ReturnType<typeof rowsOf>>>();
      for (const id of new Set(input.routineIds)) {
        const routine = await ownRoutine(tx, ctx.user.userId, id);
        current.set(routine.id, await rowsOf(tx, routine.id));
      }
      for (const rows of current.values()) {
        if (rows.some((row) => exerciseIds.includes(row.exerciseId))) throw new AppError('ROUTINE_ITEM_EXISTS');
      }
      for (const rows of current.values()) {
        if (rows.length + exerciseIds.length > ROUTINE_ITEM_LIMIT) throw new AppError('ROUTINE_ITEM_LIMIT');
      }
      // Only the active catalogue can be added: a retired exercise is refused like an unknown one (ADR 005).
      for (const id of exerciseIds) if (catalogue.byId.get(id)?.retired !== false) throw new AppError('EXERCISE_NOT_FOUND');
      const targets = input.setTargets
        ? new Map(exerciseIds.map((id) => [id, checkTargets(id, input.setTargets!, catalogue, !!input.loadedNeedsWeight)]))
        : null;
      if (input.loadedNeedsWeight && !targets) for (const id of exerciseIds) checkLoad(id, input.amounts, catalogue);
      const now = ctx.now();
      const values = [...current].flatMap(([routineId, rows]) =>
        exerciseIds.map((exerciseId, i) => ({
          routineId,
          exerciseId,
          position: rows.length + i + 1,
          ...amountsToWrite(null, input.loadedNeedsWeight ? cardioLoad(exerciseId, input.amounts, catalogue) : input.amounts, targets?.get(exerciseId) ?? null),
          caution: input.caution ?? catalogue.byId.get(exerciseId)!.caution,
          createdAt: now,
        })),
      );
      if (values.length) await tx.insert(routineItems).values(values);
    },
    { lockMember: ctx.user.userId },
  );
}

/** tRPC: one exercise into one or more routines, with the amounts of the routine-info dialog. */
export function addRoutineItem(ctx: AuthedCtx, input: AddItemInput): Promise<void> {
  return addExercisesToRoutines(ctx, {
    routineIds: input.routineIds,
    exerciseIds: [input.exerciseId],
    amounts: { weight: input.weight, rep: input.rep, setCount: input.setCount },
    setTargets: input.setTargets,
    caution: input.caution,
    loadedNeedsWeight: true,
  });
}

export type EditRoutineItemInput = {
  routineItemId: number;
  toIndex?: number;
  amounts?: Amounts;
  /** With amounts: per-set targets, null = uniform, absent = see amountsToWrite. */
  setTargets?: SetTarget[] | null;
  caution?: string | null;
  /** tRPC: see AddExercisesInput. */
  loadedNeedsWeight?: boolean;
};

/** Moves and/or sets amounts in one transaction; a position outside 1..n is clamped. Answers the routine's list. */
export async function editRoutineItem(ctx: AuthedCtx, input: EditRoutineItemInput): Promise<RoutineItem[]> {
  const routineId = await ctx.db.transaction(
    async (tx) => {
      const row = await ownRoutineItem(tx, ctx.user.userId, input.routineItemId);
      const catalogue = ctx.catalogue.current;
      const targets = input.setTargets && checkTargets(row.exerciseId, input.setTargets, catalogue, !!input.loadedNeedsWeight);
      if (input.amounts && input.loadedNeedsWeight && !targets) checkLoad(row.exerciseId, input.amounts, catalogue);
      if (input.amounts) {
        const amounts = input.loadedNeedsWeight ? cardioLoad(row.exerciseId, input.amounts, catalogue) : input.amounts;
        const caution = input.caution === undefined ? {} : { caution: input.caution };
        await tx
          .update(routineItems)
          .set({ ...amountsToWrite(row.setTargets ?? null, amounts, targets), ...caution })
          .where(eq(routineItems.id, row.id));
      }
      if (input.toIndex !== undefined) {
        const order = (await rowsOf(tx, row.routineId)).map((r) => r.id);
        await renumberItems(tx, moveTo(order, row.id, input.toIndex));
        await settleRoutineGroups(tx, row.routineId);
      }
      return row.routineId;
    },
    { lockMember: ctx.user.userId },
  );
  return listRoutineItems(ctx, { routineId });
}

export async function updateRoutineItem(ctx: AuthedCtx, { routineItemId, caution, setTargets, ...amounts }: UpdateItemInput): Promise<RoutineItem> {
  const list = await editRoutineItem(ctx, { routineItemId, amounts, setTargets, caution, loadedNeedsWeight: true });
  return list.find((i) => i.routineItemId === routineItemId)!;
}

export function moveRoutineItem(ctx: AuthedCtx, { routineItemId, toIndex }: MoveItemInput): Promise<RoutineItem[]> {
  return editRoutineItem(ctx, { routineItemId, toIndex });
}

export async function deleteRoutineItem(ctx: AuthedCtx, { routineItemId }: RoutineItemIdInput): Promise<void> {
  await ctx.db.transaction(
    async (tx) => {
      const row = await ownRoutineItem(tx, ctx.user.userId, routineItemId);
      await tx.delete(routineItems).where(eq(routineItems.id, row.id));
      await renumberItems(
        tx,
        (await rowsOf(tx, row.routineId)).map((r) => r.id),
      );
      await settleRoutineGroups(tx, row.routineId);
    },
    { lockMember: ctx.user.userId },
  );
}

/**
 * '되돌리기' (docs/decisions/031-routine-edits-a-newcomer-can-undo.md): a deleted item comes back as it was, at
 * its position, with its amounts, per-set targets and caution, regrouped with the items of its superset that
 * are still there. The rules of an add hold (the caller's routine, not already in it, at most 7), except that an
 * exercise retired since comes back too (it was in the routine; ADR 005 keeps retired items). The amounts are
 * stored as they were read (a legacy 0 kg on a loaded exercise included): the shapes are checked, the load is not.
 * Answers the routine's list.
 */
export async function restoreRoutineItem(ctx: AuthedCtx, input: RestoreItemInput): Promise<RoutineItem[]> {
  const catalogue = ctx.catalogue.current;
  await ctx.db.transaction(
    async (tx) => {
      const routine = await ownRoutine(tx, ctx.user.userId, input.routineId);
      const rows = await rowsOf(tx, routine.id);
      if (rows.some((r) => r.exerciseId === input.exerciseId)) throw new AppError('ROUTINE_ITEM_EXISTS');
      if (rows.length >= ROUTINE_ITEM_LIMIT) throw new AppError('ROUTINE_ITEM_LIMIT');
      if (!catalogue.byId.has(input.exerciseId)) throw new AppError('EXERCISE_NOT_FOUND');
      const targets = input.setTargets && checkTargets(input.exerciseId, input.setTargets, catalogue, false);
      const amounts = { weight: input.weight, rep: input.rep, setCount: input.setCount };
      const [inserted] = await tx
        .insert(routineItems)
        .values({
          routineId: routine.id,
          exerciseId: input.exerciseId,
          position: rows.length + 1,
          ...amountsToWrite(null, amounts, targets ?? null),
          caution: input.caution,
          createdAt: ctx.now(),
        })
        .returning({ id: routineItems.id });
      const id = inserted!.id;
      await renumberItems(tx, moveTo([...rows.map((r) => r.id), id], id, input.position));
      const list = await rowsOf(tx, routine.id);
      const partners = new Set([input.exerciseId, ...input.supersetWith]);
      const block = list.filter((r) => partners.has(r.exerciseId)).map((r) => r.id);
      const plan = block.length >= 2 ? groupPlan(groupRows(list), block) : null;
      if (plan) await storeGroups(tx, list, plan);
      else await settleRoutineGroups(tx, routine.id);
    },
    { lockMember: ctx.user.userId },
  );
  return listRoutineItems(ctx, { routineId: input.routineId });
}
