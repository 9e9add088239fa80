// Legacy /api/auth/* (docs/legacy-api.md §4.1).
import { z } from 'zod';
import { parseOrThrow } from '../../common/validate';
import { AppError } from '../../errors';
import { bodyObject, defineShim, sendEmpty } from '../../rest/shim';
import { bearerTokenOf, login, logout, refresh, requireBearerToken } from './auth.service';
import { AuthResponseSchema, LoginSchema } from './auth.shared';

export const authShims = [
  defineShim({
    method: 'POST',
    url: '/auth/login',
    auth: 'ignore',
    doc: {
      tag: '계정',
      summary: '이메일과 비밀번호로 로그인해요',
      description:
        '`rememberMe`를 빼면 false예요. 이메일이 없거나 비밀번호가 틀리면 같은 403을 보내요. 실패가 계정마다 5번, IP마다 1분에 30번을 넘으면 429예요.',
      body: LoginSchema.extend({ rememberMe: z.boolean().optional() }),
      answers: { 200: { json: AuthResponseSchema } },
      errors: ['AUTH_FAILED', 'TOO_MANY_REQUESTS'],
    },
    handler: async (ctx, req) => {
      const body = bodyObject(req);
      // Legacy default is rememberMe=false; the answer echoes what was asked.
      return login(ctx, parseOrThrow(LoginSchema, { loginEmail: body.loginEmail, password: body.password, rememberMe: body.rememberMe === true }));
    },
  }),

  // The filter is skipped here (docs/legacy-api.md §2.2); a missing or odd header is answered like any unusable refresh
  // token instead of the legacy crash, so clients take their "log in again" path.
  defineShim({
    method: 'GET',
    url: '/auth/refresh',
    auth: 'self',
    doc: {
      tag: '계정',
      summary: '재발급 토큰으로 새 접근 토큰을 받아요',
      description: '`Authorization: Bearer <재발급 토큰>`을 보내요. 재발급 토큰은 그대로 돌려주고(교체하지 않아요), `rememberMe`는 늘 true예요.',
      answers: { 200: { json: AuthResponseSchema } },
      errors: ['REFRESH_TOKEN_EXPIRED', 'USER_NOT_FOUND'],
    },
    handler: (ctx, req) => {
      const bearer = bearerTokenOf(req.headers.authorization);
      if ('missing' in bearer) throw new AppError('REFRESH_TOKEN_EXPIRED');
      return refresh(ctx, bearer.token);
    },
  }),

  defineShim({
    method: 'GET',
    url: '/auth/logout',
    auth: 'self',
    doc: {
      tag: '계정',
      summary: '로그아웃해요 (재발급 토큰을 더는 쓸 수 없게 해요)',
      description: '`Authorization: Bearer <재발급 토큰>`을 보내요. 성공하면 본문 없이 200이에요.',
      answers: { 200: { empty: true } },
      errors: ['ALREADY_LOGGED_OUT', 'TOKEN_MISSING', 'TOKEN_NOT_BEARER', 'TOKEN_EMPTY'],
    },
    handler: async (ctx, req, reply) => {
      await logout(ctx, requireBearerToken(req.headers.authorization));
      return sendEmpty(reply);
    },
  }),
];
