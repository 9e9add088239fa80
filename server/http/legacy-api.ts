// The legacy REST surface (docs/legacy-api.md); failures answer in the legacy envelope (§2.3; error-answers.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { AppDeps } from '../context';
import { AppError } from '../errors';
import { authShims } from '../features/auth/auth.rest';
import { authenticate } from '../features/auth/auth.service';
import { catalogueShims } from '../features/catalogue/catalogue.rest';
import { recommendationShims } from '../features/recommendation/recommendation.rest';
import { routineShims } from '../features/routines/routines.rest';
import { bodyRecordShims } from '../features/user/body-records.rest';
import { userShims } from '../features/user/user.rest';
import { installLegacyWire } from '../rest/legacy-wire';
import { openApiDocument } from '../rest/openapi';
import { type AnyShimRoute, defineShim, registerShimRoute } from '../rest/shim';
import { SHIM_MESSAGES } from '../rest/shim-messages';
import { answerError } from './error-answers';

const healthShim = defineShim({
  method: 'GET',
  url: '/health',
  auth: 'public',
  doc: { tag: '상태', summary: '서버가 응답하는지 확인해요', answers: { 200: { json: z.object({ ok: z.literal(true) }) } } },
  handler: () => ({ ok: true }),
});

export const LEGACY_ROUTES: readonly AnyShimRoute[] = [
  ...authShims,
  ...userShims,
  ...bodyRecordShims,
  ...catalogueShims,
  ...routineShims,
  ...recommendationShims,
  healthShim,
];

export const legacyApi = fp(
  async (api: FastifyInstance, { deps }: { deps: AppDeps }) => {
    // Legacy clients send JSON; a text body is answered 415 rather than half-parsed.
    api.removeContentTypeParser(['text/plain']);
    installLegacyWire(api, deps.config);
    // Unknown paths: the legacy filter asked for a token first, then the route was simply missing.
    api.setNotFoundHandler(async (req, reply) => {
      try {
        await authenticate(deps, req.headers.authorization);
      } catch (error) {
        return answerError(req, reply, error);
      }
      return answerError(req, reply, new AppError('NOT_FOUND', { message: SHIM_MESSAGES.unknownPath }));
    });
    for (const route of LEGACY_ROUTES) registerShimRoute(api, deps, route);
    // Sent as text so the wire rewrite (legacy-wire.ts) leaves the examples in it alone.
    const document = JSON.stringify(openApiDocument(LEGACY_ROUTES));
    api.get('/openapi.json', (_req, reply) => reply.type('application/json; charset=utf-8').send(document));
  },
  { name: 'legacy-api', encapsulate: true, dependencies: ['error-answers'] },
);
