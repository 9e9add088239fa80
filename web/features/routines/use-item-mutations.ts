import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoutineItem } from '../../../server/features/routines/routines.contract';
import { viaOutbox } from '../../lib/outbox/member-writes';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { moveItem } from './use-routine-mutations';

const renumbered = (list: RoutineItem[]) => list.map((w, i) => ({ ...w, position: i + 1 }));

/** One call for all chosen routines (atomic on the server); the routine lists are refetched after. */
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

/** '다른 운동으로 바꾸기': the row takes the new exercise; the routine and its list are fetched again. */
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

/** docs/product.md §4 dragging: reorder locally, renumber 1..n, then save the moved item; a failure refetches. */
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

/** docs/product.md §8: removed at once, put back if the server refuses. */
export function useDeleteItem(routineId: number) {
  const queryClient = useQueryClient();
  const key = trpc.routines.items.queryKey({ routineId });
  return useMutation(
    viaOutbox(
      'routines.deleteItem',
      trpc.routines.deleteItem.mutationOptions({
        onMutate: async ({ routineItemId }) => {
          await queryClient.cancelQueries({ queryKey: key });
          const previous = queryClient.getQueryData(key);
          queryClient.setQueryData(key, (list) => list && renumbered(list.filter((w) => w.routineItemId !== routineItemId)));
          return { previous };
        },
        onError: (error, _vars, context) => {
          if (context?.previous) queryClient.setQueryData(key, context.previous);
          toast.apiError(error, '운동을 삭제하지 못했어요');
        },
        onSuccess: () => toast.success('운동을 삭제했어요'),
        onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries(trpc.routines.list.queryFilter())]),
      }),
    ),
  );
}
