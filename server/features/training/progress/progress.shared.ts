// Progress over the member's finished sessions (tRPC `training.progress.*`): what each procedure takes and
// answers. The folders of training are described in ../README.md.
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
  /** How it is measured (common/records.ts): 'cardio' is shown as minutes and km, not kg. */
  measure: Measure;
  /** Σ over its done sets: seconds and metres (cardio's time and distance; holds' seconds). */
  totalSeconds: number;
  totalDistanceM: number;
};
export type ExercisePoint = {
  date: string;
  sessionId: number;
  /** Best estimated 1RM of the day, Epley (weight × (1 + reps / 30)); null for body-weight or timed sets. */
  e1rm: number | null;
  bestSet: { weight: number | null; reps: number | null; seconds: number | null };
  volume: number;
  /** Σ seconds and metres of the day's done sets (cardio: the minutes and km of the day; 0 when none). */
  seconds: number;
  distanceM: number;
};
export type ExerciseProgress = { exerciseId: number; exerciseName: string; measure: Measure; points: ExercisePoint[] };
/** A body part's done sets and volume in one week (Monday, Korea's calendar); `bodyPartName` is for display. */
export type BodyPartWeek = { bodyPartId: number; bodyPartName: string; weekStart: string; sets: number; volume: number };
