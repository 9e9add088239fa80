// docs/training-science.md §6.16 rules 1 and 3: the most demanding loaded lifts that lead a part are the main lifts, done
// first with the goal's scheme (squat before hinge, at most one hinge); everything else follows in the order of
// choice (ADR 030) and is re-prescribed as an accessory.
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { familyOf } from './families';
import { type Athlete, prescribe } from './prescribe';
import { logOf } from './related';
import { isMainLift } from './score';
import { type Candidate, extraSetFor, type Pick, type Plan } from './select';
import { isStapleOf } from './staples';
import type { Exercise, RecommendationInput } from './types';

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

export function withRoles(
  ordered: Pick[],
  input: RecommendationInput,
  a: Athlete,
  plan: Plan,
  candidates: readonly Candidate[],
  cfg: RecommenderConfig = RECOMMENDER_CONFIG,
): Pick[] {
  const mains = mainLiftsOf(ordered, cfg);
  const rest = ordered.filter((p) => !mains.includes(p));
  const asAccessory = (c: Candidate) => prescribe(a, c.w, extraSetFor(c.region, plan, cfg), cfg, logOf(input, c.w, cfg), 'accessory');
  const families = new Set(ordered.map((p) => familyOf(p.c.w.key)));
  return [
    ...mains.map((p): Pick => ({ ...p, role: 'main' })),
    ...rest.flatMap((p): Pick[] => {
      const rx = asAccessory(p.c);
      if (rx) return [{ ...p, role: 'accessory', rx }];
      if (!p.leads.length) return [];
      // Its lightest setting is too heavy for accessory reps (a light member and the empty bar): the part is led by
      // a move of it that can be set lighter, or else keeps this one at the heavier scheme.
      const fits = candidates
        .filter((c) => c.primaryHits.includes(p.part))
        .sort((x, y) => Number(isStapleOf(y.w, p.part)) - Number(isStapleOf(x.w, p.part)) || y.score.total - x.score.total || x.w.id - y.w.id);
      for (const c of fits) {
        if (c.conditioning || !c.rx || families.has(familyOf(c.w.key))) continue;
        const lighter = asAccessory(c);
        if (!lighter) continue;
        families.add(familyOf(c.w.key));
        return [{ ...p, c, rx: lighter, substitutedFor: p.c.w, role: 'accessory' }];
      }
      return [{ ...p, role: 'main' }];
    }),
  ];
}
