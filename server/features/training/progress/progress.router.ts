// tRPC `training.progress`: progress over the member's finished sessions. Thin: the contract parses, the
// services decide.
import { authedProcedure, router } from '../../../trpc/init';
import { bodyPartWeeks } from './body-parts.service';
import { exerciseProgress, trainedExercises } from './exercises.service';
import { ProgressExerciseSchema } from './progress.shared';
import { personalRecords } from './records.service';

export const progressRouter = router({
  exercises: authedProcedure.query(({ ctx }) => trainedExercises(ctx)),
  exercise: authedProcedure.input(ProgressExerciseSchema).query(({ ctx, input }) => exerciseProgress(ctx, input.exerciseId)),
  bodyParts: authedProcedure.query(({ ctx }) => bodyPartWeeks(ctx)),
  records: authedProcedure.query(({ ctx }) => personalRecords(ctx)),
});
