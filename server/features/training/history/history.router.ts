// tRPC `training.history`: the member's finished sessions. Thin: the contract parses, the services decide.
import { ByIdSchema } from '../../../common/schemas';
import { authedProcedure, OK, router } from '../../../trpc/init';
import { editLogged } from './edit.service';
import { calendar, deleteLogged, getLogged, historyPage } from './history.service';
import { EditSessionSchema, HistoryListSchema, MonthSchema } from './history.shared';

export const historyRouter = router({
  list: authedProcedure.input(HistoryListSchema).query(({ ctx, input }) => historyPage(ctx, input)),
  calendar: authedProcedure.input(MonthSchema).query(({ ctx, input }) => calendar(ctx, input.month)),
  get: authedProcedure.input(ByIdSchema).query(({ ctx, input }) => getLogged(ctx, input.id)),
  edit: authedProcedure.input(EditSessionSchema).mutation(({ ctx, input }) => editLogged(ctx, input)),
  delete: authedProcedure.input(ByIdSchema).mutation(async ({ ctx, input }) => {
    await deleteLogged(ctx, input.id);
    return OK;
  }),
});
