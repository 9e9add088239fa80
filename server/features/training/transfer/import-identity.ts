// When an imported session is one the member already has (docs/decisions/026): a file key (same file again, whatever
// is mapped or skipped) and a content key (our own export comes back as the sessions it was written from).
// Notes, rest, supersets and levels are in neither: a Strong CSV cannot carry them all.
import { createHash } from 'node:crypto';
import { koreaDateTime } from '../../../common/korea-time.shared';
import { nfc } from '../../../common/text.shared';
import { SET_KINDS, TRAINING_LIMITS } from '../common/training.shared';

export const UNNAMED_SESSION = '가져온 운동';
export const SESSION_NAME_MAX = 30;

/** What the training schemas would have taken, so what the export writes is what its import reads back. */
export function within(value: unknown, min: number, max: number, step?: number): number | null {
  if (typeof value !== 'number' || !(value >= min && value <= max)) return null;
  return step === undefined || Number.isInteger(value / step) ? value : null;
}

export const roundedKg = (kg: number | null) => (kg === null ? null : Math.round(kg * 100) / 100);

function sessionNameOf(raw: string): string {
  const name = nfc(raw).replace(/\s+/g, ' ').trim();
  if (name === '') return UNNAMED_SESSION;
  return [...name].slice(0, SESSION_NAME_MAX).join('').trim();
}

export const startSecond = (startedAt: number) => koreaDateTime(Math.floor(startedAt / 1000) * 1000);

type SetLike = { kind: unknown; weight: unknown; reps: unknown; seconds: unknown; distanceM: unknown; rpe: unknown };

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

export function contentKey(startedAt: number, name: string, exercises: { exerciseId: number; bodyweight: boolean; sets: SetLike[] }[]): string {
  const parts = ['content', startSecond(startedAt), sessionNameOf(name)];
  for (const e of exercises) {
    if (e.sets.length === 0) continue;
    parts.push(`#${e.exerciseId}`, ...e.sets.map((s) => setText(s, e.bodyweight)));
  }
  return hash(parts);
}

export function fileKey(startedAt: number, name: string, exercises: { name: string; sets: SetLike[] }[]): string {
  const parts = ['file', startSecond(startedAt), sessionNameOf(name)];
  for (const e of exercises) parts.push(`#${e.name}`, ...e.sets.map((s) => setText(s, true)));
  return hash(parts);
}

export const nthKey = (key: string, n: number) => (n === 0 ? key : hash([key, String(n)]));
