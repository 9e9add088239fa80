// Supersets and circuits in a routine (docs/decisions/023-supersets.md): grouping items, taking one out, and
// keeping groups whole after a move or a delete, by the same rules as the workout screen
// (server/features/training/rack/superset-order.ts). Starting the routine copies the groups into the session.
//
// Decisions:
// - Items of another routine (or of another member) are ROUTINE_ITEM_NOT_FOUND; another member's routine
//   ROUTINE_NOT_FOUND; nothing changes.
// - A retry changes nothing (grouping what already is that group in that order; ungrouping an item on its own).
// - The legacy `/api` never shows groups; its moves and deletes keep them whole like tRPC's.
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';
import { groupPlan, ungroupPlan } from '../training/rack/superset-order';
import { groupRows, ownRoutineItem, rowsOf, storeGroups } from './routine-item-rows';
import { listRoutineItems } from './routine-items.service';
import { ownRoutine } from './routines.service';
import type { GroupItemsInput, RoutineItem, RoutineItemIdInput } from './routines.shared';

/** '슈퍼세트로 묶기' in a routine: the items become one group, adjacent in the given order. Answers the routine's list. */
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

/** '슈퍼세트 해제' in a routine: the item moves after its block, on its own. Answers the routine's list. */
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
