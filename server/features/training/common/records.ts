// What a set is worth (Epley's e1RM, volume) and which personal records an exercise can hold: pure
// arithmetic (no database), used by a finish's new records (session/) and by progress (progress/).
//
// Decisions:
// - e1RM is Epley's weight × (1 + reps / 30), exactly as stated (also for 1 rep and for long sets), on
//   sets with weight > 0 and reps > 0 of loaded exercises counted in reps; body-weight and timed
//   exercises have none. Shown rounded to 0.1 kg.
// - Records are compared unrounded (a record is any strict improvement; equal is not) and shown rounded;
//   a record is dated by the first session that reached its value.
// - Volume is Σ weight × reps over done sets, the weight as logged (a dumbbell's weight is per hand and
//   not doubled, as Strong and Hevy count it), rounded to 0.01 kg.
// - Records per exercise, by how it is measured:
//     loaded, in reps: e1rm, weight (heaviest), volume (best single set weight × reps);
//     body weight, in reps: reps (most in one set), and weight / volume once extra weight is added;
//     timed (repUnit '초'): weight only when loaded (a farmer's walk); holds have no record kind of their
//     own in the contract (PersonalRecord's value is kg or reps), so the longest hold is not a record.
//   A set counts for weight only when something was done with it (reps or seconds > 0).
//     cardio (load model 'cardio', docs/decisions/025-cardio-and-stretching.md): no record kind. A set is
//     time, distance and the machine's level, which PersonalRecord (kg or reps) cannot hold, and the longest
//     time or distance is a different goal from a strength PR, so a cardio session never shows '새 기록'.
//     Progress shows its minutes and kilometres per day instead.
import type { RepUnit } from '../../catalogue/catalogue.shared';
import type { PersonalRecordKind } from './training.shared';

export type Measure = 'loaded' | 'bodyweight' | 'timed' | 'cardio';

/** How an exercise is measured; an exercise the catalogue does not know (never: entries are retired, not deleted) counts as loaded. */
export function measureOf(exercise: { loadModel: string; repUnit: RepUnit } | undefined): Measure {
  if (!exercise) return 'loaded';
  if (exercise.loadModel === 'cardio') return 'cardio';
  if (exercise.repUnit === '초') return 'timed';
  return exercise.loadModel === 'bodyweight' ? 'bodyweight' : 'loaded';
}

export const round1 = (v: number) => Math.round(v * 10) / 10;
export const round2 = (v: number) => Math.round(v * 100) / 100;

/** Epley, unrounded; null when the set has no weight or no reps. The SQL twin is in summaries.ts. */
export function epley(weight: number | null, reps: number | null): number | null {
  return weight !== null && reps !== null && weight > 0 && reps > 0 ? weight * (1 + reps / 30) : null;
}

/** The bests of some done sets of one exercise (one session, or all earlier ones), unrounded; null = none. */
export type Bests = {
  e1rm: number | null;
  weight: number | null;
  setVolume: number | null;
  reps: number | null;
};

export const RECORD_KINDS: readonly PersonalRecordKind[] = ['e1rm', 'weight', 'volume', 'reps'];

/** The record kinds an exercise measured this way can hold (in RECORD_KINDS order). */
export function recordKinds(measure: Measure): PersonalRecordKind[] {
  if (measure === 'loaded') return ['e1rm', 'weight', 'volume'];
  if (measure === 'bodyweight') return ['weight', 'volume', 'reps'];
  if (measure === 'cardio') return [];
  return ['weight'];
}

/** A kind's value in some bests, unrounded (what records are compared by); null: none. */
export function recordValue(kind: PersonalRecordKind, b: Bests): number | null {
  if (kind === 'e1rm') return b.e1rm;
  if (kind === 'weight') return b.weight;
  if (kind === 'volume') return b.setVolume;
  return b.reps;
}

/** A record value as shown: e1RM to 0.1 kg, weight and volume to 0.01 kg, reps as they are. */
export function shownRecord(kind: PersonalRecordKind, value: number): number {
  return kind === 'e1rm' ? round1(value) : kind === 'reps' ? value : round2(value);
}

/** One done set as the bests see it. */
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

/**
 * The better of two done sets of an exercise (progress' "best set"): loaded → higher e1RM, then heavier;
 * body weight → more reps, then heavier; timed → longer, then heavier; cardio → longer, then farther.
 */
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
