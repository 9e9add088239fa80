// The file formats the import reads: Strong's and Hevy's CSV exports (one row per set), our own JSON export,
// and how a header row tells which CSV a file is. Pure (no server imports): the web's chunking uses it too.
//
// Strong writes two headers. The one our export writes (STRONG_COLUMNS, with the newer header's 'Workout #':
// 'Duration' as '1h 5m', 'Weight' and 'Distance' in the app's unit, kg and km here) and the one Strong itself writes today:
// 'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),
// Seconds,Notes,Workout Notes' (or 'Weight (lbs)', 'Distance (miles)'). Both mark warm-up, drop and failure
// sets with W, D and F in Set Order, and neither has a superset column (Strong does not export its supersets).

export type ImportFormat = 'strong' | 'hevy';
/** What a chunk was: one of the CSV exports, or our JSON (TrainingExport). */
export type ImportFileFormat = ImportFormat | 'fitforme';

/** Strong's CSV export, as our export writes it (one row per set). */
export const STRONG_COLUMNS = [
  'Workout #',
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
  'Distance',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
] as const;

/** Hevy's CSV export (one row per set). */
export const HEVY_COLUMNS = [
  'title',
  'start_time',
  'end_time',
  'description',
  'exercise_title',
  'superset_id',
  'exercise_notes',
  'set_index',
  'set_type',
  'weight_kg',
  'reps',
  'distance_km',
  'duration_seconds',
  'rpe',
] as const;

/**
 * The columns a file must have to be read as that format (others may be missing, extra ones are ignored);
 * a list inside is one of those columns.
 */
const REQUIRED: Record<ImportFormat, readonly (string | readonly string[])[]> = {
  strong: ['Date', 'Workout Name', 'Exercise Name', 'Set Order', ['Weight', 'Weight (kg)', 'Weight (lbs)'], 'Reps'],
  hevy: ['title', 'start_time', 'exercise_title', 'weight_kg', 'reps'],
};

/**
 * The columns whose values are the same on every row of one session and tell it from the next (rows of a
 * session are consecutive in every export): a session ends where any of them changes, so two sessions of
 * the same name started in the same second stay two when their number, duration or notes differ. Columns
 * a file lacks read as empty.
 */
export const SESSION_COLUMNS: Record<ImportFormat, readonly string[]> = {
  strong: ['Workout #', 'Date', 'Workout Name', 'Duration', 'Duration (sec)', 'Workout Notes'],
  hevy: ['title', 'start_time', 'end_time', 'description'],
};

export type ImportHeader = {
  format: ImportFormat;
  /** Column name (as in STRONG_COLUMNS / HEVY_COLUMNS) → its index in the file; -1 when the file lacks it. */
  column: (name: string) => number;
};

/** Which export a header row is (column names compared without case and edge spaces), or null. */
export function detectImportFormat(header: readonly string[]): ImportHeader | null {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (!index.has(key)) index.set(key, i);
  });
  const column = (name: string) => index.get(name.toLowerCase()) ?? -1;
  for (const format of ['strong', 'hevy'] as const) {
    const has = (need: string | readonly string[]) => (typeof need === 'string' ? column(need) >= 0 : need.some((name) => column(name) >= 0));
    if (REQUIRED[format].every(has)) return { format, column };
  }
  return null;
}

/** Strong's comma export, or its semicolon variant: whichever the first line uses. */
export function detectDelimiter(text: string): ',' | ';' {
  const newline = text.search(/[\r\n]/);
  const first = newline < 0 ? text : text.slice(0, newline);
  return !first.includes(',') && first.includes(';') ? ';' : ',';
}
