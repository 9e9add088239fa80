// Legacy /api/user/*, /api/myfit/userInfo and /api/bodyData/* (legacy-api.md §4.1, §4.2, §4.5).
// Deviation: where the legacy API answered bad input with 200 + a message, we send the same bare
// message with 400 (bad input always gets a 4xx here); see ADR 002.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import { bodyObject, pathId, pathPage, registerShimRoute, sendText } from '../../rest/shim';
import { parseOrThrow } from '../../shared/validate';
import { ChangePasswordSchema, DeleteAccountSchema, LegacyUpdateProfileSchema, LoginEmailSchema } from '../auth/auth.contract';
import { type BodyDataRecord, deleteBodyData, getBodyData, listBodyData, memberSummary, recentBodyData, saveBodyData } from './body-data.service';
import { balanceToLegacy, LEGACY_TEXT, legacyBodyDataInput, legacySignUpInput, sexToLegacy } from './user.legacy';
import { changePassword, checkEmailAvailable, deleteAccount, getMe, signUp, updateProfile } from './user.service';

/** Runs `work`; a validation failure becomes a bare-text 400 with its Korean message. */
async function bareTextOnInvalid(reply: FastifyReply, work: () => Promise<unknown> | unknown): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return sendText(reply, error.message, 400);
    if (error instanceof AppError && error.code === 'EMAIL_TAKEN') return sendText(reply, LEGACY_TEXT.duplicate, 400);
    throw error;
  }
}

/** 'ok' on success, 'fail' when the password did not match (the legacy answers). */
async function okOrFail(reply: FastifyReply, work: () => Promise<void>): Promise<unknown> {
  return bareTextOnInvalid(reply, async () => {
    try {
      await work();
      return sendText(reply, 'ok');
    } catch (error) {
      if (error instanceof AppError && error.code === 'WRONG_PASSWORD') return sendText(reply, 'fail');
      throw error;
    }
  });
}

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

export function registerUserShims(app: FastifyInstance, deps: AppDeps): void {
  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/user/auth',
    auth: 'ignore',
    // Legacy sign-up never remembers the session (legacy-api §2.1).
    handler: (ctx, req, reply) => bareTextOnInvalid(reply, () => signUp(ctx, legacySignUpInput(bodyObject(req)), false)),
  });

  // legacy-api §4.6: bare 'ok', '아이디 중복' (200: an answer, not an error) or the format text (400,
  // bad input gets a 4xx as everywhere on the shims, ADR 002). Limited per IP: 429 envelope.
  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/user/auth/verify/email/:email',
    auth: 'ignore',
    handler: async (ctx, req, reply) => {
      const email = (req.params as { email: string }).email;
      if (!/^(.+)@(\S+)$/.test(email)) return sendText(reply, LEGACY_TEXT.email, 400);
      try {
        const { available } = await checkEmailAvailable(ctx, parseOrThrow(LoginEmailSchema, email));
        return sendText(reply, available ? 'ok' : LEGACY_TEXT.duplicate);
      } catch (error) {
        if (error instanceof AppError && error.code === 'VALIDATION') return sendText(reply, LEGACY_TEXT.email, 400);
        throw error;
      }
    },
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/user/private',
    auth: 'access',
    handler: async (ctx) => {
      const me = await getMe(ctx);
      return { userName: me.userName, loginEmail: me.loginEmail, sex: sexToLegacy(me.sex), birthDate: me.birthDate };
    },
  });

  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/user/private',
    auth: 'access',
    handler: (ctx, req, reply) =>
      bareTextOnInvalid(reply, async () => {
        const body = bodyObject(req);
        const name = typeof body.userName === 'string' ? [...body.userName.normalize('NFC')].length : 0;
        // The legacy API answered both lengths with the "too short" text.
        if (typeof body.userName === 'string' && (name < 3 || name > 8)) {
          throw new AppError('VALIDATION', { message: LEGACY_TEXT.nameShort });
        }
        await updateProfile(ctx, parseOrThrow(LegacyUpdateProfileSchema, { userName: body.userName, birthDate: body.birthDate ?? null }));
        return sendText(reply, 'ok');
      }),
  });

  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/user/private/password',
    auth: 'access',
    handler: (ctx, req, reply) => {
      const body = bodyObject(req);
      return okOrFail(reply, () => changePassword(ctx, parseOrThrow(ChangePasswordSchema, { oldPassword: body.oldPassword, newPassword: body.newPassword })));
    },
  });

  // The web client calls /user/delete, the legacy API served /user/private/delete: both do the same.
  for (const url of ['/user/delete', '/user/private/delete']) {
    registerShimRoute(app, deps, {
      method: 'POST',
      url,
      auth: 'access',
      handler: (ctx, req, reply) => okOrFail(reply, () => deleteAccount(ctx, parseOrThrow(DeleteAccountSchema, { password: bodyObject(req).password }))),
    });
  }

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/myfit/userInfo',
    auth: 'access',
    handler: async (ctx) => {
      const s = await memberSummary(ctx);
      return { userName: s.userName, userAge: s.userAge, weight: s.weight, height: s.height };
    },
  });

  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/bodyData',
    auth: 'access',
    handler: (ctx, req, reply) =>
      bareTextOnInvalid(reply, async () => sendText(reply, String((await saveBodyData(ctx, legacyBodyDataInput(bodyObject(req)))).bodyDataId))),
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/bodyData/recent',
    auth: 'access',
    handler: async (ctx) => legacyBodyData(await recentBodyData(ctx)),
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/bodyData/list/:page',
    auth: 'access',
    handler: async (ctx, req) => {
      // Legacy: a negative page is an empty list; page 0 or text is bad input.
      if (/^-\d{1,15}$/.test((req.params as { page: string }).page)) return [];
      return (await listBodyData(ctx, pathPage(req, 'page'))).map(legacyBodyData);
    },
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/bodyData/:bodyDataId',
    auth: 'access',
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
  });

  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/bodyData/delete/:bodyDataId',
    auth: 'access',
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
  });
}
