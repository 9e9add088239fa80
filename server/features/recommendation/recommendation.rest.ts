// Legacy /api/recommendation/* (docs/legacy-api.md §4.4, §4.6). The id is answered only after the results
// are stored (the legacy API answered first and computed in the background, so clients polled a 404).
import { z } from 'zod';
import '../../common/zod-korean';
import { parseOrThrow } from '../../common/validate';
import type { AuthedCtx } from '../../context';
import { bodyObject, defineShim, PENDING_DOC, pathId, pathPage, sendEmpty, stringList } from '../../rest/shim';
import { legacyImgPath, resolveNames } from '../catalogue/catalogue.service';
import type { RecommendedExercise } from './engine/types';
import { BODY_PART_LIST_MSG, BODY_PARTS_MAX, MACHINES_MAX, type NewRecommendation, type Recommendation } from './recommendation.contract';
import { createRecommendation, deleteRecommendation, getRecommendation, listRecommendations } from './recommendation.service';

/** A body part's or machine's Korean name as legacy requests send it (checked against the catalogue below). */
const CatalogueNameSchema = z.string().min(1).max(30);

/** The legacy request: Korean names, in the order chosen. */
const LegacyRecommendationSchema = z.object({
  bodyPartKoreanName: z.array(CatalogueNameSchema, { error: BODY_PART_LIST_MSG.missing }).min(1, BODY_PART_LIST_MSG.empty).max(BODY_PARTS_MAX),
  machineKoreanName: z.array(CatalogueNameSchema).max(MACHINES_MAX).default([]),
});

/**
 * The legacy names → the ids the service takes, in the order given: an unknown name is refused naming it
 * ('알 수 없는 기구예요: …'), as before.
 */
function newRecommendationOf(ctx: AuthedCtx, legacy: z.output<typeof LegacyRecommendationSchema>): NewRecommendation {
  const catalogue = ctx.catalogue.current;
  return {
    bodyPartIds: resolveNames(legacy.bodyPartKoreanName, catalogue.bodyParts, '운동 부위').map((p) => p.bodyPartId),
    machineIds: resolveNames(legacy.machineKoreanName, catalogue.machines, '기구').map((m) => m.machineId),
  };
}

/** The legacy item, plus videoLink and caution, which the legacy web client needs. */
function legacyItem(ctx: AuthedCtx, r: RecommendedExercise) {
  return {
    workoutId: r.exerciseId,
    koreanName: r.koreanName,
    englishName: r.englishName,
    machineKoreanName: r.machineNames,
    bodyPartKoreanName: r.bodyPartNames,
    description: r.description,
    imgPath: legacyImgPath(ctx, r.exerciseId, r.imgPath),
    weight: r.weight,
    repeat: r.repeat,
    set: r.set,
    videoLink: r.videoLink,
    caution: r.caution,
  };
}

const legacyHistory = (ctx: AuthedCtx, r: Recommendation) => ({
  date: r.date,
  requestedBodyParts: r.requestedBodyParts,
  recommends: r.recommends.map((item) => legacyItem(ctx, item)),
});

export const recommendationShims = [
  defineShim({
    method: 'POST',
    url: '/recommendation/workout',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req, reply) => {
      const body = bodyObject(req);
      const legacy = parseOrThrow(LegacyRecommendationSchema, {
        bodyPartKoreanName: stringList(body.bodyPartKoreanName, 'bodyPartKoreanName', { required: true }),
        machineKoreanName: stringList(body.machineKoreanName, 'machineKoreanName'),
      });
      const created = await createRecommendation(ctx, newRecommendationOf(ctx, legacy));
      return reply.type('application/json; charset=utf-8').send(String(created.recommendationId));
    },
  }),

  defineShim({
    method: 'GET',
    url: '/recommendation/workout/history/list/:page',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req) =>
      (await listRecommendations(ctx, { page: pathPage(req, 'page') })).map((r) => ({
        recommendId: r.recommendationId,
        date: r.date,
        requestedBodyParts: r.requestedBodyParts,
        workouts: r.recommends.map((item) => legacyItem(ctx, item)),
      })),
  }),

  defineShim({
    method: 'GET',
    url: '/recommendation/workout/history/:recommendationId',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req) => legacyHistory(ctx, await getRecommendation(ctx, pathId(req, 'recommendationId'))),
  }),

  // Legacy deleted any member's record; ours deletes only the caller's (another's id is not found).
  defineShim({
    method: 'DELETE',
    url: '/recommendation/workout/history/:recommendationId',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req, reply) => {
      await deleteRecommendation(ctx, pathId(req, 'recommendationId'));
      return sendEmpty(reply);
    },
  }),
];
