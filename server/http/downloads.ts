// GET /download/training-export: the member's export as a file, streamed as it is written (ADR 035). The
// web asks tRPC for a minute-long link first (training.transfer.exportLink), since a download cannot carry
// our Authorization header; the link's ticket names the member and the format.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { AppDeps } from '../context';
import { AppError } from '../errors';
import { openExport } from '../features/training/transfer/export.service';
import { EXPORT_DOWNLOAD_PATH, ExportFormatSchema } from '../features/training/transfer/transfer.shared';

const QuerySchema = z.object({ format: ExportFormatSchema, ticket: z.string().max(1024) });

export const downloads = fp(
  async (app: FastifyInstance, { deps }: { deps: AppDeps }) => {
    app.get(EXPORT_DOWNLOAD_PATH, async (req, reply) => {
      const query = QuerySchema.safeParse(req.query);
      if (!query.success) throw new AppError('TICKET_INVALID');
      const file = await openExport({ ...deps, ip: req.ip }, query.data.format, query.data.ticket);
      // One page of sessions is read ahead at most; the member's slot is free the moment the last one is written
      // or the download is dropped.
      const body = Readable.from(releasing(file.text, file.release), { highWaterMark: 1 });
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(body);
    });
  },
  { name: 'downloads' },
);

async function* releasing(text: AsyncIterable<string>, release: () => void): AsyncGenerator<string> {
  try {
    yield* text;
  } finally {
    release();
  }
}
