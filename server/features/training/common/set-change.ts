// How a set's values change, in the active session (session/sets.service.ts) and in a finished one's edit
// (history/edit.service.ts): the same rules in both.
import type { TrainingSetRow } from '../../../../db/schema/index';
import { AppError } from '../../../errors';
import { type CatalogueExercise, isBodyweight } from '../../catalogue/catalogue.contract';
import { weightFits } from '../../routines/routines.contract';
import { type SetKind, TRAINING_MSG } from './training.contract';

/** 0 kg on an exercise done with equipment: a VALIDATION error on the weight field (the routines' rule). */
function checkLoad(entry: CatalogueExercise | undefined, weight: number | null): void {
  if (!weightFits(weight, entry !== undefined && isBodyweight(entry))) {
    throw new AppError('VALIDATION', { message: TRAINING_MSG.weightNeeded, fieldErrors: { weight: [TRAINING_MSG.weightNeeded] } });
  }
}

export type SetChange = {
  weight?: number | null;
  reps?: number | null;
  seconds?: number | null;
  rpe?: number | null;
  kind?: SetKind;
  distanceM?: number | null;
  level?: number | null;
  note?: string | null;
  done?: boolean;
};

/**
 * A set's new values: the fields given, set absolutely (null clears). Planned values are placeholders:
 * checking a set off stamps doneAt (kept when it was already done) and fills its empty amounts from the plan,
 * as Strong does, so "check" alone logs what was planned; unchecking clears doneAt.
 */
export function changedSet(row: TrainingSetRow, change: SetChange, doneAt: number, entry: CatalogueExercise | undefined) {
  const next = {
    weight: change.weight !== undefined ? change.weight : row.weight,
    reps: change.reps !== undefined ? change.reps : row.reps,
    seconds: change.seconds !== undefined ? change.seconds : row.seconds,
    rpe: change.rpe !== undefined ? change.rpe : row.rpe,
    kind: change.kind ?? row.kind,
    distanceM: change.distanceM !== undefined ? change.distanceM : row.distanceM,
    level: change.level !== undefined ? change.level : row.level,
    note: change.note !== undefined ? change.note : row.note,
    done: change.done ?? row.done,
    doneAt: row.doneAt,
  };
  if (change.done === true) {
    if (!row.done) next.doneAt = doneAt;
    if (change.weight === undefined && next.weight === null) next.weight = row.plannedWeight;
    if (change.reps === undefined && next.reps === null) next.reps = row.plannedReps;
    if (change.seconds === undefined && next.seconds === null) next.seconds = row.plannedSeconds;
  }
  if (change.done === false) next.doneAt = null;
  if (change.weight !== undefined || next.weight !== row.weight) checkLoad(entry, next.weight);
  return next;
}
