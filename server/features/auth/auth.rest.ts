// Legacy /api/auth/* (legacy-api.md §4.1).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import { bodyObject, registerShimRoute, sendEmpty } from '../../rest/shim';
import { login, logout, refresh } from './auth.service';

/** The refresh token from the header, with the legacy filter's answers for a missing or odd header. */
function bearerOf(req: FastifyRequest, missing: AppError): string {
  const header = req.headers.authorization;
  if (header === undefined || header === '') throw missing;
  if (!header.startsWith('Bearer ')) throw new AppError('TOKEN_NOT_BEARER');
  const token = header.slice('Bearer '.length);
  if (token === '') throw new AppError('TOKEN_EMPTY');
  return token;
}

export function registerAuthShims(app: FastifyInstance, deps: AppDeps): void {
  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/auth/login',
    auth: 'ignore',
    handler: async (ctx, req) => {
      const body = bodyObject(req);
      // Legacy default is rememberMe=false; the answer echoes what was asked.
      return login(ctx, { loginEmail: body.loginEmail, password: body.password, rememberMe: body.rememberMe === true });
    },
  });

  // The filter is skipped here (§2.2); a missing header is answered like any unusable refresh token
  // instead of the legacy crash, so clients take their "log in again" path.
  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/auth/refresh',
    auth: 'self',
    handler: (ctx, req) => {
      const header = req.headers.authorization ?? '';
      if (!header.startsWith('Bearer ')) throw new AppError('REFRESH_TOKEN_EXPIRED');
      return refresh(ctx, header.slice('Bearer '.length));
    },
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/auth/logout',
    auth: 'self',
    handler: (ctx, req, reply) => {
      logout(ctx, bearerOf(req, new AppError('TOKEN_MISSING')));
      return sendEmpty(reply);
    },
  });
}
