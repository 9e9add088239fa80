// Legacy /api/bodyData/* (docs/legacy-api.md §4.5): a member's body records, with the legacy answers for
// unknown or foreign records (200 with every field null, or 'fail'). Registered by registerUserShims.
import { AppError } from '../../errors';
import { bodyObject, defineShim, PENDING_DOC, pathId, pathPage, sendText } from '../../rest/shim';
import { type BodyDataRecord, deleteBodyData, getBodyData, listBodyData, recentBodyData, saveBodyData } from './body-data.service';
import { balanceToLegacy, bareTextOnInvalid, legacyBodyDataInput } from './user.legacy';

function legacyBodyData(r: BodyDataRecord) {
  return {
    bodyDataId: r.bodyDataId,
    date: r.date,
    height: r.height,
    weight: r.weight,
    bodyFat: r.bodyFat,
    muscleMass: r.muscleMass,
    upDownBalance: balanceToLegacy(r.upDownBalance),
  };
}

const NULL_BODY_DATA = { bodyDataId: null, date: null, height: null, weight: null, bodyFat: null, muscleMass: null, upDownBalance: null };

export const bodyDataShims = [
  defineShim({
    method: 'POST',
    url: '/bodyData',
    auth: 'access',
    doc: PENDING_DOC,
    handler: (ctx, req, reply) =>
      bareTextOnInvalid(reply, async () => sendText(reply, String((await saveBodyData(ctx, legacyBodyDataInput(bodyObject(req)))).bodyDataId))),
  }),

  defineShim({
    method: 'GET',
    url: '/bodyData/recent',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx) => legacyBodyData(await recentBodyData(ctx)),
  }),

  defineShim({
    method: 'GET',
    url: '/bodyData/list/:page',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req) => {
      // Legacy: a negative page is an empty list; page 0 or text is bad input.
      if (/^-\d{1,15}$/.test((req.params as { page: string }).page)) return [];
      return (await listBodyData(ctx, pathPage(req, 'page'))).map(legacyBodyData);
    },
  }),

  defineShim({
    method: 'GET',
    url: '/bodyData/:bodyDataId',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req) => {
      const id = pathId(req, 'bodyDataId');
      try {
        return legacyBodyData(await getBodyData(ctx, id));
      } catch (error) {
        // Legacy: unknown or foreign records answer 200 with every field null.
        if (error instanceof AppError && error.code === 'BODY_DATA_NOT_FOUND') return NULL_BODY_DATA;
        throw error;
      }
    },
  }),

  defineShim({
    method: 'POST',
    url: '/bodyData/delete/:bodyDataId',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req, reply) => {
      const id = pathId(req, 'bodyDataId');
      try {
        await deleteBodyData(ctx, id);
        return sendText(reply, 'ok');
      } catch (error) {
        if (error instanceof AppError && error.code === 'BODY_DATA_NOT_FOUND') return sendText(reply, 'fail');
        throw error;
      }
    },
  }),
];
