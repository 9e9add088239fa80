import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement, useRef } from 'react';
import { RestoreItemSchema, ROUTINE_ITEM_LIMIT, type RoutineItem } from '../../../server/features/routines/routines.shared';
import { toast } from '../../lib/toast';
import { trpc, type trpcClient } from '../../lib/trpc';
import { viaOutbox } from '../../offline/outbox/member-writes';
import { removedText, UndoMessage } from './undo-toast';
import { moveItem } from './use-routine-mutations';

const renumbered = (list: RoutineItem[]) => list.map((w, i) => ({ ...w, position: i + 1 }));

/** One call for all chosen routines (atomic on the server). */
export function useAddItem() {
  const queryClient = useQueryClient();
  return useMutation(
    viaOutbox(
      'routines.addItem',
      trpc.routines.addItem.mutationOptions({
        onSuccess: async () => {
          toast.success('운동을 추가했어요');
          await Promise.all([
            queryClient.invalidateQueries(trpc.routines.list.queryFilter()),
            queryClient.invalidateQueries(trpc.routines.items.queryFilter()),
          ]);
        },
        onError: (error) => toast.apiError(error, '운동을 추가하지 못했어요'),
      }),
    ),
  );
}

export function useUpdateItem(routineId: number) {
  const queryClient = useQueryClient();
  return useMutation(
    viaOutbox(
      'routines.updateItem',
      trpc.routines.updateItem.mutationOptions({
        onSuccess: (saved) => {
          queryClient.setQueryData(trpc.routines.items.queryKey({ routineId }), (list) =>
            list?.map((w) => (w.routineItemId === saved.routineItemId ? saved : w)),
          );
        },
        onError: (error) => toast.apiError(error, '운동 수량을 저장하지 못했어요'),
      }),
    ),
  );
}

export function useSwapItem(routineId: number) {
  const queryClient = useQueryClient();
  return useMutation(
    viaOutbox(
      'routines.swapItem',
      trpc.routines.swapItem.mutationOptions({
        onSuccess: async () => {
          // What the row can be swapped for now depends on the new exercise.
          queryClient.removeQueries(trpc.routines.itemAlternatives.queryFilter());
          await Promise.all([
            queryClient.invalidateQueries(trpc.routines.items.queryFilter({ routineId })),
            queryClient.invalidateQueries(trpc.routines.list.queryFilter()),
          ]);
        },
      }),
    ),
  );
}

/** docs/product.md §4 dragging: save only the moved item; a failure refetches. */
export function useMoveItem(routineId: number) {
  const queryClient = useQueryClient();
  const key = trpc.routines.items.queryKey({ routineId });
  const mutation = useMutation(
    viaOutbox(
      'routines.moveItem',
      trpc.routines.moveItem.mutationOptions({
        onSuccess: (list) => queryClient.setQueryData(key, list),
        onError: async (error) => {
          toast.apiError(error, '운동 순서를 바꾸지 못했어요');
          await queryClient.invalidateQueries({ queryKey: key });
        },
      }),
    ),
  );
  // Synchronous on purpose: the drag library needs the new order in the same tick as the drop.
  const move = (from: number, to: number) => {
    const list = queryClient.getQueryData(key);
    const moved = list?.[from];
    if (!list || !moved || from === to) return;
    queryClient.setQueryData(key, renumbered(moveItem(list, from, to)));
    mutation.mutate({ routineItemId: moved.routineItemId, toIndex: to + 1 });
  };
  return { move, isPending: mutation.isPending };
}

type RestoreInput = Parameters<typeof trpcClient.routines.restoreItem.mutate>[0];
type Deleted = { item: RoutineItem; input: RestoreInput };

// A legacy value the restore's schema would refuse (0 reps, an over-long caution) is left unset.
const fits = <T>(schema: { safeParse: (v: unknown) => { success: boolean } }, value: T | null): T | null =>
  value !== null && schema.safeParse(value).success ? value : null;

function snapshotOf(routineId: number, item: RoutineItem, list: readonly RoutineItem[]): RestoreInput {
  const shape = RestoreItemSchema.shape;
  return {
    routineId,
    exerciseId: item.exerciseId,
    position: Math.min(item.position, ROUTINE_ITEM_LIMIT),
    weight: fits(shape.weight, item.weight),
    rep: fits(shape.rep, item.rep),
    setCount: fits(shape.setCount, item.setCount),
    setTargets: fits(shape.setTargets, item.setTargets),
    caution: fits(shape.caution, item.caution),
    supersetWith:
      item.supersetGroup === null
        ? []
        : list.filter((w) => w.supersetGroup === item.supersetGroup && w.routineItemId !== item.routineItemId).map((w) => w.exerciseId),
  };
}

/** The server's list replaces the guess. */
function useRestoreItem(routineId: number) {
  const queryClient = useQueryClient();
  const key = trpc.routines.items.queryKey({ routineId });
  return useMutation(
    viaOutbox(
      'routines.restoreItem',
      trpc.routines.restoreItem.mutationOptions({
        onSuccess: (list) => queryClient.setQueryData(key, list),
        onError: (error) => toast.apiError(error, '운동을 되돌리지 못했어요'),
        onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries(trpc.routines.list.queryFilter())]),
      }),
    ),
  );
}

/** Quick deletes within this count as one batch. */
const UNDO_MS = 8000;

/**
 * docs/decisions/031-routine-edits-a-newcomer-can-undo.md: deleted at once (through the outbox, so also offline);
 * '되돌리기' puts a batch back newest first, so each goes back to the place it had.
 */
export function useDeleteItem(routineId: number) {
  const queryClient = useQueryClient();
  const key = trpc.routines.items.queryKey({ routineId });
  const restore = useRestoreItem(routineId);
  const batch = useRef<{ until: number; items: Deleted[] }>({ until: 0, items: [] });

  const undo = (items: readonly Deleted[]) => {
    batch.current = { until: 0, items: [] };
    toast.success('되돌렸어요');
    for (const { item, input } of [...items].reverse()) {
      queryClient.setQueryData(key, (list) => list && renumbered(withGuess(list, item, input.position)));
      restore.mutate(input);
    }
  };

  const mutation = useMutation(
    viaOutbox(
      'routines.deleteItem',
      trpc.routines.deleteItem.mutationOptions({
        onMutate: async ({ routineItemId }) => {
          await queryClient.cancelQueries({ queryKey: key });
          const previous = queryClient.getQueryData(key);
          const item = previous?.find((w) => w.routineItemId === routineItemId);
          queryClient.setQueryData(key, (list) => list && renumbered(list.filter((w) => w.routineItemId !== routineItemId)));
          if (previous && item) {
            const now = Date.now();
            const items = [...(now < batch.current.until ? batch.current.items : []), { item, input: snapshotOf(routineId, item, previous) }];
            batch.current = { until: now + UNDO_MS, items };
            toast.action(createElement(UndoMessage, { text: removedText(items.map((d) => d.item.exerciseName)), onUndo: () => undo(items) }), UNDO_MS);
          }
          return { previous, exerciseId: item?.exerciseId };
        },
        onError: (error, _vars, context) => {
          if (context?.previous) queryClient.setQueryData(key, context.previous);
          batch.current = { ...batch.current, items: batch.current.items.filter((d) => d.item.exerciseId !== context?.exerciseId) };
          toast.apiError(error, '운동을 삭제하지 못했어요');
        },
        onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries(trpc.routines.list.queryFilter())]),
      }),
    ),
  );
  return (item: RoutineItem) => mutation.mutate({ routineItemId: item.routineItemId });
}

/** A guessed row's id is negative: no real row has it. */
function withGuess(list: RoutineItem[], item: RoutineItem, position: number): RoutineItem[] {
  if (list.some((w) => w.exerciseId === item.exerciseId)) return list;
  const at = Math.min(Math.max(position - 1, 0), list.length);
  return [...list.slice(0, at), { ...item, routineItemId: -item.routineItemId, supersetGroup: null }, ...list.slice(at)];
}
