import { authedProcedure, router } from '../../trpc/init';
import { memberSummary } from '../user/body-data.service';
import { addWorkoutToRoutines, deleteMyWorkout, listMyWorkouts, moveMyWorkout, swapWorkout, updateAmounts, workoutAlternatives } from './my-workouts.service';
import {
  AddWorkoutSchema,
  CreateRoutineSchema,
  MoveWorkoutSchema,
  MyWorkoutIdSchema,
  RenameRoutineSchema,
  ReorderRoutinesSchema,
  RoutineIdSchema,
  SwapWorkoutSchema,
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
  /** Issue 13: '다른 운동으로 바꾸기' in a routine. */
  workoutAlternatives: authedProcedure.input(MyWorkoutIdSchema).query(({ ctx, input }) => workoutAlternatives(ctx, input)),
  swapWorkout: authedProcedure.input(SwapWorkoutSchema).mutation(async ({ ctx, input }) => {
    await swapWorkout(ctx, input);
    return ok;
  }),
});
