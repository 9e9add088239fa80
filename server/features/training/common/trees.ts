// A session's exercises and sets as answered, read for the active session (session/) and finished ones
// (history/): two queries whatever the number of sessions.
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { type TrainingExerciseRow, type TrainingSetRow, trainingExercises, trainingSets } from '../../../../db/schema/index';
import { barKgOf, weightStepOf } from '../../../common/implements';
import type { Catalogue } from '../../catalogue/catalogue.service';
import { isBodyweight } from '../../catalogue/catalogue.shared';
import { type LoggedExercise, TRAINING_LIMITS, type TrainingSet } from './training.shared';

export type SessionTree = { exercises: TrainingExerciseRow[]; setsByExercise: Map<number, TrainingSetRow[]> };

/** The exercises (1..n) and sets (1..n) of some sessions. */
export async function treesOf(db: DbOrTx, sessionIds: readonly number[]): Promise<Map<number, SessionTree>> {
  const out = new Map<number, SessionTree>(sessionIds.map((id) => [id, { exercises: [], setsByExercise: new Map() }]));
  if (sessionIds.length === 0) return out;
  const exercises = await db
    .select()
    .from(trainingExercises)
    .where(inArray(trainingExercises.sessionId, [...sessionIds]))
    .orderBy(asc(trainingExercises.sessionId), asc(trainingExercises.position), asc(trainingExercises.id));
  const sets = exercises.length
    ? await db
        .select({ set: trainingSets })
        .from(trainingSets)
        .innerJoin(trainingExercises, eq(trainingExercises.id, trainingSets.exerciseId))
        .where(inArray(trainingExercises.sessionId, [...sessionIds]))
        .orderBy(asc(trainingSets.exerciseId), asc(trainingSets.position), asc(trainingSets.id))
    : [];
  for (const e of exercises) out.get(e.sessionId)!.exercises.push(e);
  const bySession = new Map(exercises.map((e) => [e.id, e.sessionId]));
  for (const { set } of sets) {
    const tree = out.get(bySession.get(set.exerciseId)!)!;
    const list = tree.setsByExercise.get(set.exerciseId) ?? [];
    list.push(set);
    tree.setsByExercise.set(set.exerciseId, list);
  }
  return out;
}

function setView(s: TrainingSetRow): TrainingSet {
  return {
    setClientId: s.clientId,
    position: s.position,
    plannedWeight: s.plannedWeight,
    plannedReps: s.plannedReps,
    plannedSeconds: s.plannedSeconds,
    weight: s.weight,
    reps: s.reps,
    seconds: s.seconds,
    rpe: s.rpe,
    kind: s.kind as TrainingSet['kind'],
    distanceM: s.distanceM,
    level: s.level,
    note: s.note,
    done: s.done,
    doneAt: s.doneAt,
  };
}

/**
 * An exercise as answered. The picture, rep unit and weight step come from the catalogue (a retired entry is
 * still there); the name is the one logged. The weight step is the implement's at the exercise's heaviest
 * weight so far (dumbbells step 1 kg up to 10 kg, then 2 kg).
 */
export function exerciseView(catalogue: Catalogue, row: TrainingExerciseRow, sets: readonly TrainingSetRow[]): LoggedExercise {
  const entry = catalogue.byId.get(row.exerciseId);
  const heaviest = sets.reduce<number | null>((max, s) => {
    const w = s.weight ?? s.plannedWeight;
    return w !== null && (max === null || w > max) ? w : max;
  }, null);
  return {
    exerciseClientId: row.clientId,
    position: row.position,
    exerciseId: row.exerciseId,
    exerciseName: row.exerciseName,
    imgPath: entry?.imgPath ?? '',
    repUnit: entry?.repUnit ?? '회',
    bodyweight: entry ? isBodyweight(entry) : false,
    weightStep: entry ? weightStepOf(entry, heaviest) : null,
    loadModel: entry?.loadModel ?? 'bodyweight',
    barKg: entry ? barKgOf(entry) : null,
    restSeconds: row.restSeconds ?? TRAINING_LIMITS.defaultRestSeconds,
    skipped: row.skipped,
    notes: row.notes,
    supersetGroup: row.supersetGroup,
    sets: sets.map(setView),
  };
}
