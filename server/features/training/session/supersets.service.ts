// docs/decisions/023-supersets.md; the same rules the screen applies before the server answers.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { type TrainingExerciseRow, trainingExercises } from '../../../../db/schema/index';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { type GroupPlan, groupPlan, settledGroups, ungroupPlan } from '../rack/superset-order';
import { changeSession } from './active.service';
import { exercisesOf, existingExercise } from './rows';
import type { ActiveSession, ExerciseRef, GroupExercisesInput } from './session.shared';

const rowsOf = (list: readonly TrainingExerciseRow[]) => list.map((r) => ({ key: r.id, supersetGroup: r.supersetGroup }));

async function store(tx: DbOrTx, list: readonly TrainingExerciseRow[], plan: GroupPlan<number>): Promise<boolean> {
  const byId = new Map(list.map((r) => [r.id, r]));
  let changed = false;
  for (const [i, id] of plan.order.entries()) {
    const row = byId.get(id)!;
    const values = { position: i + 1, supersetGroup: plan.groups[i] ?? null };
    if (row.position === values.position && row.supersetGroup === values.supersetGroup) continue;
    await tx.update(trainingExercises).set(values).where(eq(trainingExercises.id, id));
    changed = true;
  }
  return changed;
}

export async function settleSessionGroups(tx: DbOrTx, sessionId: number): Promise<void> {
  const list = await exercisesOf(tx, sessionId);
  await store(tx, list, { order: list.map((r) => r.id), groups: settledGroups(rowsOf(list)) });
}

export function groupExercises(ctx: AuthedCtx, input: GroupExercisesInput): Promise<ActiveSession> {
  return changeSession(ctx, input.sessionClientId, async (tx, session) => {
    const list = await exercisesOf(tx, session.id);
    const ids = input.exerciseClientIds.map((clientId) => {
      const row = list.find((r) => r.clientId === clientId);
      if (!row) throw new AppError('NOT_FOUND');
      return row.id;
    });
    const plan = groupPlan(rowsOf(list), ids);
    return plan ? store(tx, list, plan) : false;
  });
}

export function ungroupExercise(ctx: AuthedCtx, input: ExerciseRef): Promise<ActiveSession> {
  return changeSession(ctx, input.sessionClientId, async (tx, session) => {
    const row = await existingExercise(tx, session.id, input.exerciseClientId);
    const list = await exercisesOf(tx, session.id);
    const plan = ungroupPlan(rowsOf(list), row.id);
    return plan ? store(tx, list, plan) : false;
  });
}
