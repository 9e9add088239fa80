// Legacy /api/user/* and /api/myfit/userInfo (docs/legacy-api.md §4.1, §4.2). Bad input gets the legacy bare message
// with 400, not 200; see ADR 002.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DateTextSchema } from '../../common/schemas';
import { parseOrThrow } from '../../common/validate';
import { AppError } from '../../errors';
import { bodyObject, defineShim, sendText } from '../../rest/shim';
import { SHIM_MESSAGES } from '../../rest/shim-messages';
import {
  AuthResponseSchema,
  BirthDateSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  LegacyUpdateProfileSchema,
  LoginEmailSchema,
  MSG,
} from '../auth/auth.shared';
import { memberSummary } from './body-records.service';
import { bareTextOnInvalid, LEGACY_TEXT, LegacySignUpBodySchema, legacySignUpInput, refusalText, sexToLegacy } from './user.legacy';
import { changePassword, checkEmailAvailable, deleteAccount, getMe, signUp, updateProfile } from './user.service';

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

const OkOrFailSchema = z.enum(['ok', 'fail']).meta({ description: '`ok`: 됐어요. `fail`: 비밀번호가 맞지 않아요 (아무것도 바뀌지 않아요)' });

const LegacyProfileSchema = LegacyUpdateProfileSchema.extend({
  birthDate: BirthDateSchema.nullish().meta({ description: '생년월일 YYYY-MM-DD. null이거나 생략하면 지워요' }),
}).meta({ id: 'LegacyProfileChange', examples: [{ userName: '김철수', birthDate: '2000-02-02' }] });

const LegacyUserSchema = z
  .object({
    userName: z.string().min(1),
    loginEmail: z.string().min(1),
    sex: z.enum(['남성', '여성']),
    birthDate: DateTextSchema.nullable().meta({ description: '생년월일, 없으면 null' }),
  })
  .meta({
    id: 'LegacyUser',
    description: '내 회원 정보',
    examples: [{ userName: '홍길동', loginEmail: 'hong@example.com', sex: '남성', birthDate: '1999-01-31' }],
  });

const LegacyUserInfoSchema = z
  .object({
    userName: z.string().min(1),
    userAge: z.number().int().nullable().meta({ description: '만 나이, 생년월일이 없으면 null' }),
    weight: z.number().nullable().meta({ description: '가장 최근에 저장한 몸 기록의 몸무게(kg), 기록이 없으면 null' }),
    height: z.number().nullable().meta({ description: '가장 최근에 저장한 몸 기록의 키(cm), 기록이 없으면 null' }),
  })
  .meta({ id: 'LegacyUserInfo', description: '이름, 나이와 최근 몸 기록', examples: [{ userName: '홍길동', userAge: 25, weight: 70, height: 175 }] });

const DELETE_DESCRIPTION =
  '`password`가 맞으면 회원과 그 몸 기록, 루틴, 추천 기록을 모두 지우고 글자 `ok`를 보내요. 모든 로그인이 끝나요. 비밀번호가 틀리면 글자 `fail`이고 아무것도 지우지 않아요. 예전 웹 클라이언트는 `/api/user/delete`를, 예전 API는 `/api/user/private/delete`를 썼어요. 둘은 똑같이 동작해요. 비밀번호 확인은 로그인과 같은 제한을 받아요(계정마다, IP마다; 넘으면 429).';

export const userShims = [
  defineShim({
    method: 'POST',
    url: '/user/auth',
    auth: 'ignore',
    doc: {
      tag: '계정',
      summary: '회원가입해요',
      description:
        '예전 검사를 예전 순서대로 먼저 해요: 이름 길이(3~8자), 이메일 형식, 비밀번호 길이(8자 이상), 성별, 키(80~350), 몸무게(30~350), 체지방량과 골격근량(0~95), 상하체 밸런스(0~1). 그다음 제품 규칙(이름은 한글, 비밀번호는 영문과 숫자를 포함해 8~25자, 키 100~250, 체지방량과 골격근량 1~99.9kg, 둘의 합은 몸무게보다 작게)을 봐요. 처음 걸린 검사의 문구를 글자 그대로 400으로 보내요. 이미 가입된 이메일은 글자 `아이디 중복`(400)이에요. 숫자 칸은 `"175"` 같은 글자도 받고, 빠지면 기본값(키 170, 몸무게 70, 체지방량 17, 골격근량 40, 밸런스 0.5)이에요. 첫 몸 기록도 함께 저장해요. 로그인 유지는 늘 false예요. `Authorization` 헤더는 보지 않아요. IP마다 가입 요청 수가 제한돼요(넘으면 429).',
      body: LegacySignUpBodySchema,
      answers: {
        200: { json: AuthResponseSchema },
        400: {
          text: refusalText([
            LEGACY_TEXT.nameShort,
            LEGACY_TEXT.email,
            LEGACY_TEXT.passwordShort,
            LEGACY_TEXT.sex,
            MSG.nameInvalid,
            MSG.passwordInvalid,
            LEGACY_TEXT.duplicate,
          ]),
        },
      },
      errors: ['SIGNUP_THROTTLED'],
    },
    // Legacy sign-up never remembers the session (docs/legacy-api.md §2.1).
    handler: (ctx, req, reply) => bareTextOnInvalid(reply, () => signUp(ctx, legacySignUpInput(bodyObject(req)), false)),
  }),

  // docs/legacy-api.md §4.6: '아이디 중복' is an answer (200), the format text a 400 (ADR 002).
  defineShim({
    method: 'POST',
    url: '/user/auth/verify/email/:email',
    auth: 'ignore',
    doc: {
      tag: '계정',
      summary: '가입에 쓸 수 있는 이메일인지 확인해요',
      description:
        '쓸 수 있으면 글자 `ok`, 이미 가입된 이메일이면 글자 `아이디 중복`(둘 다 200)이에요. 형식이 맞지 않으면 글자 `형식에 맞지 않는 이메일 주소`를 400으로 보내요. 본문은 없어요. IP마다 확인 요청 수가 제한돼요(넘으면 429).',
      params: z.object({
        email: z
          .string()
          .min(1)
          .meta({ description: '확인할 이메일 (주소에 맞게 인코딩해요)', examples: ['hong@example.com'] }),
      }),
      answers: {
        200: { text: z.enum(['ok', LEGACY_TEXT.duplicate]).meta({ examples: ['ok'] }) },
        400: { text: z.literal(LEGACY_TEXT.email) },
      },
      errors: ['EMAIL_CHECK_THROTTLED'],
    },
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
    doc: {
      tag: '계정',
      summary: '내 회원 정보를 받아요',
      answers: { 200: { json: LegacyUserSchema } },
      errors: ['USER_NOT_FOUND'],
    },
    handler: async (ctx) => {
      const me = await getMe(ctx);
      return { userName: me.userName, loginEmail: me.loginEmail, sex: sexToLegacy(me.sex), birthDate: me.birthDate };
    },
  }),

  defineShim({
    method: 'POST',
    url: '/user/private',
    auth: 'access',
    doc: {
      tag: '계정',
      summary: '이름과 생년월일을 바꿔요',
      description:
        '두 값을 모두 덮어써요. `birthDate`가 null이거나 빠지면 생년월일을 지워요. 성공하면 글자 `ok`예요. 이름이 3~8자가 아니면 (너무 길어도) 예전처럼 글자 `너무 짧은 유저명: 3자리 이상, 8자리 이하`를, 제품 규칙(한글만, 올바른 날짜)에 맞지 않으면 그 문구를 400으로 보내요.',
      body: LegacyProfileSchema,
      answers: {
        200: { text: z.literal('ok') },
        400: { text: refusalText([LEGACY_TEXT.nameShort, MSG.nameInvalid, MSG.birthInvalid, SHIM_MESSAGES.bodyNotObject]) },
      },
      errors: ['USER_NOT_FOUND'],
    },
    handler: (ctx, req, reply) =>
      bareTextOnInvalid(reply, async () => {
        const body = bodyObject(req);
        const name = typeof body.userName === 'string' ? [...body.userName.normalize('NFC')].length : 0;
        // The legacy API answered both lengths with the "too short" text.
        if (typeof body.userName === 'string' && (name < 3 || name > 8)) {
          throw new AppError('VALIDATION', { message: LEGACY_TEXT.nameShort });
        }
        const profile = parseOrThrow(LegacyProfileSchema, { userName: body.userName, birthDate: body.birthDate });
        await updateProfile(ctx, { userName: profile.userName, birthDate: profile.birthDate ?? null });
        return sendText(reply, 'ok');
      }),
  }),

  defineShim({
    method: 'POST',
    url: '/user/private/password',
    auth: 'access',
    doc: {
      tag: '계정',
      summary: '비밀번호를 바꿔요',
      description:
        '`oldPassword`가 맞으면 바꾸고 글자 `ok`를, 틀리면 글자 `fail`을 보내요(둘 다 200). 새 비밀번호는 영문과 숫자를 포함해 8~25자여야 해요(아니면 그 문구를 글자로 400). 바꾸면 이 로그인 말고 다른 로그인은 모두 끝나요. 비밀번호 확인은 로그인과 같은 제한을 받아요(계정마다, IP마다; 넘으면 429).',
      body: ChangePasswordSchema.meta({ id: 'LegacyPasswordChange', examples: [{ oldPassword: 'abcd1234', newPassword: 'efgh5678' }] }),
      answers: { 200: { text: OkOrFailSchema }, 400: { text: refusalText([MSG.passwordInvalid, MSG.passwordRequired]) } },
      errors: ['USER_NOT_FOUND', 'PASSWORD_CHECK_THROTTLED'],
    },
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
      doc: {
        tag: '계정',
        summary: '회원 탈퇴해요',
        description: DELETE_DESCRIPTION,
        body: DeleteAccountSchema.meta({ id: 'LegacyAccountDeletion', examples: [{ password: 'abcd1234' }] }),
        answers: { 200: { text: OkOrFailSchema }, 400: { text: refusalText([MSG.passwordRequired, SHIM_MESSAGES.bodyNotObject]) } },
        errors: ['USER_NOT_FOUND', 'PASSWORD_CHECK_THROTTLED'],
      },
      handler: (ctx, req, reply) => okOrFail(reply, () => deleteAccount(ctx, parseOrThrow(DeleteAccountSchema, { password: bodyObject(req).password }))),
    }),
  ),

  defineShim({
    method: 'GET',
    url: '/myfit/userInfo',
    auth: 'access',
    doc: {
      tag: '계정',
      summary: '이름, 나이와 최근 키·몸무게를 받아요',
      description: '키와 몸무게는 날짜가 아니라 가장 나중에 저장한 몸 기록에서 와요(예전과 같아요). 생년월일이 없으면 `userAge`는 null이에요.',
      answers: { 200: { json: LegacyUserInfoSchema } },
      errors: ['USER_NOT_FOUND'],
    },
    handler: async (ctx) => {
      const s = await memberSummary(ctx);
      return { userName: s.userName, userAge: s.userAge, weight: s.weight, height: s.height };
    },
  }),
];
