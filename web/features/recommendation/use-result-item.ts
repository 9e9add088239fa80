import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Feedback, Recommendation } from '../../../server/features/recommendation/recommendation.shared';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { viaOutbox } from '../../offline/outbox/member-writes';

const withFeedback = (rec: Recommendation | undefined, exerciseId: number, feedback: Feedback | null) =>
  rec && { ...rec, recommends: rec.recommends.map((e) => (e.exerciseId === exerciseId ? { ...e, feedback } : e)) };

/** One-tap feedback: shown pressed at once, put back with a toast if the server refuses. */
export function useFeedback(recommendationId: number) {
  const queryClient = useQueryClient();
  const key = trpc.recommendation.get.queryKey({ id: recommendationId });
  return useMutation(
    viaOutbox(
      'recommendation.feedback',
      trpc.recommendation.feedback.mutationOptions({
        onMutate: async ({ exerciseId, feedback }) => {
          await queryClient.cancelQueries({ queryKey: key });
          const before = queryClient.getQueryData(key)?.recommends.find((e) => e.exerciseId === exerciseId)?.feedback ?? null;
          queryClient.setQueryData(key, (rec) => withFeedback(rec, exerciseId, feedback));
          return { before };
        },
        onError: (error, { exerciseId }, context) => {
          queryClient.setQueryData(key, (rec) => withFeedback(rec, exerciseId, context?.before ?? null));
          toast.apiError(error, '느낌을 저장하지 못했어요');
        },
      }),
    ),
  );
}

/** The swap on the result page: the stored recommendation comes back with the new exercise in place. */
export function useSwapRecommended() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.recommendation.swap.mutationOptions({
      onSuccess: async (rec) => {
        queryClient.setQueryData(trpc.recommendation.get.queryKey({ id: rec.recommendationId }), rec);
        // The session changed: what each of its exercises can be swapped for changes with it.
        queryClient.removeQueries(trpc.recommendation.alternatives.queryFilter());
      },
    }),
  );
}
