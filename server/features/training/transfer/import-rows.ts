// A text cell our export neutralised as a formula ("'=…", csv.shared.ts) gets its added quote taken off.

import type { SetKind } from '../common/training.shared';
import { TRAINING_LIMITS } from '../common/training.shared';
import { restoreFormulaText } from './csv.shared';
import {
  amounts,
  fail,
  type ImportedSet,
  LB_IN_KG,
  MSG,
  readDistance,
  readDuration,
  readExerciseName,
  readNotes,
  readSessionName,
  readTime,
} from './import-values';

export type Row = {
  line: number;
  boundary: string;
  startedAt: number;
  finishedAt: number | null;
  durationSeconds: number;
  sessionName: string;
  sessionNotes: string | null;
  exerciseName: string;
  exerciseNotes: string | null;
  notesPerSet: boolean;
  superset: string;
  setOrder: number | null;
  set: ImportedSet;
};

export type SourceExercise = { name: string; notes: string | null; superset: string; exerciseId: number | null; lastOrder: number | null; sets: ImportedSet[] };
export type SourceSession = {
  boundary: string;
  name: string;
  startedAt: number;
  finishedAt: number;
  notes: string | null;
  exercises: SourceExercise[];
};

export type Field = (name: string) => string;
export type NumberField = (name: string, label: string) => number | null;

const STRONG_TEXT_COLUMNS = new Set(['Workout Name', 'Exercise Name', 'Notes', 'Workout Notes']);
const HEVY_TEXT_COLUMNS = new Set(['title', 'description', 'exercise_title', 'exercise_notes']);
const MILE_M = 1609.344;

const STRONG_KINDS: Record<string, SetKind> = { w: 'warmup', d: 'drop', f: 'failure' };
const HEVY_KINDS: Record<string, SetKind> = { '': 'work', normal: 'work', warmup: 'warmup', dropset: 'drop', failure: 'failure' };

function strongDistance(line: number, field: Field, number: NumberField, has: (name: string) => boolean): number | null {
  for (const [column, metresPer] of [
    ['Distance (meters)', 1],
    ['Distance (km)', 1000],
    ['Distance (miles)', MILE_M],
  ] as const) {
    if (has(column)) return readDistance(line, column, field(column), number(column, column), metresPer);
  }
  const unit = field('Distance Unit').trim().toLowerCase();
  const metresPer = unit === 'm' ? 1 : unit === 'mi' || unit === 'miles' ? MILE_M : 1000;
  return readDistance(line, 'Distance', field('Distance'), number('Distance', 'Distance'), metresPer);
}

export function strongRow(line: number, rawField: Field, number: NumberField, has: (name: string) => boolean): Row | null {
  // Our export writes Strong's columns, neutralising text cells that would be formulas: undone here.
  const field: Field = (name) => (STRONG_TEXT_COLUMNS.has(name) ? restoreFormulaText(rawField(name)) : rawField(name));
  const order = field('Set Order').trim();
  // Strong writes rest timers as rows of their own; warm-up, drop and failure sets are marked W, D, F.
  if (/^rest timer$/i.test(order)) return null;
  if (order !== '' && !/^(\d+|[WDFwdf])$/.test(order)) fail(line, MSG.number('Set Order', order));
  const startedAt = readTime(field('Date'));
  if (startedAt === null) return fail(line, MSG.date(field('Date')));
  const durationColumn = has('Duration (sec)') ? 'Duration (sec)' : 'Duration';
  const duration = readDuration(field(durationColumn));
  if (duration === null) return fail(line, MSG.duration(field(durationColumn)));
  if (duration > TRAINING_LIMITS.sessionSeconds) fail(line, MSG.durationLong(field(durationColumn)));
  let weight: number | null;
  if (has('Weight (lbs)')) {
    const lbs = number('Weight (lbs)', 'Weight (lbs)');
    weight = lbs === null ? null : lbs * LB_IN_KG;
  } else if (has('Weight (kg)')) {
    weight = number('Weight (kg)', 'Weight (kg)');
  } else {
    const unit = field('Weight Unit').trim().toLowerCase();
    if (unit !== '' && unit !== 'kg' && unit !== 'kgs' && unit !== 'lb' && unit !== 'lbs') fail(line, MSG.weightUnit(field('Weight Unit')));
    const raw = number('Weight', 'Weight');
    weight = raw === null ? null : unit.startsWith('lb') ? raw * LB_IN_KG : raw;
  }
  const distanceM = strongDistance(line, field, number, has);
  return {
    line,
    boundary: '',
    startedAt,
    finishedAt: null,
    durationSeconds: duration,
    sessionName: readSessionName(field('Workout Name'), line),
    sessionNotes: readNotes(field('Workout Notes'), line),
    exerciseName: readExerciseName(field('Exercise Name'), line),
    exerciseNotes: readNotes(field('Notes'), line),
    notesPerSet: true,
    superset: '',
    setOrder: /^\d+$/.test(order) ? Number(order) : null,
    set: {
      kind: STRONG_KINDS[order.toLowerCase()] ?? 'work',
      ...amounts(line, weight, number('Reps', 'Reps'), number('Seconds', 'Seconds'), number('RPE', 'RPE')),
      distanceM,
      level: null,
      note: null,
    },
  };
}

export function hevyRow(line: number, rawField: Field, number: NumberField): Row {
  const field: Field = (name) => (HEVY_TEXT_COLUMNS.has(name) ? restoreFormulaText(rawField(name)) : rawField(name));
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
  const setIndex = number('set_index', 'set_index');
  const superset = number('superset_id', 'superset_id');
  const kind = HEVY_KINDS[field('set_type').trim().toLowerCase()];
  if (kind === undefined) fail(line, MSG.setType(field('set_type')));
  return {
    line,
    boundary: '',
    startedAt,
    finishedAt,
    durationSeconds: 0,
    sessionName: readSessionName(field('title'), line),
    sessionNotes: readNotes(field('description'), line),
    exerciseName: readExerciseName(field('exercise_title'), line),
    exerciseNotes: readNotes(field('exercise_notes'), line),
    notesPerSet: false,
    superset: superset === null ? '' : String(superset),
    setOrder: setIndex,
    set: {
      kind: kind!,
      ...amounts(line, number('weight_kg', 'weight_kg'), number('reps', 'reps'), number('duration_seconds', 'duration_seconds'), number('rpe', 'rpe')),
      distanceM: readDistance(line, 'distance_km', field('distance_km'), number('distance_km', 'distance_km'), 1000),
      level: null,
      note: null,
    },
  };
}
