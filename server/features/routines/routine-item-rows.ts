// The routine_items rows of a routine, in order, and of one item (ownership checked through its routine),
// and their renumbering after a move or a delete (superset groups kept whole: docs/decisions/023-supersets.md).
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { routineItems, routines } from '../../../db/schema/index';
import { AppError } from '../../errors';
import { type GroupPlan, settledGroups } from '../training/rack/superset-order';
import { renumber } from './ordering';

/** The routine's items in position order. */
export function rowsOf(tx: DbOrTx, routineId: number) {
  return tx.select().from(routineItems).where(eq(routineItems.routineId, routineId)).orderBy(asc(routineItems.position));
}

/** The caller's routine item row, or ROUTINE_ITEM_NOT_FOUND (also for another member's id). */
export async function ownRoutineItem(tx: DbOrTx, userId: number, routineItemId: number) {
  const [row] = await tx
    .select({ item: routineItems })
    .from(routineItems)
    .innerJoin(routines, eq(routines.id, routineItems.routineId))
    .where(and(eq(routineItems.id, routineItemId), eq(routines.userId, userId)));
  if (!row) throw new AppError('ROUTINE_ITEM_NOT_FOUND');
  return row.item;
}

export function renumberItems(tx: DbOrTx, orderedIds: number[]): Promise<void> {
  return renumber(orderedIds, async (id, position) => {
    await tx.update(routineItems).set({ position }).where(eq(routineItems.id, id));
  });
}

export type RoutineItemRow = Awaited<ReturnType<typeof ownRoutineItem>>;

type Row = Awaited<ReturnType<typeof rowsOf>>[number];
export const groupRows = (list: readonly Row[]) => list.map((r) => ({ key: r.id, supersetGroup: r.supersetGroup }));

/** Stores a plan's order (renumbered under the unique index) and groups where they differ. */
export async function storeGroups(tx: DbOrTx, list: readonly Row[], plan: GroupPlan<number>): Promise<void> {
  const byId = new Map(list.map((r) => [r.id, r]));
  if (plan.order.some((id, i) => byId.get(id)!.position !== i + 1)) await renumberItems(tx, plan.order);
  for (const [i, id] of plan.order.entries()) {
    const group = plan.groups[i] ?? null;
    if (byId.get(id)!.supersetGroup !== group) await tx.update(routineItems).set({ supersetGroup: group }).where(eq(routineItems.id, id));
  }
}

/** After a move or a delete: a grouped item away from its block leaves the group; a group left with one dissolves. */
export async function settleRoutineGroups(tx: DbOrTx, routineId: number): Promise<void> {
  const list = await rowsOf(tx, routineId);
  await storeGroups(tx, list, { order: list.map((r) => r.id), groups: settledGroups(groupRows(list)) });
}
