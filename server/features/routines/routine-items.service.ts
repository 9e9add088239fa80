import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
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
  /** Each exercise's own amounts (a saved recommendation); `amounts` for the rest. */
  amountsOf?: (exerciseId: number) => Amounts | undefined;
  setTargets?: SetTarget[] | null;
  caution?: string | null;
  /** The legacy shims keep accepting 0 kg on equipment. */
  loadedNeedsWeight?: boolean;
};

const invalid = (message: string, field: string) => new AppError('VALIDATION', { message, fieldErrors: { [field]: [message] } });

/** docs/decisions/025-cardio-and-stretching.md */
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

/** The legacy `/api` reads weight 0, rep = minutes. */
function cardioLoad(exerciseId: number, amounts: Amounts, catalogue: Catalogue): Amounts {
  return catalogue.byId.get(exerciseId)?.loadModel === 'cardio' ? { ...amounts, weight: 0 } : amounts;
}

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

/** docs/decisions/024-per-set-targets.md; absent targets stay only while the amounts are still their mirror (an old client). */
function amountsToWrite(stored: SetTarget[] | null, amounts: Amounts, targets: SetTarget[] | null | undefined): Written {
  if (targets) return { ...mirrorOf(targets)!, setTargets: targets };
  if (targets === null || !stored) return { ...amounts, setTargets: null };
  const mirror = mirrorOf(stored);
  const same = mirror !== null && mirror.weight === amounts.weight && mirror.rep === amounts.rep && mirror.setCount === amounts.setCount;
  return same ? amounts : { ...amounts, setTargets: null };
}

/** All or nothing, legacy order. */
export async function addExercisesToRoutines(ctx: AuthedCtx, input: AddExercisesInput): Promise<void> {
  await ctx.db.transaction((tx) => insertExercises(tx, ctx, input), { lockMember: ctx.user.userId });
}

/** addExercisesToRoutines inside the caller's transaction, which holds the member's lock. */
export async function insertExercises(tx: DbOrTx, ctx: AuthedCtx, input: AddExercisesInput): Promise<void> {
  const exerciseIds = [...new Set(input.exerciseIds)];
  const catalogue = ctx.catalogue.current;
  const amountsOf = (id: number) => input.amountsOf?.(id) ?? input.amounts;
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
  const targets = input.setTargets ? new Map(exerciseIds.map((id) => [id, checkTargets(id, input.setTargets!, catalogue, !!input.loadedNeedsWeight)])) : null;
  if (input.loadedNeedsWeight && !targets) for (const id of exerciseIds) checkLoad(id, amountsOf(id), catalogue);
  const now = ctx.now();
  const values = [...current].flatMap(([routineId, rows]) =>
    exerciseIds.map((exerciseId, i) => ({
      routineId,
      exerciseId,
      position: rows.length + i + 1,
      ...amountsToWrite(
        null,
        input.loadedNeedsWeight ? cardioLoad(exerciseId, amountsOf(exerciseId), catalogue) : amountsOf(exerciseId),
        targets?.get(exerciseId) ?? null,
      ),
      caution: input.caution ?? catalogue.byId.get(exerciseId)!.caution,
      createdAt: now,
    })),
  );
  if (values.length) await tx.insert(routineItems).values(values);
}

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
  setTargets?: SetTarget[] | null;
  caution?: string | null;
  loadedNeedsWeight?: boolean;
};

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

/** docs/decisions/031-routine-edits-a-newcomer-can-undo.md; a since-retired exercise comes back too (ADR 005), and legacy amounts are stored as read. */
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
