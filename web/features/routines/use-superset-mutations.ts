import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { viaOutbox } from '../../offline/outbox/member-writes';

/** '슈퍼세트로 묶기' / '슈퍼세트 해제' in a routine (docs/decisions/023-supersets.md): the answer is the routine's list. */
export function useSupersetItems(routineId: number) {
  const queryClient = useQueryClient();
  const key = trpc.routines.items.queryKey({ routineId });
  const group = useMutation(
    viaOutbox(
      'routines.groupItems',
      trpc.routines.groupItems.mutationOptions({
        onSuccess: (list) => queryClient.setQueryData(key, list),
        onError: async (error) => {
          toast.apiError(error, '슈퍼세트로 묶지 못했어요');
          await queryClient.invalidateQueries({ queryKey: key });
        },
      }),
    ),
  );
  const ungroup = useMutation(
    viaOutbox(
      'routines.ungroupItem',
      trpc.routines.ungroupItem.mutationOptions({
        onSuccess: (list) => queryClient.setQueryData(key, list),
        onError: async (error) => {
          toast.apiError(error, '슈퍼세트를 해제하지 못했어요');
          await queryClient.invalidateQueries({ queryKey: key });
        },
      }),
    ),
  );
  return { group, ungroup };
}
