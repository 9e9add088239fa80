// tRPC `training.transfer`: export and import of the member's sessions. Thin: the contract parses, the
// services decide.
import { AppError } from '../../../errors';
import { authedProcedure, router } from '../../../trpc/init';
import { exportLink } from './export.service';
import { importCommit, importPreview } from './import.service';
import { ExportSchema, ImportCommitSchema, ImportPreviewSchema } from './transfer.shared';
import { withTransfer } from './transfer-lock';

/** An import chunk reads and writes a lot: never inside a batch, and one at a time per member. */
const transferProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.calls > 1) throw new AppError('TRANSFER_BATCHED');
  return withTransfer(ctx, ctx.user.userId, () => next());
});

export const transferRouter = router({
  exportLink: authedProcedure.input(ExportSchema).mutation(({ ctx, input }) => exportLink(ctx, input.format)),
  importPreview: transferProcedure.input(ImportPreviewSchema).mutation(({ ctx, input }) => importPreview(ctx, input)),
  importCommit: transferProcedure.input(ImportCommitSchema).mutation(({ ctx, input }) => importCommit(ctx, input)),
});
