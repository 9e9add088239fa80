import { authedProcedure, router } from '../../trpc/init';
import { CreateRecommendationSchema, RecommendationIdSchema, RecommendationPageSchema } from './recommendation.contract';
import { createRecommendation, deleteRecommendation, getRecommendation, listRecommendations } from './recommendation.service';

export const recommendationRouter = router({
  create: authedProcedure.input(CreateRecommendationSchema).mutation(({ ctx, input }) => createRecommendation(ctx, input)),
  get: authedProcedure.input(RecommendationIdSchema).query(({ ctx, input }) => getRecommendation(ctx, input.id)),
  list: authedProcedure.input(RecommendationPageSchema).query(({ ctx, input }) => listRecommendations(ctx, input)),
  delete: authedProcedure.input(RecommendationIdSchema).mutation(({ ctx, input }) => {
    deleteRecommendation(ctx, input.id);
    return { ok: true as const };
  }),
});
