import { ByIdSchema } from '../../common/schemas';
import { publicProcedure, router } from '../../trpc/init';
import { MachinesInputSchema, SearchInputSchema } from './catalogue.contract';
import { getExercise, listBodyParts, listMachines, searchExercises } from './catalogue.service';

// tRPC `catalogue`: exercises, body parts and machines, and the search over them. Public, as the legacy
// /workouts/** and /bodyParts/** were.
export const catalogueRouter = router({
  exercise: publicProcedure.input(ByIdSchema).query(({ ctx, input }) => getExercise(ctx, input.id)),
  bodyParts: publicProcedure.query(({ ctx }) => listBodyParts(ctx)),
  machines: publicProcedure.input(MachinesInputSchema).query(({ ctx, input }) => listMachines(ctx, input)),
  search: publicProcedure.input(SearchInputSchema).query(({ ctx, input }) => searchExercises(ctx, input)),
});
