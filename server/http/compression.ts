// Dynamic answers (API JSON, pictures) over 1 KB are compressed for the client; brotli at quality 4 costs
// about what gzip does. The built web client is compressed at build time instead (web-client.ts).
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  // Its onSend hook must come after the one that ties streamed answers to their socket.
  { name: 'compression', dependencies: ['answer-streams'] },
);
