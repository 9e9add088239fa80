// Legacy /api/user/* and /api/myfit/userInfo (docs/legacy-api.md §4.1, §4.2); /api/bodyData/* is body-data.rest.ts.
// Deviation: where the legacy API answered bad input with 200 + a message, we send the same bare
// message with 400 (bad input always gets a 4xx here); see ADR 002.
import type { FastifyReply } from 'fastify';
import { parseOrThrow } from '../../common/validate';
import { AppError } from '../../errors';
import { bodyObject, defineShim, PENDING_DOC, sendText } from '../../rest/shim';
import { ChangePasswordSchema, DeleteAccountSchema, LegacyUpdateProfileSchema, LoginEmailSchema } from '../auth/auth.contract';
import { memberSummary } from './body-data.service';
import { bareTextOnInvalid, LEGACY_TEXT, legacySignUpInput, sexToLegacy } from './user.legacy';
import { changePassword, checkEmailAvailable, deleteAccount, getMe, signUp, updateProfile } from './user.service';

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

export const userShims = [
  defineShim({
    method: 'POST',
    url: '/user/auth',
    auth: 'ignore',
    doc: PENDING_DOC,
    // Legacy sign-up never remembers the session (docs/legacy-api.md §2.1).
    handler: (ctx, req, reply) => bareTextOnInvalid(reply, () => signUp(ctx, legacySignUpInput(bodyObject(req)), false)),
  }),

  // docs/legacy-api.md §4.6: bare 'ok', '아이디 중복' (200: an answer, not an error) or the format text (400,
  // bad input gets a 4xx as everywhere on the shims, ADR 002). Limited per IP: 429 envelope.
  defineShim({
    method: 'POST',
    url: '/user/auth/verify/email/:email',
    auth: 'ignore',
    doc: PENDING_DOC,
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
  }),

  defineShim({
    method: 'GET',
    url: '/user/private',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx) => {
      const me = await getMe(ctx);
      return { userName: me.userName, loginEmail: me.loginEmail, sex: sexToLegacy(me.sex), birthDate: me.birthDate };
    },
  }),

  defineShim({
    method: 'POST',
    url: '/user/private',
    auth: 'access',
    doc: PENDING_DOC,
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
  }),

  defineShim({
    method: 'POST',
    url: '/user/private/password',
    auth: 'access',
    doc: PENDING_DOC,
    handler: (ctx, req, reply) => {
      const body = bodyObject(req);
      return okOrFail(reply, () => changePassword(ctx, parseOrThrow(ChangePasswordSchema, { oldPassword: body.oldPassword, newPassword: body.newPassword })));
    },
  }),

  // The web client calls /user/delete, the legacy API served /user/private/delete: both do the same.
  ...['/user/delete', '/user/private/delete'].map((url) =>
    defineShim({
      method: 'POST',
      url,
      auth: 'access',
      doc: PENDING_DOC,
      handler: (ctx, req, reply) => okOrFail(reply, () => deleteAccount(ctx, parseOrThrow(DeleteAccountSchema, { password: bodyObject(req).password }))),
    }),
  ),

  defineShim({
    method: 'GET',
    url: '/myfit/userInfo',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx) => {
      const s = await memberSummary(ctx);
      return { userName: s.userName, userAge: s.userAge, weight: s.weight, height: s.height };
    },
  }),
];
