import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Routine } from '../../../server/features/routines/routines.shared';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { viaOutbox } from '../../offline/outbox/member-writes';

export function useCreateRoutine() {
  const queryClient = useQueryClient();
  return useMutation(
    viaOutbox(
      'routines.create',
      trpc.routines.create.mutationOptions({
        onSuccess: async (routine) => {
          toast.success('루틴을 만들었어요');
          queryClient.setQueryData(trpc.routines.list.queryKey(), (list) => list && [...list, routine]);
          await queryClient.invalidateQueries(trpc.routines.list.queryFilter());
        },
        onError: (error) => toast.apiError(error, '루틴을 만들지 못했어요'),
      }),
    ),
  );
}

export function useRenameRoutine() {
  const queryClient = useQueryClient();
  return useMutation(
    viaOutbox(
      'routines.rename',
      trpc.routines.rename.mutationOptions({
        onSuccess: (routine) => {
          toast.success('루틴을 수정했어요');
          queryClient.setQueryData(trpc.routines.list.queryKey(), (list) => list?.map((r) => (r.routineId === routine.routineId ? routine : r)));
        },
        onError: (error) => toast.apiError(error, '루틴을 수정하지 못했어요'),
      }),
    ),
  );
}

export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  return useMutation(
    viaOutbox(
      'routines.delete',
      trpc.routines.delete.mutationOptions({
        onSuccess: async (_ok, { routineId }) => {
          toast.success('루틴을 삭제했어요');
          queryClient.setQueryData(trpc.routines.list.queryKey(), (list) => list?.filter((r) => r.routineId !== routineId));
          queryClient.removeQueries(trpc.routines.items.queryFilter({ routineId }));
          await queryClient.invalidateQueries(trpc.routines.list.queryFilter());
        },
        onError: (error) => toast.apiError(error, '루틴을 삭제하지 못했어요'),
      }),
    ),
  );
}

/** Moves a routine tab; the new order shows at once and is rolled back if the server refuses it. */
export function useReorderRoutines() {
  const queryClient = useQueryClient();
  const key = trpc.routines.list.queryKey();
  const mutation = useMutation(
    viaOutbox(
      'routines.reorder',
      trpc.routines.reorder.mutationOptions({
        onSuccess: (list) => {
          toast.success('루틴을 수정했어요');
          queryClient.setQueryData(key, list);
        },
        onError: async (error) => {
          toast.apiError(error, '루틴 순서를 바꾸지 못했어요');
          await queryClient.invalidateQueries(trpc.routines.list.queryFilter());
        },
      }),
    ),
  );
  // Synchronous on purpose: the drag library needs the new order in the same tick as the drop.
  const move = (routines: Routine[], from: number, to: number) => {
    const next = moveItem(routines, from, to).map((r, i) => ({ ...r, routineIndex: i + 1 }));
    queryClient.setQueryData(key, next);
    mutation.mutate({ routineIds: next.map((r) => r.routineId) });
  };
  return { move, isPending: mutation.isPending };
}

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
