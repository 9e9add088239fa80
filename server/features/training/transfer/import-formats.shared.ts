// Pure (no server imports): the web's chunking uses it too. Strong writes two headers (ours and its own with units
// in the names); neither has a superset column.

export type ImportFormat = 'strong' | 'hevy';
export type ImportFileFormat = ImportFormat | 'fitforme';

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

const REQUIRED: Record<ImportFormat, readonly (string | readonly string[])[]> = {
  strong: ['Date', 'Workout Name', 'Exercise Name', 'Set Order', ['Weight', 'Weight (kg)', 'Weight (lbs)'], 'Reps'],
  hevy: ['title', 'start_time', 'exercise_title', 'weight_kg', 'reps'],
};

/** Rows of a session are consecutive, so a session ends where any of these changes. */
export const SESSION_COLUMNS: Record<ImportFormat, readonly string[]> = {
  strong: ['Workout #', 'Date', 'Workout Name', 'Duration', 'Duration (sec)', 'Workout Notes'],
  hevy: ['title', 'start_time', 'end_time', 'description'],
};

export type ImportHeader = {
  format: ImportFormat;
  column: (name: string) => number;
};

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

export function detectDelimiter(text: string): ',' | ';' {
  const newline = text.search(/[\r\n]/);
  const first = newline < 0 ? text : text.slice(0, newline);
  return !first.includes(',') && first.includes(';') ? ';' : ',';
}
