import { ByIdSchema } from '../../shared/schemas';
import { publicProcedure, router } from '../../trpc/init';
import { MachinesInputSchema, SearchInputSchema } from './catalogue.contract';
import { getWorkout, listBodyParts, listMachines, searchWorkouts } from './catalogue.service';

// The catalogue is public, as the legacy /workouts/** and /bodyParts/** were.
export const workoutsRouter = router({
  get: publicProcedure.input(ByIdSchema).query(({ ctx, input }) => getWorkout(ctx, input.id)),
  bodyParts: publicProcedure.query(({ ctx }) => listBodyParts(ctx)),
  machines: publicProcedure.input(MachinesInputSchema).query(({ ctx, input }) => listMachines(ctx, input)),
});

export const searchRouter = router({
  workouts: publicProcedure.input(SearchInputSchema).query(({ ctx, input }) => searchWorkouts(ctx, input)),
});
