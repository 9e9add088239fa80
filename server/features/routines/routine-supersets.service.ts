// docs/decisions/023-supersets.md; the rules are the workout screen's (rack/superset-order.ts).
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';
import { groupPlan, ungroupPlan } from '../training/rack/superset-order';
import { groupRows, ownRoutineItem, rowsOf, storeGroups } from './routine-item-rows';
import { listRoutineItems } from './routine-items.service';
import { ownRoutine } from './routines.service';
import type { GroupItemsInput, RoutineItem, RoutineItemIdInput } from './routines.shared';

export async function groupRoutineItems(ctx: AuthedCtx, input: GroupItemsInput): Promise<RoutineItem[]> {
  await ctx.db.transaction(
    async (tx) => {
      const routine = await ownRoutine(tx, ctx.user.userId, input.routineId);
      const list = await rowsOf(tx, routine.id);
      for (const id of input.routineItemIds) if (!list.some((r) => r.id === id)) throw new AppError('ROUTINE_ITEM_NOT_FOUND');
      const plan = groupPlan(groupRows(list), input.routineItemIds);
      if (plan) await storeGroups(tx, list, plan);
    },
    { lockMember: ctx.user.userId },
  );
  return listRoutineItems(ctx, { routineId: input.routineId });
}

export async function ungroupRoutineItem(ctx: AuthedCtx, { routineItemId }: RoutineItemIdInput): Promise<RoutineItem[]> {
  const routineId = await ctx.db.transaction(
    async (tx) => {
      const row = await ownRoutineItem(tx, ctx.user.userId, routineItemId);
      const list = await rowsOf(tx, row.routineId);
      const plan = ungroupPlan(groupRows(list), row.id);
      if (plan) await storeGroups(tx, list, plan);
      return row.routineId;
    },
    { lockMember: ctx.user.userId },
  );
  return listRoutineItems(ctx, { routineId });
}
