import { ByIdSchema } from '../../common/schemas';
import { authedProcedure, OK, router } from '../../trpc/init';
import { once } from '../receipts/receipts.service';
import { ClientMutationShape } from '../receipts/receipts.shared';
import {
  createRecommendation,
  deleteRecommendation,
  getRecommendation,
  giveFeedback,
  listRecommendations,
  recommendationAlternatives,
  swapRecommendationItem,
} from './recommendation.service';
import { AlternativesSchema, CreateRecommendationSchema, RecommendationFeedbackSchema, RecommendationPageSchema, SwapSchema } from './recommendation.shared';

export const recommendationRouter = router({
  create: authedProcedure.input(CreateRecommendationSchema).mutation(({ ctx, input }) => createRecommendation(ctx, input)),
  get: authedProcedure.input(ByIdSchema).query(({ ctx, input }) => getRecommendation(ctx, input.id)),
  list: authedProcedure.input(RecommendationPageSchema).query(({ ctx, input }) => listRecommendations(ctx, input)),
  delete: authedProcedure.input(ByIdSchema).mutation(async ({ ctx, input }) => {
    await deleteRecommendation(ctx, input.id);
    return OK;
  }),
  /** 무거웠어요 · 적당해요 · 가벼웠어요 on one exercise of a recommendation. */
  feedback: authedProcedure.input(RecommendationFeedbackSchema.extend(ClientMutationShape)).mutation(({ ctx, input, path }) =>
    once(ctx, path, input.clientMutationId, async (c) => {
      await giveFeedback(c, input);
      return OK;
    }),
  ),
  /** '다른 운동으로 바꾸기': up to ALTERNATIVES_MAX exercises to swap one of a recommendation for. */
  alternatives: authedProcedure.input(AlternativesSchema).query(({ ctx, input }) => recommendationAlternatives(ctx, input)),
  swap: authedProcedure.input(SwapSchema).mutation(({ ctx, input }) => swapRecommendationItem(ctx, input)),
});
