// Reads one chunk of a Strong or Hevy CSV export (import-chunks.contract.ts) into workouts, checking
// every value against gym mode's limits. The first problem refuses the chunk: IMPORT_INVALID whose
// message names the line of the member's file ("12번째 줄: …"), so nothing of a malformed file is stored.
//
// Both exports are read as Korean wall-clock times (the member's phone's clock; Korea keeps UTC+9 all
// year). Weights are kg (Strong's semicolon variant may carry a "Weight Unit" column: lbs are converted),
// rounded to 0.01 kg. A set's amounts: reps 0 beside seconds is a timed set (reps null), seconds 0 is
// none (null), an RPE of 0 is none; weight 0 is decided at commit (it means body weight only for
// body-weight exercises). Every number is bounded by what a person can do, as gym mode's own schemas
// bound it (TRAINING_LIMITS): a workout lasts at most a day (Strong's Duration, Hevy's end − start);
// distance is checked (0–1000 km, farther than anyone travels in that day) and not kept (gym mode logs
// no distance). Line breaks in notes become spaces (gym mode's notes are one line); a workout name longer
// than ours (30) is cut; an empty one is '가져온 운동'. In a Strong file (the format our export writes),
// a text cell our export neutralised as a formula ("'=…", csv.contract.ts) gets its added quote taken off.
import { createHash } from 'node:crypto';
import { AppError, ERRORS } from '../../errors';
import { koreaDateTime, koreaInstant } from '../../shared/korea-date';
import { hasForbiddenChars, nfc } from '../../shared/text.contract';
import { readCsv, restoreFormulaText } from './csv.contract';
import { detectDelimiter, detectImportFormat, type ImportFormat } from './import-chunks.contract';
import { TRAINING_LIMITS, TRAINING_MSG } from './training.contract';

type ImportedSet = { weight: number | null; reps: number | null; seconds: number | null; rpe: number | null };
type ImportedExercise = { name: string; notes: string | null; sets: ImportedSet[] };
export type ImportedSession = {
  /** Hash of (format, start as a Korean wall-clock time, name): the same workout imported twice has one key. */
  importKey: string;
  name: string;
  startedAt: number;
  finishedAt: number;
  notes: string | null;
  exercises: ImportedExercise[];
};
export type ImportedChunk = { format: ImportFormat; sessions: ImportedSession[] };

/** A workout without a name in the file is called this. */
const UNNAMED_SESSION = '가져온 운동';
const EXERCISE_NAME_MAX = 200;
const SESSION_NAME_MAX = 30;
const LB_IN_KG = 0.45359237;
/** Farther than anyone travels under their own power in a day (a workout's longest): km. */
const DISTANCE_MAX_KM = 1000;

const MSG = {
  header: 'Strong이나 Hevy에서 내보낸 CSV 파일이 아니에요. 첫 줄의 열 이름을 알 수 없어요',
  fieldCount: (want: number, got: number) => `값이 ${want}개여야 하는데 ${got}개예요`,
  date: (value: string) => `날짜 '${shown(value)}'를 읽을 수 없어요`,
  number: (column: string, value: string) => `${column} 값 '${shown(value)}'를 숫자로 읽을 수 없어요`,
  duration: (value: string) => `운동 시간 '${shown(value)}'를 읽을 수 없어요`,
  durationLong: (value: string) => `운동 시간 '${shown(value)}'를 가져올 수 없어요. 운동 한 번은 ${TRAINING_LIMITS.sessionSeconds / 3600}시간까지예요`,
  distance: (column: string, value: string) => `${column} 값 '${shown(value)}'는 0~${DISTANCE_MAX_KM}km 사이여야 해요`,
  weightUnit: (value: string) => `무게 단위 '${shown(value)}'를 알 수 없어요 (kg 또는 lbs)`,
  exerciseName: '운동 이름이 비어 있어요',
  exerciseNameLong: `운동 이름은 ${EXERCISE_NAME_MAX}자까지 읽을 수 있어요`,
  endBeforeStart: '운동을 끝낸 시간이 시작한 시간보다 빨라요',
  endTooLate: `운동을 끝낸 시간이 시작한 시간보다 ${TRAINING_LIMITS.sessionSeconds / 3600}시간 넘게 늦어요`,
  rpe: `RPE는 ${TRAINING_LIMITS.rpeMin}~${TRAINING_LIMITS.rpeMax} 사이 0.5 단위로 입력해 주세요`,
} as const;

/** A value quoted in a message, kept short. */
function shown(value: string): string {
  const chars = [...value.trim()];
  return chars.length > 20 ? `${chars.slice(0, 20).join('')}…` : chars.join('');
}

const fail = (line: number, reason: string): never => {
  throw new AppError('IMPORT_INVALID', { message: `${line}번째 줄: ${reason}` });
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ISO_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/;
const HEVY_TIME = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/;

/**
 * Strong's '2023-11-26 18:03:12' (also without seconds, or with AM/PM) or Hevy's '26 Nov 2023, 18:03',
 * on a Korean wall clock; null when it is not such a time.
 */
function readTime(raw: string): number | null {
  const text = raw.replace(/[\u00a0\u202f]/g, ' ').trim();
  let year: number;
  let month: number;
  let day: number;
  let parts: RegExpExecArray | null = ISO_TIME.exec(text);
  if (parts) {
    year = Number(parts[1]);
    month = Number(parts[2]);
    day = Number(parts[3]);
  } else {
    parts = HEVY_TIME.exec(text);
    if (!parts) return null;
    day = Number(parts[1]);
    month = MONTHS.indexOf(parts[2]!.toLowerCase()) + 1;
    year = Number(parts[3]);
    if (month === 0) return null;
  }
  let hour = Number(parts[4]);
  const minute = Number(parts[5]);
  const second = Number(parts[6] ?? 0);
  const meridiem = parts[7]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (year < 1970 || year > 2100) return null;
  return koreaInstant(year, month, day, hour, minute, second);
}

/** Strong's '1h 5m', '45m', '1h', '30s' (or bare seconds); '' is 0. Seconds, or null when unreadable. */
function readDuration(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return 0;
  if (/^\d+$/.test(text)) return Number(text);
  const parts = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/i.exec(text);
  if (!parts || (parts[1] === undefined && parts[2] === undefined && parts[3] === undefined)) return null;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

/** Free text of the file as gym mode stores it: NFC, line breaks and tabs as spaces, trimmed; '' is null. */
function readText(raw: string): string | null {
  const text = nfc(raw)
    .replace(/\r\n|[\r\n\t]/g, ' ')
    .trim();
  return text === '' ? null : text;
}

function readNotes(raw: string, line: number): string | null {
  const notes = readText(raw);
  if (notes === null) return null;
  if ([...notes].length > TRAINING_LIMITS.notes) fail(line, TRAINING_MSG.notes);
  if (hasForbiddenChars(notes)) fail(line, TRAINING_MSG.textInvalid);
  return notes;
}

function readSessionName(raw: string, line: number): string {
  const name = readText(raw)?.replace(/\s+/g, ' ');
  if (!name) return UNNAMED_SESSION;
  if (hasForbiddenChars(name)) fail(line, TRAINING_MSG.textInvalid);
  // Longer names than ours (30) are cut, as a member would have to.
  return [...name].slice(0, SESSION_NAME_MAX).join('').trim();
}

function readExerciseName(raw: string, line: number): string {
  const name = readText(raw)?.replace(/\s+/g, ' ');
  if (!name) return fail(line, MSG.exerciseName);
  if ([...name].length > EXERCISE_NAME_MAX) fail(line, MSG.exerciseNameLong);
  if (hasForbiddenChars(name)) fail(line, TRAINING_MSG.textInvalid);
  return name;
}

function importKeyOf(format: ImportFormat, startedAt: number, name: string): string {
  return createHash('sha256')
    .update(`${format}\u0000${koreaDateTime(startedAt)}\u0000${name}`)
    .digest('hex');
}

type Row = {
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

/** Reads a chunk (its header line, then rows); `firstLine` is the file's line of the line after the header. */
export function readImportChunk(csv: string, firstLine: number): ImportedChunk {
  const delimiter = detectDelimiter(csv);
  const { records, error } = readCsv(csv, delimiter);
  const header = records[0];
  // Lines of the header are the file's first lines; the rest are shifted to where the chunk sits in the file.
  const headerEnd = header ? header.line + (csv.slice(header.start, header.end).match(/\r\n|\r|\n/g)?.length ?? 0) : 0;
  const fileLine = (line: number) => (line <= headerEnd ? line : line - headerEnd - 1 + firstLine);
  if (error && (!header || error.line <= headerEnd)) fail(error.line, error.message);
  if (!header) return fail(1, MSG.header);
  const known = detectImportFormat(header.fields);
  if (!known) return fail(fileLine(header.line), MSG.header);
  const { format, column } = known;
  const width = header.fields.length;
  const comma = delimiter === ';';

  const rows: Row[] = [];
  for (let r = 1; r < records.length; r += 1) {
    const record = records[r]!;
    const line = fileLine(record.line);
    if (record.fields.length !== width) fail(line, MSG.fieldCount(width, record.fields.length));
    const field = (name: string) => {
      const i = column(name);
      return i < 0 ? '' : record.fields[i]!;
    };
    const number = (name: string, label: string): number | null => {
      let text = field(name).trim();
      if (text === '') return null;
      if (comma) text = text.replace(',', '.');
      if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return fail(line, MSG.number(label, field(name)));
      return Number(text);
    };
    const row = format === 'strong' ? strongRow(line, field, number) : hevyRow(line, field, number);
    if (row) rows.push(row);
  }
  if (error) fail(fileLine(error.line), error.message);
  return { format, sessions: groupSessions(format, rows) };
}

type Field = (name: string) => string;

/** Strong's free-text columns (the ones our export writes with csvTextField). */
const STRONG_TEXT_COLUMNS = new Set(['Workout Name', 'Exercise Name', 'Notes', 'Workout Notes']);

/** A distance column: a number within DISTANCE_MAX_KM, read and dropped (gym mode logs no distance). */
function checkDistance(line: number, field: Field, number: NumberField, column: string): void {
  const km = number(column, column);
  if (km !== null && (km < 0 || km > DISTANCE_MAX_KM)) fail(line, MSG.distance(column, field(column)));
}
type NumberField = (name: string, label: string) => number | null;

function strongRow(line: number, rawField: Field, number: NumberField): Row | null {
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

function hevyRow(line: number, field: Field, number: NumberField): Row {
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

/** A set's amounts within gym mode's limits (the row's line named otherwise). */
function amounts(line: number, rawWeight: number | null, rawReps: number | null, rawSeconds: number | null, rawRpe: number | null): ImportedSet {
  const weight = rawWeight === null ? null : Math.round(rawWeight * 100) / 100;
  if (weight !== null && (weight < 0 || weight > TRAINING_LIMITS.weightKg)) fail(line, TRAINING_MSG.weight);
  if (rawReps !== null && (!Number.isInteger(rawReps) || rawReps < 0 || rawReps > TRAINING_LIMITS.reps)) fail(line, TRAINING_MSG.reps);
  const seconds = rawSeconds === null ? null : Math.round(rawSeconds);
  if (seconds !== null && (seconds < 0 || seconds > TRAINING_LIMITS.seconds)) fail(line, TRAINING_MSG.seconds);
  const rpe = rawRpe === 0 ? null : rawRpe;
  if (rpe !== null && (rpe < TRAINING_LIMITS.rpeMin || rpe > TRAINING_LIMITS.rpeMax || !Number.isInteger(rpe * 2))) fail(line, MSG.rpe);
  const timed = seconds !== null && seconds > 0;
  return { weight, reps: rawReps === 0 && timed ? null : rawReps, seconds: timed ? seconds : null, rpe };
}

/**
 * Rows → workouts (one per start time and name, in the order they first appear) → exercises (a new one
 * whenever the exercise name changes) → sets, within gym mode's counts (30 exercises, 20 sets each).
 */
function groupSessions(format: ImportFormat, rows: Row[]): ImportedSession[] {
  type Building = ImportedSession & { lastExercise: ImportedExercise | null };
  const byKey = new Map<string, Building>();
  const notesSeen = new Map<ImportedExercise, Set<string>>();
  for (const row of rows) {
    const importKey = importKeyOf(format, row.startedAt, row.sessionName);
    let session = byKey.get(importKey);
    if (!session) {
      session = {
        importKey,
        name: row.sessionName,
        startedAt: row.startedAt,
        finishedAt: row.finishedAt ?? row.startedAt + row.durationSeconds * 1000,
        notes: null,
        exercises: [],
        lastExercise: null,
      };
      byKey.set(importKey, session);
    }
    session.notes ??= row.sessionNotes;
    let exercise = session.lastExercise;
    if (!exercise || exercise.name !== row.exerciseName) {
      if (session.exercises.length >= TRAINING_LIMITS.exercises) fail(row.line, ERRORS.TRAINING_EXERCISE_LIMIT.message);
      exercise = { name: row.exerciseName, notes: null, sets: [] };
      session.exercises.push(exercise);
      session.lastExercise = exercise;
    }
    // Notes of an exercise's sets become the exercise's notes (each different one once).
    if (row.exerciseNotes !== null) {
      const seen = notesSeen.get(exercise) ?? new Set<string>();
      notesSeen.set(exercise, seen);
      if (!seen.has(row.exerciseNotes)) {
        seen.add(row.exerciseNotes);
        const joined = exercise.notes === null ? row.exerciseNotes : `${exercise.notes} / ${row.exerciseNotes}`;
        if ([...joined].length > TRAINING_LIMITS.notes) fail(row.line, TRAINING_MSG.notes);
        exercise.notes = joined;
      }
    }
    if (exercise.sets.length >= TRAINING_LIMITS.setsPerExercise) fail(row.line, ERRORS.TRAINING_SET_LIMIT.message);
    exercise.sets.push(row.set);
  }
  return [...byKey.values()].map(({ lastExercise: _, ...session }) => session);
}
