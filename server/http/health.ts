// GET /healthz, for load balancers: up, and the database answers. No auth, never cached, quiet in the log.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { storageStateOf } from '../../db/faults';

export const health = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    app.get('/healthz', { logLevel: 'warn' }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const state = await databaseState(db);
      if (state === 'ok') return { status: 'ok', db: 'ok' };
      req.log.warn({ db: state }, 'health check: the database does not answer');
      return reply.status(503).send({ status: 'unavailable', db: state });
    });
  },
  { name: 'health' },
);

/** 'ok' when `select 1` answers, else a short reason ('closed', 'busy', 'unavailable' …) that names no file, host or query. */
async function databaseState(db: Db): Promise<string> {
  try {
    await db.ping();
    return 'ok';
  } catch (error) {
    return storageStateOf(error);
  }
}
