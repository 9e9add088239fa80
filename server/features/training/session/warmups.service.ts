// docs/decisions/021-set-kinds-and-warm-ups.md. A retry (any given id already a set) changes nothing.
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
    await renumberSets(tx, [...sets.slice(0, at), ...inserted, ...sets.slice(at)]);
    return true;
  });
}
