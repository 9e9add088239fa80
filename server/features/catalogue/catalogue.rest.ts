// Legacy /api/workouts/*, /api/bodyParts/all and /api/machines/list (docs/legacy-api.md §4.3).
import { parseOrThrow } from '../../common/validate';
import type { Ctx } from '../../context';
import { bodyObject, defineShim, optionalString, PENDING_DOC, pathId, stringList } from '../../rest/shim';
import { type Exercise, KeywordSchema } from './catalogue.contract';
import { getExercise, legacyImgPath, listBodyParts, listMachinesByPartNames, searchExercisesUnion } from './catalogue.service';

/**
 * The legacy workout object, plus the fields the legacy web client declares (docs/product.md §3); its picture is
 * the movement illustration when there is one (legacyImgPath).
 */
function legacyWorkout(ctx: Pick<Ctx, 'catalogue'>, w: Exercise) {
  return {
    id: w.id,
    englishName: w.englishName,
    koreanName: w.koreanName,
    imgPath: legacyImgPath(ctx, w.id, w.imgPath),
    videoLink: w.videoLink,
    description: w.description,
    bodyPartKoreanName: w.bodyPartNames,
    machineKoreanName: w.machineNames,
    machineName: w.machineNames,
    caution: w.caution,
    atcetera: null,
    createdAt: w.createdAt,
  };
}

export const catalogueShims = [
  defineShim({
    method: 'GET',
    url: '/workouts/:workoutId',
    auth: 'public',
    doc: PENDING_DOC,
    handler: (ctx, req) => legacyWorkout(ctx, getExercise(ctx, pathId(req, 'workoutId'))),
  }),

  defineShim({
    method: 'POST',
    url: '/workouts/search/list/:page',
    auth: 'public',
    doc: PENDING_DOC,
    handler: (ctx, req) => {
      const raw = (req.params as { page: string }).page;
      const page = raw === '-1' ? -1 : pathId(req, 'page');
      const body = bodyObject(req);
      const keyword = optionalString(body.searchKeyword, '', 'searchKeyword');
      const bodyPartNames = stringList(body.bodyPartKoreanName, 'bodyPartKoreanName', { max: 20 });
      return searchExercisesUnion(ctx, { keyword: parseOrThrow(KeywordSchema, keyword), bodyPartNames, page }).map((w) => legacyWorkout(ctx, w));
    },
  }),

  // The legacy web client's shape (a bare array, bodyPartId = 1-based position); see docs/legacy-api.md §8.
  defineShim({
    method: 'GET',
    url: '/bodyParts/all',
    auth: 'public',
    doc: PENDING_DOC,
    handler: (ctx) => listBodyParts(ctx).map((p) => ({ bodyPartId: p.bodyPartId, englishName: p.englishName, koreanName: p.koreanName, imgPath: p.imgPath })),
  }),

  defineShim({
    method: 'POST',
    url: '/machines/list',
    auth: 'access',
    doc: PENDING_DOC,
    handler: (ctx, req) => {
      const names = stringList(bodyObject(req).bodyPartKoreanName, 'bodyPartKoreanName', { max: 20 });
      // The legacy API crashed on unknown names; they now match nothing.
      return listMachinesByPartNames(ctx, names)
        .map((m) => ({ englishName: m.englishName, koreanName: m.koreanName, imgPath: m.imgPath }))
        .reverse(); // legacy order: id descending
    },
  }),
];
