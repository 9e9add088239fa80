// Anything answered for a member must not sit in a shared cache: every /api, /trpc and /download answer,
// failures included, is `no-store` (docs/security.md decision 7).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const privateAnswers = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (req, reply) => {
      if (/^\/(api|trpc|download)(\/|\?|$)/.test(req.url)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'private-answers' },
);
