// docs/training-science.md §3 (double progression), or one-tap feedback newer than the last logged session.

import { type Grid, gridValues, roundToGrid, stepAt } from '../../../common/implements';
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import type { MemberLog } from './related';
import type { ExerciseHistory, Feedback, LoggedPerformance, LoggedSet } from './types';

type LogKind = 'up' | 'reps' | 'hold' | 'deload' | 'convert';
export type LoadNote =
  | { source: 'log'; kind: LogKind; date: string; weightKg: number; reps: number[] }
  | { source: 'feedback'; kind: Feedback; date: string; weightKg: number; reps: number }
  | { source: 'related'; from: string; percent: number; date: string; weightKg: number; reps: number[] };

const EPS = 1e-9;
const epley = (kg: number, reps: number) => kg * (1 + reps / 30);

function nextUp(grid: Grid, kg: number): number | null {
  return gridValues(grid).find((v) => v > kg + EPS) ?? null;
}
function nextDown(grid: Grid, kg: number): number | null {
  const below = gridValues(grid).filter((v) => v < kg - EPS);
  return below.length ? below[below.length - 1]! : null;
}
function atMost(grid: Grid, kg: number, below: number): number {
  const values = gridValues(grid);
  const fit = values.filter((v) => v <= kg + EPS && v < below - EPS);
  return fit.length ? fit[fit.length - 1]! : values[0]!;
}

/** The heaviest weight of a session and the sets done at it (warm-ups are lighter and do not count). */
function workSets(session: LoggedPerformance): { weightKg: number; sets: LoggedSet[] } | null {
  const loaded = session.sets.filter((s) => s.weightKg > 0 && s.reps > 0);
  if (!loaded.length) return null;
  const top = Math.max(...loaded.map((s) => s.weightKg));
  return { weightKg: top, sets: loaded.filter((s) => s.weightKg >= top - EPS) };
}

/** The best set's 1RM, with the reserve the member reported or the scheme's. */
const e1rmOf = (sets: LoggedSet[], rir: number) => Math.max(...sets.map((s) => epley(s.weightKg, s.reps + (s.rpe === null ? rir : Math.max(0, 10 - s.rpe)))));

const missed = (sets: LoggedSet[], bottom: number) => sets.some((s) => s.reps < bottom);

interface LoadedArgs {
  grid: Grid;
  range: [number, number];
  rir: number;
  history: ExerciseHistory | null;
  tolerance: number;
}
interface Learned {
  weightKg: number;
  reps: number;
  stepKg: number;
  note: LoadNote;
}

function fromLog(a: LoadedArgs, sessions: LoggedPerformance[], cfg: RecommenderConfig): Learned | null {
  const [bottom, top] = a.range;
  const last = sessions[0] && workSets(sessions[0]);
  if (!last) return null;
  const reps = last.sets.map((s) => s.reps);
  const base = { source: 'log' as const, date: sessions[0]!.date, weightKg: last.weightKg, reps };
  const done = (weightKg: number, nextReps: number, kind: LogKind): Learned => ({
    weightKg,
    reps: nextReps,
    stepKg: stepAt(a.grid, weightKg),
    note: { ...base, kind },
  });
  const weakest = Math.min(...reps);
  const strongest = Math.max(...reps);
  const beyond = cfg.progression.convertBeyond;
  if (strongest < bottom - beyond || weakest > top + beyond) {
    // Another rep range (the goal changed): the best set's 1RM, with the reserve the member reported or ours.
    const target = e1rmOf(last.sets, a.rir) / (1 + (bottom + a.rir) / 30);
    const rounded = roundToGrid(target, a.grid, a.tolerance);
    return done(rounded ? rounded.value : gridValues(a.grid)[0]!, bottom, 'convert');
  }
  const inReserve = last.sets.every((s) => s.rpe === null || s.rpe <= cfg.progression.maxRpe);
  if (weakest >= top && inReserve) return done(nextUp(a.grid, last.weightKg) ?? last.weightKg, bottom, 'up');
  if (missed(last.sets, bottom)) {
    const before = sessions[1] && workSets(sessions[1]);
    const twice = before && Math.abs(before.weightKg - last.weightKg) < 1e-6 && missed(before.sets, bottom);
    if (twice) return done(atMost(a.grid, last.weightKg * cfg.progression.deload, last.weightKg), bottom, 'deload');
    return done(last.weightKg, bottom, 'hold');
  }
  return done(last.weightKg, Math.min(top, Math.max(bottom, weakest + 1)), 'reps');
}

function fromFeedback(a: LoadedArgs, f: NonNullable<ExerciseHistory['feedback']>, cfg: RecommenderConfig): Learned | null {
  if (!(f.weightKg > 0)) return null;
  const [bottom] = a.range;
  // Feedback on another rep count: carry the load over through Epley before moving it.
  const given =
    Math.abs(f.reps - bottom) > cfg.progression.convertBeyond
      ? (roundToGrid((f.weightKg * (1 + f.reps / 30)) / (1 + bottom / 30), a.grid, a.tolerance)?.value ?? f.weightKg)
      : f.weightKg;
  const weightKg = f.feedback === 'heavy' ? (nextDown(a.grid, given) ?? given) : f.feedback === 'light' ? (nextUp(a.grid, given) ?? given) : given;
  return {
    weightKg,
    reps: bottom,
    stepKg: stepAt(a.grid, weightKg),
    note: { source: 'feedback', kind: f.feedback, date: f.date, weightKg: f.weightKg, reps: f.reps },
  };
}

/** Feedback counts only when it is newer than the last logged training session of the exercise. */
function feedbackIsNewer(h: ExerciseHistory): boolean {
  return h.feedback !== null && (h.sessions.length === 0 || h.feedback.at > h.sessions[0]!.at);
}

export const progress = {
  loaded(a: LoadedArgs, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Learned | null {
    const h = a.history;
    if (!h) return null;
    if (feedbackIsNewer(h)) return fromFeedback(a, h.feedback!, cfg);
    return fromLog(a, h.sessions.slice(0, 3), cfg);
  },

  /** §6.16 rule 5: the relative's 1RM × `scale` (the ratio of the two lifts' strength ratios), at `pct` of it. */
  relative(a: Omit<LoadedArgs, 'history'>, rel: NonNullable<MemberLog['relative']>, scale: number, pct: number): Learned | null {
    const work = workSets(rel.session);
    if (!work) return null;
    const rounded = roundToGrid(e1rmOf(work.sets, a.rir) * scale * pct, a.grid, a.tolerance);
    if (!rounded) return null;
    const percent = Math.round(scale * 100);
    const reps = work.sets.map((s) => s.reps);
    return {
      weightKg: rounded.value,
      reps: a.range[0],
      stepKg: rounded.step,
      note: { source: 'related', from: rel.from.koreanName, percent, date: rel.session.date, weightKg: work.weightKg, reps },
    };
  },

  bodyweight(baseReps: number, h: ExerciseHistory | null, cfg: RecommenderConfig = RECOMMENDER_CONFIG): { reps: number; note: LoadNote } | null {
    if (!h) return null;
    const max = cfg.progression.bodyweightMaxReps;
    if (feedbackIsNewer(h)) {
      const f = h.feedback!;
      const given = f.reps > 0 ? f.reps : baseReps;
      const reps = Math.min(max, Math.max(3, given + (f.feedback === 'heavy' ? -2 : f.feedback === 'light' ? 2 : 0)));
      return { reps, note: { source: 'feedback', kind: f.feedback, date: f.date, weightKg: 0, reps: given } };
    }
    const session = h.sessions[0];
    const reps = session?.sets.filter((s) => s.reps > 0).map((s) => s.reps) ?? [];
    if (!session || !reps.length) return null;
    return {
      reps: Math.min(max, Math.max(3, Math.min(...reps) + 1)),
      note: { source: 'log', kind: 'reps', date: session.date, weightKg: 0, reps },
    };
  },
};
