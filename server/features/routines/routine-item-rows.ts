// The routine_items rows of a routine, in order, and of one item (ownership checked through its routine),
// and their renumbering after a move or a delete.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { routineItems, routines } from '../../../db/schema/index';
import { AppError } from '../../errors';
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
