import { z } from 'zod';
import '../../../common/zod-korean';
import { IdSchema } from '../../../common/schemas';
import type { Measure } from '../common/records';

export const ProgressExerciseSchema = z.object({ exerciseId: IdSchema });

export type TrainedExercise = {
  exerciseId: number;
  exerciseName: string;
  sessions: number;
  lastDate: string;
  measure: Measure;
  totalSeconds: number;
  totalDistanceM: number;
};
export type ExercisePoint = {
  date: string;
  sessionId: number;
  e1rm: number | null;
  bestSet: { weight: number | null; reps: number | null; seconds: number | null };
  volume: number;
  seconds: number;
  distanceM: number;
};
export type ExerciseProgress = { exerciseId: number; exerciseName: string; measure: Measure; points: ExercisePoint[] };
export type BodyPartWeek = { bodyPartId: number; bodyPartName: string; weekStart: string; sets: number; volume: number };
