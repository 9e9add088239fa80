import type { TrainingSetRow } from '../../../../db/schema/index';
import { AppError } from '../../../errors';
import { type CatalogueExercise, isBodyweight } from '../../catalogue/catalogue.shared';
import { weightFits } from '../../routines/routines.shared';
import { type SetKind, TRAINING_MSG } from './training.shared';

const isCardio = (entry: CatalogueExercise | undefined) => entry?.loadModel === 'cardio';

/** 0 kg on an exercise done with equipment: a VALIDATION error on the weight field (the routines' rule). Cardio has its own rules. */
function checkLoad(entry: CatalogueExercise | undefined, weight: number | null): void {
  if (isCardio(entry)) return;
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

/** Checking a set off fills its empty amounts from the plan, as Strong does, so "check" alone logs what was planned. */
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
  const cardio = isCardio(entry);
  if (change.done === true) {
    if (!row.done) next.doneAt = doneAt;
    if (!cardio && change.weight === undefined && next.weight === null) next.weight = row.plannedWeight;
    if (!cardio && change.reps === undefined && next.reps === null) next.reps = row.plannedReps;
    if (change.seconds === undefined && next.seconds === null) next.seconds = row.plannedSeconds;
  }
  if (change.done === false) next.doneAt = null;
  if (change.weight !== undefined || next.weight !== row.weight) checkLoad(entry, next.weight);
  if (cardio) checkCardio(change, next);
  return next;
}

/** docs/decisions/025-cardio-and-stretching.md */
function checkCardio(change: SetChange, next: { seconds: number | null; done: boolean }): void {
  const fields: Record<string, string[]> = {};
  if (change.weight != null && change.weight > 0) fields.weight = [TRAINING_MSG.cardioNoWeight];
  if (change.reps != null && change.reps > 0) fields.reps = [TRAINING_MSG.cardioNoWeight];
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { message: TRAINING_MSG.cardioNoWeight, fieldErrors: fields });
  if (next.done && !(next.seconds !== null && next.seconds > 0)) {
    throw new AppError('VALIDATION', { message: TRAINING_MSG.cardioTime, fieldErrors: { seconds: [TRAINING_MSG.cardioTime] } });
  }
}
