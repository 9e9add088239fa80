// tRPC `training.transfer`: export and import of the member's sessions. Thin: the contract parses, the
// services decide.
import { authedProcedure, router } from '../../../trpc/init';
import { exportSessions } from './export.service';
import { importCommit, importPreview } from './import.service';
import { ExportSchema, ImportCommitSchema, ImportPreviewSchema } from './transfer.contract';

export const transferRouter = router({
  export: authedProcedure.input(ExportSchema).query(({ ctx, input }) => exportSessions(ctx, input.format)),
  importPreview: authedProcedure.input(ImportPreviewSchema).mutation(({ ctx, input }) => importPreview(ctx, input)),
  importCommit: authedProcedure.input(ImportCommitSchema).mutation(({ ctx, input }) => importCommit(ctx, input)),
});
