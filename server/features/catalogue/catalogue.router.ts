import { ByIdSchema } from '../../common/schemas';
import { publicProcedure, router } from '../../trpc/init';
import { catalogueVersion, getExercise, listBodyParts, listMachines, offlineCopy, searchExercises } from './catalogue.service';
import { MachinesInputSchema, SearchInputSchema } from './catalogue.shared';

// tRPC `catalogue`: exercises, body parts and machines, and the search over them. Public, as the legacy
// /workouts/** and /bodyParts/** were.
export const catalogueRouter = router({
  exercise: publicProcedure.input(ByIdSchema).query(({ ctx, input }) => getExercise(ctx, input.id)),
  bodyParts: publicProcedure.query(({ ctx }) => listBodyParts(ctx)),
  machines: publicProcedure.input(MachinesInputSchema).query(({ ctx, input }) => listMachines(ctx, input)),
  search: publicProcedure.input(SearchInputSchema).query(({ ctx, input }) => searchExercises(ctx, input)),
  // The web client's offline copy (docs/decisions/017-offline-data.md): it asks for the small version first
  // and fetches the copy only when the version changed.
  version: publicProcedure.query(({ ctx }) => catalogueVersion(ctx)),
  offlineCopy: publicProcedure.query(({ ctx }) => offlineCopy(ctx)),
});
