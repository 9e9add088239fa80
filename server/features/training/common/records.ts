// Pure arithmetic shared by a finish's new records and progress. e1RM is Epley exactly as stated; records are
// compared unrounded (strict improvement only) and shown rounded. Volume uses the weight as logged (a dumbbell's is
// not doubled, as Strong and Hevy count it). Holds and cardio have no record kind: PersonalRecord holds kg or reps.
import type { RepUnit } from '../../catalogue/catalogue.shared';
import type { PersonalRecordKind } from './training.shared';

export type Measure = 'loaded' | 'bodyweight' | 'timed' | 'cardio';

/** An exercise the catalogue does not know (never: entries are retired) counts as loaded. */
export function measureOf(exercise: { loadModel: string; repUnit: RepUnit } | undefined): Measure {
  if (!exercise) return 'loaded';
  if (exercise.loadModel === 'cardio') return 'cardio';
  if (exercise.repUnit === '초') return 'timed';
  return exercise.loadModel === 'bodyweight' ? 'bodyweight' : 'loaded';
}

export const round1 = (v: number) => Math.round(v * 10) / 10;
export const round2 = (v: number) => Math.round(v * 100) / 100;

/** The SQL twin is in summaries.ts. */
export function epley(weight: number | null, reps: number | null): number | null {
  return weight !== null && reps !== null && weight > 0 && reps > 0 ? weight * (1 + reps / 30) : null;
}

export type Bests = {
  e1rm: number | null;
  weight: number | null;
  setVolume: number | null;
  reps: number | null;
};

export const RECORD_KINDS: readonly PersonalRecordKind[] = ['e1rm', 'weight', 'volume', 'reps'];

export function recordKinds(measure: Measure): PersonalRecordKind[] {
  if (measure === 'loaded') return ['e1rm', 'weight', 'volume'];
  if (measure === 'bodyweight') return ['weight', 'volume', 'reps'];
  if (measure === 'cardio') return [];
  return ['weight'];
}

export function recordValue(kind: PersonalRecordKind, b: Bests): number | null {
  if (kind === 'e1rm') return b.e1rm;
  if (kind === 'weight') return b.weight;
  if (kind === 'volume') return b.setVolume;
  return b.reps;
}

export function shownRecord(kind: PersonalRecordKind, value: number): number {
  return kind === 'e1rm' ? round1(value) : kind === 'reps' ? value : round2(value);
}

export type DoneSet = { weight: number | null; reps: number | null; seconds: number | null };

export function bestsOf(sets: readonly DoneSet[]): Bests {
  const b: Bests = { e1rm: null, weight: null, setVolume: null, reps: null };
  const max = (a: number | null, v: number | null) => (v === null ? a : a === null || v > a ? v : a);
  for (const s of sets) {
    const w = s.weight ?? 0;
    const r = s.reps ?? 0;
    b.e1rm = max(b.e1rm, epley(s.weight, s.reps));
    if (w > 0 && (r > 0 || (s.seconds ?? 0) > 0)) b.weight = max(b.weight, w);
    if (w > 0 && r > 0) b.setVolume = max(b.setVolume, w * r);
    if (r > 0) b.reps = max(b.reps, r);
  }
  return b;
}

export function betterSet<S extends DoneSet & { distanceM?: number | null }>(measure: Measure, a: S, b: S): S {
  const key = (s: S): [number, number] => {
    if (measure === 'cardio') return [s.seconds ?? 0, s.distanceM ?? 0];
    if (measure === 'loaded') return [epley(s.weight, s.reps) ?? 0, s.weight ?? 0];
    if (measure === 'bodyweight') return [s.reps ?? 0, s.weight ?? 0];
    return [s.seconds ?? 0, s.weight ?? 0];
  };
  const [a1, a2] = key(a);
  const [b1, b2] = key(b);
  return b1 > a1 || (b1 === a1 && b2 > a2) ? b : a;
}
