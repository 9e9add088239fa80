// docs/training-science.md §6.16 rules 1 and 3: the most demanding loaded lifts that lead a part are the main lifts, done
// first with the goal's scheme (squat before hinge, at most one hinge); everything else follows in the order of
// choice (ADR 030) and is re-prescribed as an accessory.
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { type Athlete, prescribe } from './prescribe';
import { countsAsCompound } from './score';
import { extraSetFor, type Pick, type Plan } from './select';
import type { Exercise, RecommendationInput } from './types';

const isMainLift = (w: Exercise, cfg: RecommenderConfig) => w.loadModel !== 'bodyweight' && countsAsCompound(w) && cfg.roles.mainPatterns.includes(w.pattern);

const DEMAND: Record<string, number> = { squat: 0, hinge: 1 };
const demandOf = (w: Exercise) => DEMAND[w.pattern] ?? 2;

function mainLiftsOf(ordered: Pick[], cfg: RecommenderConfig): Pick[] {
  const mains: Pick[] = [];
  const byDemand = ordered
    .filter((p) => p.leads.length > 0 && !p.c.conditioning && isMainLift(p.c.w, cfg))
    .sort((x, y) => demandOf(x.c.w) - demandOf(y.c.w) || ordered.indexOf(x) - ordered.indexOf(y));
  for (const p of byDemand) {
    if (mains.length >= cfg.roles.mainLifts) break;
    if (p.c.w.pattern === 'hinge' && mains.some((m) => m.c.w.pattern === 'hinge')) continue;
    mains.push(p);
  }
  return mains;
}

export function withRoles(ordered: Pick[], input: RecommendationInput, a: Athlete, plan: Plan, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Pick[] {
  const mains = mainLiftsOf(ordered, cfg);
  const rest = ordered.filter((p) => !mains.includes(p));
  return [
    ...mains.map((p): Pick => ({ ...p, role: 'main' })),
    ...rest.flatMap((p): Pick[] => {
      const rx = prescribe(a, p.c.w, extraSetFor(p.c.region, plan, cfg), cfg, input.history?.get(p.c.w.id) ?? null, 'accessory');
      if (rx) return [{ ...p, role: 'accessory', rx }];
      // Its lightest setting is too heavy for accessory reps (a light member and the empty bar): a part's only
      // exercise stays at the heavier scheme, anything else goes.
      return p.leads.length ? [{ ...p, role: 'main' }] : [];
    }),
  ];
}
