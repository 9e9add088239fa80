// Legacy /api/recommendation/* (legacy-api.md §4.4, §4.6). The id is answered only after the results
// are stored (the legacy API answered first and computed in the background, so clients polled a 404).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context';
import { bodyObject, pathId, pathPage, registerShimRoute, sendEmpty, stringList } from '../../rest/shim';
import { parseOrThrow } from '../../shared/validate';
import type { RecommendedExercise } from './engine/types';
import { CreateRecommendationSchema, type Recommendation } from './recommendation.contract';
import { createRecommendation, deleteRecommendation, getRecommendation, listRecommendations } from './recommendation.service';

/** The legacy item, plus videoLink and caution, which the legacy web client needs. */
function legacyItem(r: RecommendedExercise) {
  return {
    workoutId: r.workoutId,
    koreanName: r.koreanName,
    englishName: r.englishName,
    machineKoreanName: r.machineKoreanName,
    bodyPartKoreanName: r.bodyPartKoreanName,
    description: r.description,
    imgPath: r.imgPath,
    weight: r.weight,
    repeat: r.repeat,
    set: r.set,
    videoLink: r.videoLink,
    caution: r.caution,
  };
}

const legacyHistory = (r: Recommendation) => ({ date: r.date, requestedBodyParts: r.requestedBodyParts, recommends: r.recommends.map(legacyItem) });

export function registerRecommendationShims(app: FastifyInstance, deps: AppDeps): void {
  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/recommendation/workout',
    auth: 'access',
    handler: async (ctx, req, reply) => {
      const body = bodyObject(req);
      const input = parseOrThrow(CreateRecommendationSchema, {
        bodyPartKoreanName: stringList(body.bodyPartKoreanName, 'bodyPartKoreanName', { required: true }),
        machineKoreanName: stringList(body.machineKoreanName, 'machineKoreanName'),
      });
      const created = await createRecommendation(ctx, input);
      return reply.type('application/json; charset=utf-8').send(String(created.recommendationId));
    },
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/recommendation/workout/history/list/:page',
    auth: 'access',
    handler: async (ctx, req) =>
      (await listRecommendations(ctx, { page: pathPage(req, 'page') })).map((r) => ({
        recommendId: r.recommendationId,
        date: r.date,
        requestedBodyParts: r.requestedBodyParts,
        workouts: r.recommends.map(legacyItem),
      })),
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/recommendation/workout/history/:recommendationId',
    auth: 'access',
    handler: async (ctx, req) => legacyHistory(await getRecommendation(ctx, pathId(req, 'recommendationId'))),
  });

  // Legacy deleted any member's record; ours deletes only the caller's (another's id is not found).
  registerShimRoute(app, deps, {
    method: 'DELETE',
    url: '/recommendation/workout/history/:recommendationId',
    auth: 'access',
    handler: async (ctx, req, reply) => {
      await deleteRecommendation(ctx, pathId(req, 'recommendationId'));
      return sendEmpty(reply);
    },
  });
}
