// tRPC `training.session`: the active session. Thin: the contract parses, the services decide.
import { ByIdSchema } from '../../../common/schemas';
import { authedProcedure, OK, router } from '../../../trpc/init';
import { activeSession } from './active.service';
import { addExercise, moveExercise, removeExercise, updateExercise } from './exercises.service';
import { discardSession, finishedSummary, finishSession } from './finish.service';
import { saveAsRoutine } from './save-as-routine.service';
import {
  AddExerciseSchema,
  AddSetSchema,
  AddWarmupsSchema,
  ExerciseRefSchema,
  FinishSessionSchema,
  GroupExercisesSchema,
  MoveExerciseSchema,
  SaveAsRoutineSchema,
  SessionRefSchema,
  SetRefSchema,
  StartSessionSchema,
  UpdateExerciseSchema,
  UpdateSetSchema,
} from './session.shared';
import { addSet, removeSet, updateSet } from './sets.service';
import { startSession } from './start.service';
import { groupExercises, ungroupExercise } from './supersets.service';
import { addWarmups } from './warmups.service';

export const sessionRouter = router({
  active: authedProcedure.query(({ ctx }) => activeSession(ctx)),
  start: authedProcedure.input(StartSessionSchema).mutation(({ ctx, input }) => startSession(ctx, input)),
  addExercise: authedProcedure.input(AddExerciseSchema).mutation(({ ctx, input }) => addExercise(ctx, input)),
  removeExercise: authedProcedure.input(ExerciseRefSchema).mutation(({ ctx, input }) => removeExercise(ctx, input)),
  moveExercise: authedProcedure.input(MoveExerciseSchema).mutation(({ ctx, input }) => moveExercise(ctx, input)),
  updateExercise: authedProcedure.input(UpdateExerciseSchema).mutation(({ ctx, input }) => updateExercise(ctx, input)),
  groupExercises: authedProcedure.input(GroupExercisesSchema).mutation(({ ctx, input }) => groupExercises(ctx, input)),
  ungroupExercise: authedProcedure.input(ExerciseRefSchema).mutation(({ ctx, input }) => ungroupExercise(ctx, input)),
  addSet: authedProcedure.input(AddSetSchema).mutation(({ ctx, input }) => addSet(ctx, input)),
  addWarmups: authedProcedure.input(AddWarmupsSchema).mutation(({ ctx, input }) => addWarmups(ctx, input)),
  removeSet: authedProcedure.input(SetRefSchema).mutation(({ ctx, input }) => removeSet(ctx, input)),
  updateSet: authedProcedure.input(UpdateSetSchema).mutation(({ ctx, input }) => updateSet(ctx, input)),
  finish: authedProcedure.input(FinishSessionSchema).mutation(({ ctx, input }) => finishSession(ctx, input)),
  summary: authedProcedure.input(ByIdSchema).query(({ ctx, input }) => finishedSummary(ctx, input.id)),
  discard: authedProcedure.input(SessionRefSchema).mutation(async ({ ctx, input }) => {
    await discardSession(ctx, input);
    return OK;
  }),
  saveAsRoutine: authedProcedure.input(SaveAsRoutineSchema).mutation(async ({ ctx, input }) => {
    await saveAsRoutine(ctx, input);
    return OK;
  }),
});
