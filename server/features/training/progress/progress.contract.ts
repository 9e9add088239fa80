// Progress over the member's finished sessions (tRPC `training.progress.*`): what each procedure takes and
// answers. The folders of training are described in ../README.md.
import { z } from 'zod';
import '../../../common/zod-korean';
import { IdSchema } from '../../../common/schemas';

export const ProgressExerciseSchema = z.object({ exerciseId: IdSchema });

export type TrainedExercise = { exerciseId: number; exerciseName: string; sessions: number; lastDate: string };
export type ExercisePoint = {
  date: string;
  sessionId: number;
  /** Best estimated 1RM of the day, Epley (weight × (1 + reps / 30)); null for body-weight or timed sets. */
  e1rm: number | null;
  bestSet: { weight: number | null; reps: number | null; seconds: number | null };
  volume: number;
};
export type ExerciseProgress = { exerciseId: number; exerciseName: string; points: ExercisePoint[] };
/** A body part's done sets and volume in one week (Monday, Korea's calendar); `bodyPartName` is for display. */
export type BodyPartWeek = { bodyPartId: number; bodyPartName: string; weekStart: string; sets: number; volume: number };
