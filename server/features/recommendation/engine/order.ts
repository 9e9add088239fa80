// Ordering the chosen exercises (docs/training-science.md §6.8) and the session set cap (§6.11).
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { compareTuples } from './metrics';
import { partRank, primaryParts } from './parts';
import type { Pick } from './select';
import type { BodyPartKey, Region } from './types';

const REGION_RANK: Record<Region, number> = { lower: 0, upper: 1, core: 2 };
const sizeRank = (p: Pick) => (p.c.region === 'core' ? 4 : !p.c.w.compound ? 3 : p.c.w.pattern === 'squat' || p.c.w.pattern === 'hinge' ? 1 : 2);

/** §6.8 (ACSM 2009); "large before small" and "loaded before body weight" are our deviations. */
const acsm = (x: Pick, y: Pick): number =>
  Number(x.c.region === 'core') - Number(y.c.region === 'core') ||
  Number(x.c.conditioning) - Number(y.c.conditioning) ||
  Number(!x.c.w.compound) - Number(!y.c.w.compound) ||
  sizeRank(x) - sizeRank(y) ||
  REGION_RANK[x.c.region] - REGION_RANK[y.c.region] ||
  partRank(primaryParts(x.c.w)[0] ?? '') - partRank(primaryParts(y.c.w)[0] ?? '') ||
  Number(x.c.w.loadModel === 'bodyweight') - Number(y.c.w.loadModel === 'bodyweight') ||
  x.at - y.at ||
  x.c.w.id - y.c.w.id;

/** Chosen parts keep the member's order (ADR 030: '고른 순서대로 추천해 드려요'); full body follows §6.8. */
export function order(picks: Pick[], plan?: { selected: readonly BodyPartKey[]; fullBody: boolean }): Pick[] {
  if (!plan || plan.fullBody) return [...picks].sort(acsm);
  const rank = (part: string) => {
    const i = plan.selected.indexOf(part as BodyPartKey);
    return i < 0 ? plan.selected.length : i;
  };
  const groupOf = (p: Pick) => (p.leads.length ? Math.min(...p.leads.map(rank)) : rank(p.part));
  const leadsGroup = (p: Pick) => p.leads.some((part) => rank(part) === groupOf(p));
  return [...picks].sort((x, y) => groupOf(x) - groupOf(y) || Number(leadsGroup(y)) - Number(leadsGroup(x)) || acsm(x, y));
}

/** Deviation from §6.7: sets come off the stronger half first, so the weaker half keeps its balance set. */
export function capSets(ordered: Pick[], bigCap: boolean, weaker: Region | null, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Pick[] {
  const cap = bigCap ? cfg.sets.muscularCap : cfg.sets.cap;
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
