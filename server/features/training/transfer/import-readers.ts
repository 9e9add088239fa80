// Reads one chunk of a Strong or Hevy CSV export (import-chunks.contract.ts) into sessions: its header
// names the format, each row is read as a set (import-rows.ts), and the rows are grouped into sessions,
// exercises and sets within the training limits. The first problem refuses the chunk, naming the line of
// the member's file (import-values.ts).
import { createHash } from 'node:crypto';
import { koreaDateTime } from '../../../common/korea-date';
import { ERRORS } from '../../../errors';
import { TRAINING_LIMITS, TRAINING_MSG } from '../common/training.contract';
import { readCsv } from './csv.contract';
import { detectDelimiter, detectImportFormat, type ImportFormat } from './import-formats.contract';
import { hevyRow, type Row, strongRow } from './import-rows';
import { fail, type ImportedSet, MSG } from './import-values';

type ImportedExercise = { name: string; notes: string | null; sets: ImportedSet[] };
export type ImportedSession = {
  /** Hash of (format, start as a Korean wall-clock time, name): the same session imported twice has one key. */
  importKey: string;
  name: string;
  startedAt: number;
  finishedAt: number;
  notes: string | null;
  exercises: ImportedExercise[];
};
export type ImportedChunk = { format: ImportFormat; sessions: ImportedSession[] };

function importKeyOf(format: ImportFormat, startedAt: number, name: string): string {
  return createHash('sha256')
    .update(`${format}\u0000${koreaDateTime(startedAt)}\u0000${name}`)
    .digest('hex');
}

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

/**
 * Rows → sessions (one per start time and name, in the order they first appear) → exercises (a new one
 * whenever the exercise name changes) → sets, within the training limits (30 exercises, 20 sets each).
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
