// Candidate filter (§6.5), coverage + fill selection (§6.7), ordering (§6.8) and the session set cap (§6.11).
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { clamp } from './metrics';
import { ALL_PARTS, isPartKey, PART_REGION, partRank, primaryParts, regionOf } from './parts';
import { type Athlete, type Prescription, prescribe } from './prescribe';
import { type ScoreParts, type Steer, scoreOf, steerOf } from './score';
import type { BodyPartKey, RecommendationInput, Region, Workout } from './types';

export interface Plan {
  selected: BodyPartKey[];
  fullBody: boolean;
  n: number;
  steer: Steer;
}
export interface Candidate {
  w: Workout;
  region: Region;
  score: ScoreParts;
  rx: Prescription | null;
}
export interface Pick {
  c: Candidate;
  rx: Prescription;
  substitutedFor: Workout | null;
}

export function planOf(input: RecommendationInput, a: Athlete, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Plan {
  const chosen = [...new Set(input.bodyPartKeys.filter(isPartKey))];
  const fullBody = chosen.length === 0; // unknown keys only also means "no preference", not "nothing"
  const c = cfg.count;
  const k = fullBody ? c.fullBodyK : chosen.length;
  const muscular = a.figure === 'muscular';
  const n = clamp(k + c.offset, muscular ? c.muscularMin : c.min, muscular ? c.muscularMax : c.max);
  return { selected: fullBody ? [...ALL_PARTS] : chosen, fullBody, n, steer: steerOf(a.member.balance, cfg) };
}

/** §6.5 items 1–3, with each candidate's prescription (null = not loadable, item 4) and score. */
export function candidatesOf(input: RecommendationInput, a: Athlete, plan: Plan, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Candidate[] {
  const available = new Set(input.availableMachineKeys);
  const selected = new Set<string>(plan.selected);
  const seen = new Set<number>();
  const out: Candidate[] = [];
  for (const w of input.catalogue) {
    if (seen.has(w.id)) continue;
    seen.add(w.id);
    if (!w.machines.every((m) => available.has(m.key))) continue;
    if (w.level > cfg.dHard[a.figure]) continue;
    if (!primaryParts(w).some((p) => selected.has(p))) continue;
    const region = regionOf(w);
    const extra = plan.steer.weaker === region && Math.abs(plan.steer.s) >= cfg.balance.extraSetAt;
    out.push({ w, region, rx: prescribe(a, w, extra, cfg), score: scoreOf(w, a.figure, selected, plan.fullBody, plan.steer, cfg) });
  }
  return out;
}

/** Weaker half first (§6.10), then large to small. */
const coverageOrder = (plan: Plan): BodyPartKey[] =>
  [...plan.selected].sort((x, y) => Number(PART_REGION[y] === plan.steer.weaker) - Number(PART_REGION[x] === plan.steer.weaker) || partRank(x) - partRank(y));

export function select(cands: Candidate[], plan: Plan, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Pick[] {
  const picks: Pick[] = [];
  const taken = new Set<number>();
  const patterns = new Set<string>();
  const selected = new Set<string>(plan.selected);
  const covering = (part: string) => picks.filter((p) => primaryParts(p.c.w).includes(part)).length;
  const take = (c: Candidate, substitutedFor: Workout | null) => {
    picks.push({ c, rx: c.rx!, substitutedFor });
    taken.add(c.w.id);
    patterns.add(c.w.pattern);
  };

  // Coverage: one exercise per still-uncovered part. A new movement pattern first; then an exercise whose MAIN
  // mover is the part (deviation: picking 이두 gets a curl, not a chin-up that lists biceps second); then score.
  for (const part of coverageOrder(plan)) {
    if (picks.length >= plan.n) break;
    if (covering(part) > 0) continue;
    const pool = cands
      .filter((c) => !taken.has(c.w.id) && primaryParts(c.w).includes(part))
      .sort(
        (x, y) =>
          Number(patterns.has(x.w.pattern)) - Number(patterns.has(y.w.pattern)) ||
          Number(primaryParts(y.w)[0] === part) - Number(primaryParts(x.w)[0] === part) ||
          y.score.total - x.score.total ||
          x.w.id - y.w.id,
      );
    const pick = pool.find((c) => c.rx);
    // The best-ranked move was not loadable (e.g. the empty 20 kg bar is over target): say what it replaced.
    if (pick) take(pick, pool[0] !== pick ? pool[0]!.w : null);
  }

  // Fill: best score, penalised for a repeated pattern and for parts that already have exercises.
  while (picks.length < plan.n) {
    let best: Candidate | null = null;
    let bestValue = -Infinity;
    for (const c of cands) {
      if (taken.has(c.w.id) || !c.rx) continue;
      const own = primaryParts(c.w).filter((p) => selected.has(p));
      const value = c.score.total - (patterns.has(c.w.pattern) ? cfg.score.fillPatternRepeat : 0) - cfg.score.fillPartRepeat * Math.min(...own.map(covering));
      if (value > bestValue + 1e-9 || (Math.abs(value - bestValue) <= 1e-9 && best && c.w.id < best.w.id)) {
        best = c;
        bestValue = value;
      }
    }
    if (!best) break;
    take(best, null);
  }
  return picks;
}

const REGION_RANK: Record<Region, number> = { lower: 0, upper: 1, core: 2 };
const sizeRank = (p: Pick) => (p.c.region === 'core' ? 4 : !p.c.w.compound ? 3 : p.c.w.pattern === 'squat' || p.c.w.pattern === 'hinge' ? 1 : 2);

/**
 * §6.8 (ACSM 2009): core last, compounds first, squat/hinge → other multi-joint → isolation, lower before upper,
 * then (deviation, "large before small") the main mover's size, then id.
 */
export const order = (picks: Pick[]): Pick[] =>
  [...picks].sort(
    (x, y) =>
      Number(x.c.region === 'core') - Number(y.c.region === 'core') ||
      Number(!x.c.w.compound) - Number(!y.c.w.compound) ||
      sizeRank(x) - sizeRank(y) ||
      REGION_RANK[x.c.region] - REGION_RANK[y.c.region] ||
      partRank(primaryParts(x.c.w)[0] ?? '') - partRank(primaryParts(y.c.w)[0] ?? '') ||
      x.c.w.id - y.c.w.id,
  );

/**
 * Session cap (18 sets, 24 muscular). Deviation from §6.7's "last isolation, then last exercise": sets come off the
 * stronger half first, so the weaker half keeps its balance set; then isolation before compound, later before earlier.
 */
export function capSets(ordered: Pick[], muscular: boolean, weaker: Region | null, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Pick[] {
  const cap = muscular ? cfg.sets.muscularCap : cfg.sets.cap;
  const out = ordered.map((p) => ({ ...p, rx: { ...p.rx } }));
  for (;;) {
    const total = out.reduce((n, p) => n + p.rx.sets, 0);
    if (total <= cap) return out;
    let at = -1;
    out.forEach((p, i) => {
      if (p.rx.sets <= cfg.sets.min) return;
      const key = (q: Pick, j: number) => [Number(q.c.region !== weaker), Number(!q.c.w.compound), j];
      if (at < 0 || compareTuples(key(p, i), key(out[at]!, at)) > 0) at = i;
    });
    if (at < 0) out.pop();
    else out[at]!.rx.sets -= 1;
  }
}

function compareTuples(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
