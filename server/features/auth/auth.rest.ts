// Legacy /api/auth/* (docs/legacy-api.md §4.1).
import type { FastifyInstance } from 'fastify';
import { parseOrThrow } from '../../common/validate';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import { bodyObject, registerShimRoute, sendEmpty } from '../../rest/shim';
import { LoginSchema } from './auth.contract';
import { bearerTokenOf, login, logout, refresh, requireBearerToken } from './auth.service';

export function registerAuthShims(app: FastifyInstance, deps: AppDeps): void {
  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/auth/login',
    auth: 'ignore',
    handler: async (ctx, req) => {
      const body = bodyObject(req);
      // Legacy default is rememberMe=false; the answer echoes what was asked.
      return login(ctx, parseOrThrow(LoginSchema, { loginEmail: body.loginEmail, password: body.password, rememberMe: body.rememberMe === true }));
    },
  });

  // The filter is skipped here (docs/legacy-api.md §2.2); a missing or odd header is answered like any unusable refresh
  // token instead of the legacy crash, so clients take their "log in again" path.
  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/auth/refresh',
    auth: 'self',
    handler: (ctx, req) => {
      const bearer = bearerTokenOf(req.headers.authorization);
      if ('missing' in bearer) throw new AppError('REFRESH_TOKEN_EXPIRED');
      return refresh(ctx, bearer.token);
    },
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/auth/logout',
    auth: 'self',
    handler: async (ctx, req, reply) => {
      await logout(ctx, requireBearerToken(req.headers.authorization));
      return sendEmpty(reply);
    },
  });
}
