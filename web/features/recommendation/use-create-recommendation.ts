import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { readApiError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** Creates the recommendation and opens its result; stays pending until the result page has loaded. */
export function useCreateRecommendation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.recommendation.create.mutationOptions({
      onSuccess: async (rec) => {
        // The answer is the stored recommendation itself: the result page need not fetch it again.
        queryClient.setQueryData(trpc.recommendation.get.queryKey({ id: rec.recommendationId }), rec);
        await navigate({ to: '/recommend/result', search: { id: rec.recommendationId } });
      },
      onError: (error) => {
        // The auth link has already ended the session and said so; the failure modal would mislead.
        if (readApiError(error).httpStatus === 401) void navigate({ to: '/login' });
      },
    }),
  );
}

/** What the failure modal shows for an error: null when there is no modal (a 401 goes to login), else the
 * server's own reason for a refused request as a detail line (nothing for faults and lost connections). */
export function failureOf(error: unknown): { detail: string | null } | null {
  const { responded, httpStatus, message } = readApiError(error);
  if (httpStatus === 401) return null;
  return { detail: responded && httpStatus !== undefined && httpStatus < 500 ? message : null };
}
