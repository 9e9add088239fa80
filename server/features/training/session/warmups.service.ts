// Warm-up sets before an exercise's first work set (docs/decisions/021-set-kinds-and-warm-ups.md): one tap adds
// the member's ramp (rack/warmups.ts) rounded to the implement's settable loads with the member's bar.
//
// Decisions:
// - The first work set is the first set in order that is not a warm-up; its weight is what was entered, else
//   what was planned. None (or no such set): VALIDATION '첫 세트 무게를 먼저 입력해 주세요'.
// - The warm-ups are planned sets of kind 'warmup' (weight and reps planned, nothing checked), inserted before
//   the first work set; every set after them moves down.
// - A retry (any of the given ids already a set of the exercise) changes nothing and answers the exercise.
//   An exercise that already has warm-ups (other ids) is refused: '이미 워밍업 세트가 있어요'.
// - Body-weight, cardio and timed exercises have no ramp; neither has a first work set at the lightest setting.
//   Both are refused with a Korean VALIDATION message, nothing stored.
// - The ids are used lightest first; a ramp longer than the ids given gets server-made ids for the rest.
// - More than TRAINING_LIMITS.setsPerExercise sets in all: TRAINING_SET_LIMIT, nothing stored.
import { randomUUID } from 'node:crypto';
import { trainingSets } from '../../../../db/schema/index';
import { gridFor, IMPLEMENTS } from '../../../common/implements';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { type CatalogueExercise, isBodyweight } from '../../catalogue/catalogue.shared';
import { equipmentOf } from '../../user/equipment.service';
import { countsAsWork, type SetKind, TRAINING_LIMITS } from '../common/training.shared';
import { settableLoads, warmupSets } from '../rack/warmups';
import { changeExercise } from './active.service';
import { openSet } from './planning';
import { existingExercise, renumberSets, setsOf } from './rows';
import { type AddWarmupsInput, type ExerciseAnswer, WARMUP_MSG } from './session.shared';

const refused = (message: string) => new AppError('VALIDATION', { message });

/** The loads the exercise's implement can be set to, the member's bar for an Olympic-bar move; none when not loaded. */
function loadsFor(entry: CatalogueExercise | undefined, barKg: number): number[] {
  if (!entry || isBodyweight(entry) || entry.repUnit === '초') return [];
  const grid = gridFor(entry);
  if (!grid) return [];
  const own = entry.loadModel === 'barbell' && grid[0]!.from === IMPLEMENTS.barbell.bar ? [{ ...grid[0]!, from: barKg }] : grid;
  return settableLoads(own);
}

export function addWarmups(ctx: AuthedCtx, input: AddWarmupsInput): Promise<ExerciseAnswer> {
  return changeExercise(ctx, input, async (tx, session) => {
    const exercise = await existingExercise(tx, session.id, input.exerciseClientId);
    const sets = await setsOf(tx, exercise.id);
    const given = new Set(input.setClientIds);
    if (sets.some((s) => given.has(s.clientId))) return false;
    if (sets.some((s) => s.kind === 'warmup')) throw refused(WARMUP_MSG.already);
    const entry = ctx.catalogue.current.byId.get(exercise.exerciseId);
    const equipment = await equipmentOf(tx, ctx.user.userId);
    const loads = loadsFor(entry, equipment.barKg);
    if (loads.length === 0) throw refused(WARMUP_MSG.notLoaded);
    const at = sets.findIndex((s) => countsAsWork(s.kind as SetKind));
    const first = at < 0 ? undefined : sets[at]!;
    const workWeight = first ? (first.weight ?? first.plannedWeight) : null;
    if (workWeight === null || !(workWeight > 0)) throw refused(WARMUP_MSG.noWeight);
    const ramp = warmupSets(workWeight, equipment.warmupSteps, loads);
    if (ramp.length === 0) throw refused(WARMUP_MSG.tooLight);
    if (sets.length + ramp.length > TRAINING_LIMITS.setsPerExercise) throw new AppError('TRAINING_SET_LIMIT');
    const inserted = await tx
      .insert(trainingSets)
      .values(
        ramp.map((w, i) => ({
          ...openSet(exercise.id, input.setClientIds[i] ?? randomUUID(), at + i + 1, { plannedWeight: w.weight, plannedReps: w.reps, plannedSeconds: null }),
          kind: 'warmup',
        })),
      )
      .returning();
    // The warm-ups take the first work set's place; it and every set after it move down.
    await renumberSets(tx, [...sets.slice(0, at), ...inserted, ...sets.slice(at)]);
    return true;
  });
}
