// The file formats the import reads: Strong's and Hevy's CSV exports (one row per set), and how a header row
// tells which one a file is. Pure (no server imports): the web's chunking uses it too.

export type ImportFormat = 'strong' | 'hevy';

/** Strong's CSV export, as our export writes it (one row per set). */
export const STRONG_COLUMNS = [
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

/** The columns a file must have to be read as that format (others may be missing, extra ones are ignored). */
const REQUIRED: Record<ImportFormat, readonly string[]> = {
  strong: ['Date', 'Workout Name', 'Exercise Name', 'Set Order', 'Weight', 'Reps'],
  hevy: ['title', 'start_time', 'exercise_title', 'weight_kg', 'reps'],
};

/** The columns that tell one session from the next (rows of a session are consecutive in both exports). */
export const SESSION_COLUMNS: Record<ImportFormat, readonly [string, string]> = {
  strong: ['Date', 'Workout Name'],
  hevy: ['start_time', 'title'],
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
    if (REQUIRED[format].every((name) => column(name) >= 0)) return { format, column };
  }
  return null;
}

/** Strong's comma export, or its semicolon variant: whichever the first line uses. */
export function detectDelimiter(text: string): ',' | ';' {
  const newline = text.search(/[\r\n]/);
  const first = newline < 0 ? text : text.slice(0, newline);
  return !first.includes(',') && first.includes(';') ? ';' : ',';
}
