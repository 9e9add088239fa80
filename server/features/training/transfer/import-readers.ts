import { TRAINING_LIMITS, TRAINING_MSG } from '../common/training.shared';
import { readCsv } from './csv.shared';
import { detectDelimiter, detectImportFormat, type ImportFileFormat, SESSION_COLUMNS } from './import-formats.shared';
import { fileKey, nthKey, startSecond } from './import-identity';
import { readJsonSessions } from './import-json';
import { hevyRow, type Row, type SourceExercise, type SourceSession, strongRow } from './import-rows';
import { checkStart, fail, type ImportedSet, MSG } from './import-values';

type ImportedExercise = {
  name: string;
  notes: string | null;
  supersetGroup: number | null;
  exerciseId: number | null;
  sets: ImportedSet[];
};
export type ImportedSession = {
  importKey: string;
  name: string;
  startedAt: number;
  finishedAt: number;
  notes: string | null;
  truncated: string[];
  exercises: ImportedExercise[];
};
export type ImportedChunk = { format: ImportFileFormat; sessions: ImportedSession[] };

const TRUNCATED = {
  exercises: `가져온 파일의 운동이 ${TRAINING_LIMITS.exercises}개를 넘어 처음 ${TRAINING_LIMITS.exercises}개만 가져왔어요`,
  sets: `가져온 파일의 세트가 ${TRAINING_LIMITS.setsPerExercise}개를 넘는 운동은 처음 ${TRAINING_LIMITS.setsPerExercise}세트만 가져왔어요`,
} as const;

export function readImportChunk(text: string, firstLine: number, nowMs: number): ImportedChunk {
  if (text.trimStart().startsWith('{')) return { format: 'fitforme', sessions: finish(readJsonSessions(text, firstLine, nowMs)) };
  const delimiter = detectDelimiter(text);
  const { records, error } = readCsv(text, delimiter);
  const header = records[0];
  // Lines of the header are the file's first lines; the rest are shifted to where the chunk sits in the file.
  const headerEnd = header ? header.line + (text.slice(header.start, header.end).match(/\r\n|\r|\n/g)?.length ?? 0) : 0;
  const fileLine = (line: number) => (line <= headerEnd ? line : line - headerEnd - 1 + firstLine);
  if (error && (!header || error.line <= headerEnd)) fail(error.line, error.message);
  if (!header) return fail(1, MSG.header);
  const known = detectImportFormat(header.fields);
  if (!known) return fail(fileLine(header.line), MSG.header);
  const { format, column } = known;
  const has = (name: string) => column(name) >= 0;
  const width = header.fields.length;
  const comma = delimiter === ';';
  const sessionColumns = SESSION_COLUMNS[format].map(column).filter((i) => i >= 0);

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
      let value = field(name).trim();
      if (value === '') return null;
      if (comma) value = value.replace(',', '.');
      if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value)) return fail(line, MSG.number(label, field(name)));
      return Number(value);
    };
    const row = format === 'strong' ? strongRow(line, field, number, has) : hevyRow(line, field, number);
    if (row) {
      checkStart(row.startedAt, line, nowMs);
      row.boundary = sessionColumns.map((i) => record.fields[i]!).join('\u0000');
      rows.push(row);
    }
  }
  if (error) fail(fileLine(error.line), error.message);
  return { format, sessions: finish(groupRows(rows)) };
}

function groupRows(rows: Row[]): SourceSession[] {
  const sessions: SourceSession[] = [];
  let session: SourceSession | null = null;
  const rowsOf = new Map<SourceExercise, Row[]>();
  for (const row of rows) {
    if (!session || session.boundary !== row.boundary) {
      session = {
        boundary: row.boundary,
        name: row.sessionName,
        startedAt: row.startedAt,
        finishedAt: row.finishedAt ?? row.startedAt + row.durationSeconds * 1000,
        notes: row.sessionNotes,
        exercises: [],
      };
      sessions.push(session);
    }
    let exercise = session.exercises.at(-1);
    // The same exercise again right after itself (its set numbers start over) is another exercise.
    const restarts = exercise && row.setOrder !== null && exercise.lastOrder !== null && row.setOrder <= exercise.lastOrder;
    if (!exercise || exercise.name !== row.exerciseName || exercise.superset !== row.superset || restarts) {
      exercise = { name: row.exerciseName, notes: null, superset: row.superset, exerciseId: null, lastOrder: null, sets: [] };
      session.exercises.push(exercise);
      rowsOf.set(exercise, []);
    }
    if (row.setOrder !== null) exercise.lastOrder = row.setOrder;
    rowsOf.get(exercise)!.push(row);
    exercise.sets.push(row.set);
  }
  for (const [exercise, own] of rowsOf) exerciseAndSetNotes(exercise, own);
  return sessions;
}

/** One text on every row of an exercise is the exercise's notes, as Strong and our export write them. */
function exerciseAndSetNotes(exercise: SourceExercise, rows: Row[]): void {
  const texts = [...new Set(rows.map((r) => r.exerciseNotes).filter((n) => n !== null))];
  if (texts.length === 0) return;
  const sameOnAll = texts.length === 1 && (rows.every((r) => r.exerciseNotes !== null) || rows.slice(1).every((r) => r.exerciseNotes === null));
  if (sameOnAll || !rows[0]!.notesPerSet) {
    const joined = texts.join(' / ');
    if ([...joined].length > TRAINING_LIMITS.notes) fail(rows[0]!.line, TRAINING_MSG.notes);
    exercise.notes = joined;
    return;
  }
  for (const row of rows) {
    if (row.exerciseNotes !== null && [...row.exerciseNotes].length > TRAINING_LIMITS.setNote) fail(row.line, TRAINING_MSG.setNote);
    row.set.note = row.exerciseNotes;
  }
}

function finish(sources: SourceSession[]): ImportedSession[] {
  const seen = new Map<string, number>();
  return sources.map((source) => {
    const truncated: string[] = [];
    if (source.exercises.length > TRAINING_LIMITS.exercises) truncated.push(TRUNCATED.exercises);
    const kept = source.exercises.slice(0, TRAINING_LIMITS.exercises);
    if (kept.some((e) => e.sets.length > TRAINING_LIMITS.setsPerExercise)) truncated.push(TRUNCATED.sets);
    const members = new Map<string, number>();
    for (const e of kept) if (e.superset !== '') members.set(e.superset, (members.get(e.superset) ?? 0) + 1);
    const groups = new Map<string, number>();
    for (const [id, count] of members) if (count >= 2) groups.set(id, groups.size + 1);
    const exercises: ImportedExercise[] = kept.map((e) => ({
      name: e.name,
      notes: e.notes,
      supersetGroup: groups.get(e.superset) ?? null,
      exerciseId: e.exerciseId,
      sets: e.sets.slice(0, TRAINING_LIMITS.setsPerExercise),
    }));
    const key = fileKey(source.startedAt, source.name, exercises);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return {
      importKey: nthKey(key, n),
      name: source.name,
      startedAt: source.startedAt,
      finishedAt: source.finishedAt,
      notes: withTruncation(source.notes, truncated),
      truncated,
      exercises,
    };
  });
}

function withTruncation(notes: string | null, truncated: string[]): string | null {
  if (truncated.length === 0) return notes;
  const said = truncated.join(' / ');
  if (notes === null) return said;
  const room = TRAINING_LIMITS.notes - [...said].length - 3;
  return `${[...notes].slice(0, room).join('').trim()} / ${said}`;
}

export const truncationWarnings = (sessions: ImportedSession[]) =>
  sessions.flatMap((s) => s.truncated.map((message) => `${startSecond(s.startedAt).slice(0, 16)} ${s.name}: ${message}`));
