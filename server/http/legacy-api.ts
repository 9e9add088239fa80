// The legacy REST surface at /api (docs/legacy-api.md), kept for the old clients. Its own scope: JSON
// bodies only, every answer through the legacy wire rewrite (rest/legacy-wire.ts), and unknown paths
// answered the way the legacy token filter did. Its failures are answered by the app's error handler in
// the legacy envelope (§2.3; error-answers.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../context';
import { AppError, SHIM_MESSAGES } from '../errors';
import { registerAuthShims } from '../features/auth/auth.rest';
import { authenticate } from '../features/auth/auth.service';
import { registerCatalogueShims } from '../features/catalogue/catalogue.rest';
import { registerRecommendationShims } from '../features/recommendation/recommendation.rest';
import { registerRoutineShims } from '../features/routines/routines.rest';
import { registerUserShims } from '../features/user/user.rest';
import { installLegacyWire } from '../rest/legacy-wire';
import { registerShimRoute } from '../rest/shim';
import { answerError } from './error-answers';

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
    registerShimRoute(api, deps, { method: 'GET', url: '/health', auth: 'public', handler: () => ({ ok: true }) });
    registerAuthShims(api, deps);
    registerUserShims(api, deps);
    registerCatalogueShims(api, deps);
    registerRoutineShims(api, deps);
    registerRecommendationShims(api, deps);
  },
  // Encapsulated under the /api prefix (given at registration). It inherits the app's error handler.
  { name: 'legacy-api', encapsulate: true, dependencies: ['error-answers'] },
);
