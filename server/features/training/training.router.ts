// tRPC `training`: gym mode (training sessions). Thin: the contract parses, the services decide. The procedures and
// their meaning are listed in training.contract.ts.
import { ByIdSchema } from '../../shared/schemas';
import { authedProcedure, router } from '../../trpc/init';
import {
  AddExerciseSchema,
  AddSetSchema,
  EditSessionSchema,
  ExerciseRefSchema,
  ExportSchema,
  FinishSessionSchema,
  HistoryListSchema,
  ImportCommitSchema,
  ImportPreviewSchema,
  MonthSchema,
  MoveExerciseSchema,
  ProgressExerciseSchema,
  SaveAsRoutineSchema,
  SessionRefSchema,
  SetRefSchema,
  StartSessionSchema,
  UpdateExerciseSchema,
  UpdateSetSchema,
} from './training.contract';
import {
  activeSession,
  addExercise,
  addSet,
  discardSession,
  finishSession,
  moveExercise,
  removeExercise,
  removeSet,
  saveAsRoutine,
  startSession,
  updateExercise,
  updateSet,
} from './training.service';
import { calendar, deleteLogged, editLogged, getLogged, historyPage } from './training-history.service';
import { exportSessions, importCommit, importPreview } from './training-io.service';
import { bodyPartWeeks, exerciseProgress, personalRecords, trainedExercises } from './training-progress.service';

const ok = { ok: true as const };

const historyRouter = router({
  list: authedProcedure.input(HistoryListSchema).query(({ ctx, input }) => historyPage(ctx, input)),
  calendar: authedProcedure.input(MonthSchema).query(({ ctx, input }) => calendar(ctx, input.month)),
  get: authedProcedure.input(ByIdSchema).query(({ ctx, input }) => getLogged(ctx, input.id)),
  edit: authedProcedure.input(EditSessionSchema).mutation(({ ctx, input }) => editLogged(ctx, input)),
  delete: authedProcedure.input(ByIdSchema).mutation(async ({ ctx, input }) => {
    await deleteLogged(ctx, input.id);
    return ok;
  }),
});

const progressRouter = router({
  exercises: authedProcedure.query(({ ctx }) => trainedExercises(ctx)),
  exercise: authedProcedure.input(ProgressExerciseSchema).query(({ ctx, input }) => exerciseProgress(ctx, input.exerciseId)),
  bodyParts: authedProcedure.query(({ ctx }) => bodyPartWeeks(ctx)),
  records: authedProcedure.query(({ ctx }) => personalRecords(ctx)),
});

const importRouter = router({
  preview: authedProcedure.input(ImportPreviewSchema).mutation(({ ctx, input }) => importPreview(ctx, input)),
  commit: authedProcedure.input(ImportCommitSchema).mutation(({ ctx, input }) => importCommit(ctx, input)),
});

export const trainingRouter = router({
  active: authedProcedure.query(({ ctx }) => activeSession(ctx)),
  start: authedProcedure.input(StartSessionSchema).mutation(({ ctx, input }) => startSession(ctx, input)),
  addExercise: authedProcedure.input(AddExerciseSchema).mutation(({ ctx, input }) => addExercise(ctx, input)),
  removeExercise: authedProcedure.input(ExerciseRefSchema).mutation(({ ctx, input }) => removeExercise(ctx, input)),
  moveExercise: authedProcedure.input(MoveExerciseSchema).mutation(({ ctx, input }) => moveExercise(ctx, input)),
  updateExercise: authedProcedure.input(UpdateExerciseSchema).mutation(({ ctx, input }) => updateExercise(ctx, input)),
  addSet: authedProcedure.input(AddSetSchema).mutation(({ ctx, input }) => addSet(ctx, input)),
  removeSet: authedProcedure.input(SetRefSchema).mutation(({ ctx, input }) => removeSet(ctx, input)),
  updateSet: authedProcedure.input(UpdateSetSchema).mutation(({ ctx, input }) => updateSet(ctx, input)),
  finish: authedProcedure.input(FinishSessionSchema).mutation(({ ctx, input }) => finishSession(ctx, input)),
  discard: authedProcedure.input(SessionRefSchema).mutation(async ({ ctx, input }) => {
    await discardSession(ctx, input);
    return ok;
  }),
  saveAsRoutine: authedProcedure.input(SaveAsRoutineSchema).mutation(async ({ ctx, input }) => {
    await saveAsRoutine(ctx, input);
    return ok;
  }),
  history: historyRouter,
  progress: progressRouter,
  export: authedProcedure.input(ExportSchema).query(({ ctx, input }) => exportSessions(ctx, input.format)),
  import: importRouter,
});
