// A generated Strong CSV export for the import's scale tests and benchmark: `rows` set rows over `years`
// years of workouts (10 sets of 5 exercises each), every value within gym mode's limits, every exercise
// name one the import maps, a note now and then with commas, quotes and a line break. Deterministic.

import { koreaDateTime } from '../../server/common/korea-time.shared';
import { STRONG_COLUMNS } from '../../server/features/training/transfer/import-formats.shared';

const EXERCISES = [
  { name: 'Bench Press (Barbell)', weight: 60 },
  { name: 'Squat (Barbell)', weight: 80 },
  { name: 'Deadlift (Barbell)', weight: 100 },
  { name: 'Lat Pulldown (Cable)', weight: 45 },
  { name: 'Overhead Press (Barbell)', weight: 35 },
  { name: 'Bicep Curl (Dumbbell)', weight: 10 },
  { name: 'Leg Press', weight: 120 },
  { name: 'Plank', weight: 0, timed: true },
  { name: 'Push Up', weight: 0 },
] as const;

const SETS_PER_EXERCISE = 10;
const EXERCISES_PER_SESSION = 5;
const ROWS_PER_SESSION = SETS_PER_EXERCISE * EXERCISES_PER_SESSION;

export type GeneratedFile = { csv: string; sessions: number; sets: number; firstStart: number; lastStart: number };

export function generateStrongFile({
  rows,
  years = 5,
  start = Date.UTC(2020, 0, 6, 9, 30, 0),
}: {
  rows: number;
  years?: number;
  start?: number;
}): GeneratedFile {
  const sessions = Math.ceil(rows / ROWS_PER_SESSION);
  const step = Math.floor((years * 365 * 86_400_000) / sessions);
  // The header our exports wrote before they numbered their workouts (Strong's older one).
  const lines: string[] = [STRONG_COLUMNS.filter((c) => c !== 'Workout #').join(',')];
  let written = 0;
  let lastStart = start;
  for (let w = 0; w < sessions && written < rows; w += 1) {
    const startedAt = start + w * step;
    lastStart = startedAt;
    const date = koreaDateTime(startedAt);
    const name = ['Push', 'Pull', 'Legs'][w % 3]!;
    const duration = `${1 + (w % 2)}h ${(w * 7) % 60}m`;
    const sessionNotes = w % 10 === 0 ? `"Week ${w / 10}, ""deload""\nfelt fine"` : '';
    for (let e = 0; e < EXERCISES_PER_SESSION && written < rows; e += 1) {
      const exercise = EXERCISES[(w + e * 2) % EXERCISES.length]!;
      for (let s = 1; s <= SETS_PER_EXERCISE && written < rows; s += 1) {
        const timed = 'timed' in exercise;
        const weight = exercise.weight === 0 ? 0 : exercise.weight + ((w + s) % 8) * 2.5;
        const reps = timed ? 0 : 5 + ((w + s) % 8);
        const seconds = timed ? 30 + ((w + s) % 6) * 10 : 0;
        const rpe = s === SETS_PER_EXERCISE ? '9' : '';
        lines.push(`${date},${name},${duration},${exercise.name},${s},${weight},${reps},0,${seconds},,${sessionNotes},${rpe}`);
        written += 1;
      }
    }
  }
  return { csv: `${lines.join('\n')}\n`, sessions, sets: written, firstStart: start, lastStart };
}
