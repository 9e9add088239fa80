import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '../../../../server/features/user/preferences.shared';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

export const preferencesQuery = () => trpc.user.preferences.queryOptions();

/**
 * Saves some of the member's preferences. The cached preferences change at once (the flow's chips, the
 * machine step's notice follow the tap) and are put back if the server refuses. `saved`: the success toast,
 * none when the change is a side effect of another step (the flow saves the member's answer as they give it).
 */
export function useUpdatePreferences({ saved, failed }: { saved?: string; failed: string }) {
  const queryClient = useQueryClient();
  const key = trpc.user.preferences.queryKey();
  return useMutation(
    trpc.user.updatePreferences.mutationOptions({
      onMutate: async (change) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData(key);
        if (previous) {
          const next: Preferences = { ...previous };
          if (change.goal !== undefined) next.goal = change.goal;
          if (change.experience !== undefined) next.experience = change.experience;
          if (change.gymMachineIds !== undefined) next.gymMachineIds = change.gymMachineIds;
          queryClient.setQueryData(key, next);
        }
        return { previous };
      },
      onSuccess: (preferences) => {
        // A later tap still on its way has already changed the cache; its own answer settles it.
        if (queryClient.isMutating({ mutationKey: trpc.user.updatePreferences.mutationKey() }) <= 1) queryClient.setQueryData(key, preferences);
        if (saved) toast.success(saved);
      },
      onError: (error, _change, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        toast.apiError(error, failed);
      },
    }),
  );
}
