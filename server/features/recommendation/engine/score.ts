// docs/training-science.md §6.6; parts are returned so tests can check them.
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { primaryParts, regionOf, secondaryParts } from './parts';
import type { Exercise, Figure, Region } from './types';

export interface Steer {
  s: number;
  weaker: Region | null;
  bonus: Record<Region, number>;
}

export function steerOf(balance: number, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Steer {
  const s = Math.min(1, Math.max(-1, (balance - cfg.balance.neutral) / cfg.balance.span));
  return {
    s,
    weaker: s > 0 ? 'lower' : s < 0 ? 'upper' : null,
    bonus: { lower: Math.max(0, s), upper: Math.max(0, -s), core: 0 },
  };
}

/** Deviation: for 복근 a farmer's walk is not more basic than a crunch, so core moves get no multi-joint bonus. */
export const countsAsCompound = (w: Exercise): boolean => w.compound && regionOf(w) !== 'core';

/** A loaded multi-joint squat, hinge, press or pull (docs/training-science.md §6.16 rule 1). */
export const isMainLift = (w: Exercise, cfg: RecommenderConfig = RECOMMENDER_CONFIG): boolean =>
  w.loadModel !== 'bodyweight' && countsAsCompound(w) && cfg.roles.mainPatterns.includes(w.pattern);

function figPref(figure: Figure, w: Exercise, cfg: RecommenderConfig = RECOMMENDER_CONFIG): number {
  if (w.loadModel === 'bodyweight') return cfg.figPref.bodyweight;
  if (figure === 'fat' || figure === 'chubby') return cfg.figPref.heavy[w.loadModel] ?? 0;
  const compound = countsAsCompound(w);
  if (figure === 'muscular') return compound && w.loadModel === 'barbell' ? 1 : 0.5;
  const free = w.loadModel === 'barbell' || w.loadModel === 'dumbbell' || w.loadModel === 'kettlebell';
  return compound && free ? 1 : 0.5;
}

export interface ScoreParts {
  cov: number;
  compound: number;
  figPref: number;
  difficulty: number;
  steer: number;
  popularity: number;
  total: number;
}

/** Deviation from §6.6's cov: further parts count 0.3, else a burpee or pullover would outrank the squat and bench press. */
export function scoreOf(
  w: Exercise,
  figure: Figure,
  selected: ReadonlySet<string>,
  fullBody: boolean,
  steer: Steer,
  cfg: RecommenderConfig = RECOMMENDER_CONFIG,
  opts: { dSoft?: number; prefer?: Figure } = {},
): ScoreParts {
  const sc = cfg.score;
  const prim = primaryParts(w).filter((p) => selected.has(p)).length;
  const sec = secondaryParts(w).filter((p) => selected.has(p)).length;
  const cov = fullBody ? 1 : prim === 0 ? 0 : Math.min(sc.coverageCap, 1 + sc.extraPart * (prim - 1 + sec));
  const parts = {
    cov: sc.coverage * cov,
    compound: countsAsCompound(w) ? sc.compound : 0,
    figPref: sc.figPref * figPref(opts.prefer ?? figure, w, cfg),
    difficulty: -sc.difficulty * Math.max(0, w.level - (opts.dSoft ?? cfg.dSoft[figure])),
    steer: sc.steer * steer.bonus[regionOf(w)],
    popularity: sc.popularity * w.popularity,
  };
  const total = parts.cov + parts.compound + parts.figPref + parts.difficulty + parts.steer + parts.popularity;
  return { ...parts, total };
}
