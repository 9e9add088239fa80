// One row of a Strong or Hevy export as a set of a session, its cells read by import-values.ts. Strong's
// semicolon variant may carry a "Weight Unit" column (lbs are converted). A session lasts at most a day
// (Strong's Duration, Hevy's end − start); distance is checked (0–1000 km, farther than anyone travels in
// that day) and not kept (no distance is logged). In a Strong file (the format our export writes), a text
// cell our export neutralised as a formula ("'=…", csv.contract.ts) gets its added quote taken off.

import { TRAINING_LIMITS } from '../common/training.contract';
import { restoreFormulaText } from './csv.contract';
import {
  amounts,
  DISTANCE_MAX_KM,
  fail,
  type ImportedSet,
  LB_IN_KG,
  MSG,
  readDuration,
  readExerciseName,
  readNotes,
  readSessionName,
  readTime,
} from './import-values';

export type Row = {
  line: number;
  startedAt: number;
  /** null: from the duration (Strong). */
  finishedAt: number | null;
  durationSeconds: number;
  sessionName: string;
  sessionNotes: string | null;
  exerciseName: string;
  exerciseNotes: string | null;
  set: ImportedSet;
};

export type Field = (name: string) => string;

/** Strong's free-text columns (the ones our export writes with csvTextField). */
const STRONG_TEXT_COLUMNS = new Set(['Workout Name', 'Exercise Name', 'Notes', 'Workout Notes']);

/** A distance column: a number within DISTANCE_MAX_KM, read and dropped (no distance is logged). */
function checkDistance(line: number, field: Field, number: NumberField, column: string): void {
  const km = number(column, column);
  if (km !== null && (km < 0 || km > DISTANCE_MAX_KM)) fail(line, MSG.distance(column, field(column)));
}
export type NumberField = (name: string, label: string) => number | null;

export function strongRow(line: number, rawField: Field, number: NumberField): Row | null {
  // Our export writes Strong's columns, neutralising text cells that would be formulas: undone here.
  const field: Field = (name) => (STRONG_TEXT_COLUMNS.has(name) ? restoreFormulaText(rawField(name)) : rawField(name));
  const order = field('Set Order').trim();
  // Strong writes rest timers as rows of their own; warm-up, drop and failure sets are marked W, D, F.
  if (/^rest timer$/i.test(order)) return null;
  if (order !== '' && !/^(\d+|[WDFwdf])$/.test(order)) fail(line, MSG.number('Set Order', order));
  const startedAt = readTime(field('Date'));
  if (startedAt === null) return fail(line, MSG.date(field('Date')));
  const duration = readDuration(field('Duration'));
  if (duration === null) return fail(line, MSG.duration(field('Duration')));
  if (duration > TRAINING_LIMITS.sessionSeconds) fail(line, MSG.durationLong(field('Duration')));
  const unit = field('Weight Unit').trim().toLowerCase();
  if (unit !== '' && unit !== 'kg' && unit !== 'kgs' && unit !== 'lb' && unit !== 'lbs') fail(line, MSG.weightUnit(field('Weight Unit')));
  const rawWeight = number('Weight', 'Weight');
  checkDistance(line, field, number, 'Distance');
  return {
    line,
    startedAt,
    finishedAt: null,
    durationSeconds: duration,
    sessionName: readSessionName(field('Workout Name'), line),
    sessionNotes: readNotes(field('Workout Notes'), line),
    exerciseName: readExerciseName(field('Exercise Name'), line),
    exerciseNotes: readNotes(field('Notes'), line),
    set: amounts(
      line,
      rawWeight === null ? null : unit.startsWith('lb') ? rawWeight * LB_IN_KG : rawWeight,
      number('Reps', 'Reps'),
      number('Seconds', 'Seconds'),
      number('RPE', 'RPE'),
    ),
  };
}

export function hevyRow(line: number, field: Field, number: NumberField): Row {
  const startedAt = readTime(field('start_time'));
  if (startedAt === null) return fail(line, MSG.date(field('start_time')));
  let finishedAt = startedAt;
  if (field('end_time').trim() !== '') {
    const end = readTime(field('end_time'));
    if (end === null) return fail(line, MSG.date(field('end_time')));
    if (end < startedAt) fail(line, MSG.endBeforeStart);
    if (end - startedAt > TRAINING_LIMITS.sessionSeconds * 1000) fail(line, MSG.endTooLate);
    finishedAt = end;
  }
  number('set_index', 'set_index');
  number('superset_id', 'superset_id');
  checkDistance(line, field, number, 'distance_km');
  return {
    line,
    startedAt,
    finishedAt,
    durationSeconds: 0,
    sessionName: readSessionName(field('title'), line),
    sessionNotes: readNotes(field('description'), line),
    exerciseName: readExerciseName(field('exercise_title'), line),
    exerciseNotes: readNotes(field('exercise_notes'), line),
    set: amounts(line, number('weight_kg', 'weight_kg'), number('reps', 'reps'), number('duration_seconds', 'duration_seconds'), number('rpe', 'rpe')),
  };
}
