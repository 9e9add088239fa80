// When a session of an imported file is one the member already has (docs/decisions/026). Two keys, neither
// of which names the file's format:
//  - the file key (stored as `training_sessions.import_key`): the start to the second on Korea's clock, the
//    session's name, and every exercise of the file in order with its name and sets (kind, weight, reps,
//    seconds, distance, RPE), plus the how-many-th such session of the chunk it is. The same file imported
//    again has the same keys, whichever exercises the member maps or skips.
//  - the content key: the start to the second, the name, and the exercises as stored (catalogue id, then
//    each done set's kind and amounts as an export writes and an import reads them back), exercises without
//    a done set left out. Computed for a file's session after mapping and for the member's stored sessions
//    started in the same second (logged in the app or imported), so our own export (CSV or JSON) comes back
//    as the sessions it was written from.
// Notes, durations, rest, supersets, cardio levels and set notes are not part of either: a Strong CSV
// cannot carry all of them, and they do not make a session another one.
import { createHash } from 'node:crypto';
import { koreaDateTime } from '../../../common/korea-time.shared';
import { nfc } from '../../../common/text.shared';
import { SET_KINDS, TRAINING_LIMITS } from '../common/training.shared';

/** A session without a name in the file is called this. */
export const UNNAMED_SESSION = '가져온 운동';
export const SESSION_NAME_MAX = 30;

/**
 * A stored number within [min, max] and a whole number of `step`s, else null (not entered): what the training
 * schemas would have taken, so what the export writes is what its import reads back.
 */
export function within(value: unknown, min: number, max: number, step?: number): number | null {
  if (typeof value !== 'number' || !(value >= min && value <= max)) return null;
  return step === undefined || Number.isInteger(value / step) ? value : null;
}

export const roundedKg = (kg: number | null) => (kg === null ? null : Math.round(kg * 100) / 100);

/** A session's name as the import reads it: one line, spaces collapsed, at most 30 characters; '' is UNNAMED_SESSION. */
function sessionNameOf(raw: string): string {
  const name = nfc(raw).replace(/\s+/g, ' ').trim();
  if (name === '') return UNNAMED_SESSION;
  return [...name].slice(0, SESSION_NAME_MAX).join('').trim();
}

/** The second a session started in, on Korea's clock ('2024-03-05 18:30:07'). */
export const startSecond = (startedAt: number) => koreaDateTime(Math.floor(startedAt / 1000) * 1000);

type SetLike = { kind: unknown; weight: unknown; reps: unknown; seconds: unknown; distanceM: unknown; rpe: unknown };

/** A set as an export writes it and an import reads it back (weight 0 is none unless the exercise is body weight). */
function setText(s: SetLike, bodyweight: boolean): string {
  const weight = roundedKg(within(s.weight, 0, TRAINING_LIMITS.weightKg));
  const seconds = within(s.seconds, 0, TRAINING_LIMITS.seconds, 1) || null;
  const rawReps = within(s.reps, 0, TRAINING_LIMITS.reps, 1);
  const reps = rawReps === 0 && seconds !== null ? null : rawReps;
  const distance = within(s.distanceM, 0, TRAINING_LIMITS.distanceM, 1) || null;
  const rpe = within(s.rpe, TRAINING_LIMITS.rpeMin, TRAINING_LIMITS.rpeMax, 0.5);
  const kind = (SET_KINDS as readonly unknown[]).includes(s.kind) ? s.kind : 'work';
  return [kind, weight === 0 && !bodyweight ? null : weight, reps, seconds, distance, rpe].map((v) => v ?? '').join(',');
}

const hash = (parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');

/** The content key of a session: its exercises by catalogue id, each with its done sets in order. */
export function contentKey(startedAt: number, name: string, exercises: { exerciseId: number; bodyweight: boolean; sets: SetLike[] }[]): string {
  const parts = ['content', startSecond(startedAt), sessionNameOf(name)];
  for (const e of exercises) {
    if (e.sets.length === 0) continue;
    parts.push(`#${e.exerciseId}`, ...e.sets.map((s) => setText(s, e.bodyweight)));
  }
  return hash(parts);
}

/** The file key of a session: its exercises by the file's names, `occurrence` the how-many-th same one in the chunk. */
export function fileKey(startedAt: number, name: string, exercises: { name: string; sets: SetLike[] }[]): string {
  const parts = ['file', startSecond(startedAt), sessionNameOf(name)];
  for (const e of exercises) parts.push(`#${e.name}`, ...e.sets.map((s) => setText(s, true)));
  return hash(parts);
}

/** The n-th (0-based) session of a chunk with the same file key: the first keeps it, the others are told apart. */
export const nthKey = (key: string, n: number) => (n === 0 ? key : hash([key, String(n)]));
