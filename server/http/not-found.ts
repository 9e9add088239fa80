// Every path no route claims (outside /api, which answers its own): a client route's page when the web
// client is built and the request is for a page, else a 404 in the format of the path's surface.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { answerError, surfaceOf } from './error-answers';
import { isPageRequest } from './web-client';

export const notFound = fp(
  async (app: FastifyInstance) => {
    app.setNotFoundHandler((req, reply) => {
      if (app.clientPage && isPageRequest(req)) return app.clientPage(req, reply);
      const isTrpc = surfaceOf(req) === 'trpc';
      return answerError(req, reply, new AppError('NOT_FOUND', isTrpc ? {} : { message: '존재하지 않는 페이지입니다' }));
    });
  },
  { name: 'not-found', dependencies: ['web-client', 'error-answers'] },
);
