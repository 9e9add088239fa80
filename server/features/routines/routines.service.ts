// Another member's id behaves like an unknown one. Limits and orders hold under the member's lock (db/client.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { routineItems, routines } from '../../../db/schema/index';
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';
import { searchExercisesUnion } from '../catalogue/catalogue.service';
import { renumber } from './ordering';
import {
  type CreateRoutineInput,
  type RenameRoutineInput,
  type ReorderRoutinesInput,
  ROUTINE_LIMIT,
  type Routine,
  type RoutineIdInput,
} from './routines.shared';

function ownRoutines(tx: DbOrTx, userId: number) {
  return tx.select().from(routines).where(eq(routines.userId, userId)).orderBy(asc(routines.routineIndex));
}

export async function ownRoutine(tx: DbOrTx, userId: number, routineId: number) {
  const [routine] = await tx
    .select()
    .from(routines)
    .where(and(eq(routines.id, routineId), eq(routines.userId, userId)));
  if (!routine) throw new AppError('ROUTINE_NOT_FOUND');
  return routine;
}

export async function listRoutines(ctx: AuthedCtx): Promise<Routine[]> {
  const rows = await ownRoutines(ctx.db, ctx.user.userId);
  const items = rows.length
    ? await ctx.db
        .select({ routineId: routineItems.routineId, exerciseId: routineItems.exerciseId })
        .from(routineItems)
        .where(
          inArray(
            routineItems.routineId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(routineItems.position))
    : [];
  return rows.map((r) => {
    const exerciseIds = items.filter((i) => i.routineId === r.id).map((i) => i.exerciseId);
    return { routineId: r.id, routineName: r.name, routineIndex: r.routineIndex, itemCount: exerciseIds.length, exerciseIds };
  });
}

export async function createRoutine(ctx: AuthedCtx, { name }: CreateRoutineInput): Promise<Routine> {
  const id = await ctx.db.transaction((tx) => insertRoutine(tx, ctx, name), { lockMember: ctx.user.userId });
  return (await listRoutines(ctx)).find((r) => r.routineId === id)!;
}

/** A new last routine, inside the caller's transaction (which holds the member's lock); answers its id. */
export async function insertRoutine(tx: DbOrTx, ctx: AuthedCtx, name: string): Promise<number> {
  const existing = await ownRoutines(tx, ctx.user.userId);
  if (existing.length >= ROUTINE_LIMIT) throw new AppError('ROUTINE_LIMIT');
  const [row] = await tx
    .insert(routines)
    .values({ userId: ctx.user.userId, name, routineIndex: existing.length + 1, createdAt: ctx.now() })
    .returning({ id: routines.id });
  return row!.id;
}

export async function renameRoutine(ctx: AuthedCtx, { routineId, name }: RenameRoutineInput): Promise<Routine> {
  await ctx.db.transaction(
    async (tx) => {
      await ownRoutine(tx, ctx.user.userId, routineId);
      await tx.update(routines).set({ name }).where(eq(routines.id, routineId));
    },
    { lockMember: ctx.user.userId },
  );
  return (await listRoutines(ctx)).find((r) => r.routineId === routineId)!;
}

export async function deleteRoutine(ctx: AuthedCtx, { routineId }: RoutineIdInput): Promise<void> {
  await ctx.db.transaction((tx) => removeRoutine(tx, ctx.user.userId, routineId), { lockMember: ctx.user.userId });
}

/** Deletes the member's routine and closes the gap, inside the caller's transaction. */
export async function removeRoutine(tx: DbOrTx, userId: number, routineId: number): Promise<void> {
  await ownRoutine(tx, userId, routineId);
  await tx.delete(routines).where(eq(routines.id, routineId));
  await renumberRoutines(
    tx,
    (await ownRoutines(tx, userId)).map((r) => r.id),
  );
}

export async function reorderRoutines(ctx: AuthedCtx, { routineIds }: ReorderRoutinesInput): Promise<Routine[]> {
  await ctx.db.transaction(
    async (tx) => {
      const own = (await ownRoutines(tx, ctx.user.userId)).map((r) => r.id);
      const same = own.length === routineIds.length && new Set(routineIds).size === own.length && routineIds.every((id) => own.includes(id));
      if (!same) {
        if (routineIds.some((id) => !own.includes(id))) throw new AppError('ROUTINE_NOT_FOUND');
        throw new AppError('CONFLICT');
      }
      await renumberRoutines(tx, routineIds);
    },
    { lockMember: ctx.user.userId },
  );
  return listRoutines(ctx);
}

function renumberRoutines(tx: DbOrTx, orderedIds: number[]): Promise<void> {
  return renumber(orderedIds, async (id, routineIndex) => {
    await tx.update(routines).set({ routineIndex }).where(eq(routines.id, id));
  });
}

export type RoutineSetEntry = { routineId: number; routineIndex: number; name: string };

/** The legacy "replace the whole set" save (docs/legacy-api.md §4.2); all or nothing. */
export async function replaceRoutines(ctx: AuthedCtx, named: RoutineSetEntry[]): Promise<void> {
  if (named.length > ROUTINE_LIMIT) throw new AppError('ROUTINE_LIMIT');
  await ctx.db.transaction(
    async (tx) => {
      const own = new Set((await ownRoutines(tx, ctx.user.userId)).map((r) => r.id));
      const kept = new Set(named.filter((e) => e.routineId !== -1).map((e) => e.routineId));
      for (const id of kept) if (!own.has(id)) throw new AppError('ROUTINE_NOT_FOUND');
      const removed = [...own].filter((id) => !kept.has(id));
      if (removed.length) await tx.delete(routines).where(inArray(routines.id, removed));
      // Park surviving routines outside 1..n so the unique index allows any new order.
      await renumberRoutines(tx, [...kept]);
      const ordered = named.map((e, position) => ({ ...e, position })).sort((a, b) => a.routineIndex - b.routineIndex || a.position - b.position);
      const ids: number[] = [];
      for (const e of ordered) {
        if (e.routineId !== -1) {
          await tx.update(routines).set({ name: e.name }).where(eq(routines.id, e.routineId));
          ids.push(e.routineId);
        } else {
          const [row] = await tx
            .insert(routines)
            .values({ userId: ctx.user.userId, name: e.name, routineIndex: 1000 + e.position, createdAt: ctx.now() })
            .returning({ id: routines.id });
          ids.push(row!.id);
        }
      }
      await renumberRoutines(tx, ids);
    },
    { lockMember: ctx.user.userId },
  );
}

/** docs/legacy-api.md §4.6; retired exercises never show. */
export async function addableExercises(
  ctx: AuthedCtx,
  { routineId, keyword }: { routineId: number; keyword: string },
): Promise<{ exerciseId: number; exerciseName: string }[]> {
  await ownRoutine(ctx.db, ctx.user.userId, routineId);
  const rows = await ctx.db.select({ exerciseId: routineItems.exerciseId }).from(routineItems).where(eq(routineItems.routineId, routineId));
  const present = new Set(rows.map((r) => r.exerciseId));
  return searchExercisesUnion(ctx, { keyword, bodyPartNames: [], page: -1 })
    .filter((e) => !present.has(e.id))
    .map((e) => ({ exerciseId: e.id, exerciseName: e.koreanName }));
}
