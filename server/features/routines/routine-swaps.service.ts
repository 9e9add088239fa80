import { eq } from 'drizzle-orm';
import { routineItems } from '../../../db/schema/index';
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';
import type { BodyPartKey } from '../catalogue/catalogue-data';
import { alternativesFor, RECOMMENDATION_MSG } from '../recommendation/recommendation.service';
import type { Alternative } from '../recommendation/recommendation.shared';
import { getPreferences } from '../user/preferences.service';
import { ownRoutineItem, type RoutineItemRow, rowsOf } from './routine-item-rows';
import type { RoutineItemIdInput, SwapItemInput } from './routines.shared';

async function alternativesOf(ctx: AuthedCtx, row: RoutineItemRow): Promise<Alternative[]> {
  const catalogue = ctx.catalogue.current;
  const exercise = catalogue.byId.get(row.exerciseId)!;
  const saved = await getPreferences(ctx);
  const gym = saved.gymMachineIds === null ? null : new Set(saved.gymMachineIds);
  return alternativesFor(ctx, {
    exerciseId: row.exerciseId,
    bodyPartKeys: exercise.bodyParts.filter((p) => p.primary).map((p) => p.key as BodyPartKey),
    machineKeys: catalogue.machines.filter((m) => gym === null || gym.has(m.machineId)).map((m) => m.key),
    goal: saved.goal,
    experience: saved.experience,
    exclude: (await rowsOf(ctx.db, row.routineId)).map((r) => r.exerciseId),
  });
}

export async function routineItemAlternatives(ctx: AuthedCtx, { routineItemId }: RoutineItemIdInput): Promise<Alternative[]> {
  return alternativesOf(ctx, await ownRoutineItem(ctx.db, ctx.user.userId, routineItemId));
}

export async function swapRoutineItem(ctx: AuthedCtx, { routineItemId, replacementId }: SwapItemInput): Promise<void> {
  const userId = ctx.user.userId;
  const row = await ownRoutineItem(ctx.db, userId, routineItemId);
  const item = (await alternativesOf(ctx, row)).find((e) => e.exerciseId === replacementId);
  if (!item) throw new AppError('VALIDATION', { message: RECOMMENDATION_MSG.notOffered });
  await ctx.db.transaction(
    async (tx) => {
      // Read again under the member's lock: the routine may have changed since the alternatives were chosen.
      const current = await ownRoutineItem(tx, userId, routineItemId);
      if (current.exerciseId !== row.exerciseId) throw new AppError('CONFLICT');
      if ((await rowsOf(tx, current.routineId)).some((r) => r.exerciseId === replacementId)) {
        throw new AppError('VALIDATION', { message: RECOMMENDATION_MSG.notOffered });
      }
      await tx
        .update(routineItems)
        // The replacement's prescription is uniform: the old exercise's per-set targets do not carry over.
        .set({
          exerciseId: replacementId,
          weight: Number(item.weight),
          rep: Number(item.repeat),
          setCount: Number(item.set),
          setTargets: null,
          caution: item.caution,
        })
        .where(eq(routineItems.id, current.id));
    },
    { lockMember: userId },
  );
}
