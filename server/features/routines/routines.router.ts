import { authedProcedure, router } from '../../trpc/init';
import { memberSummary } from '../user/body-data.service';
import { addWorkoutToRoutines, deleteMyWorkout, listMyWorkouts, moveMyWorkout, updateAmounts } from './my-workouts.service';
import {
  AddWorkoutSchema,
  CreateRoutineSchema,
  MoveWorkoutSchema,
  MyWorkoutIdSchema,
  RenameRoutineSchema,
  ReorderRoutinesSchema,
  RoutineIdSchema,
  UpdateAmountsSchema,
} from './routines.contract';
import { createRoutine, deleteRoutine, listRoutines, renameRoutine, reorderRoutines } from './routines.service';

const ok = { ok: true as const };

export const myfitRouter = router({
  userInfo: authedProcedure.query(({ ctx }) => memberSummary(ctx)),
  routines: authedProcedure.query(({ ctx }) => listRoutines(ctx)),
  createRoutine: authedProcedure.input(CreateRoutineSchema).mutation(({ ctx, input }) => createRoutine(ctx, input)),
  renameRoutine: authedProcedure.input(RenameRoutineSchema).mutation(({ ctx, input }) => renameRoutine(ctx, input)),
  deleteRoutine: authedProcedure.input(RoutineIdSchema).mutation(async ({ ctx, input }) => {
    await deleteRoutine(ctx, input);
    return ok;
  }),
  reorderRoutines: authedProcedure.input(ReorderRoutinesSchema).mutation(({ ctx, input }) => reorderRoutines(ctx, input)),
  routineWorkouts: authedProcedure.input(RoutineIdSchema).query(({ ctx, input }) => listMyWorkouts(ctx, input)),
  addWorkout: authedProcedure.input(AddWorkoutSchema).mutation(async ({ ctx, input }) => {
    await addWorkoutToRoutines(ctx, input);
    return ok;
  }),
  updateAmounts: authedProcedure.input(UpdateAmountsSchema).mutation(({ ctx, input }) => updateAmounts(ctx, input)),
  moveWorkout: authedProcedure.input(MoveWorkoutSchema).mutation(({ ctx, input }) => moveMyWorkout(ctx, input)),
  deleteWorkout: authedProcedure.input(MyWorkoutIdSchema).mutation(async ({ ctx, input }) => {
    await deleteMyWorkout(ctx, input);
    return ok;
  }),
});
