import { ByIdSchema } from '../../shared/schemas';
import { authedProcedure, router } from '../../trpc/init';
import { CreateRecommendationSchema, RecommendationPageSchema } from './recommendation.contract';
import { createRecommendation, deleteRecommendation, getRecommendation, listRecommendations } from './recommendation.service';

export const recommendationRouter = router({
  create: authedProcedure.input(CreateRecommendationSchema).mutation(({ ctx, input }) => createRecommendation(ctx, input)),
  get: authedProcedure.input(ByIdSchema).query(({ ctx, input }) => getRecommendation(ctx, input.id)),
  list: authedProcedure.input(RecommendationPageSchema).query(({ ctx, input }) => listRecommendations(ctx, input)),
  delete: authedProcedure.input(ByIdSchema).mutation(async ({ ctx, input }) => {
    await deleteRecommendation(ctx, input.id);
    return { ok: true as const };
  }),
});
