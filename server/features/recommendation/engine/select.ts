// docs/training-science.md §6.5 (filter) and §6.7 (coverage + fill). A part is covered only by exercises whose
// PRIMARY movers include it; secondary movers fill it only when nothing else can.
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { familyOf } from './families';
import { clamp } from './metrics';
import { ALL_PARTS, isPartKey, LEAD_PATTERNS, PART_REGION, partRank, primaryParts, regionOf, secondaryParts } from './parts';
import { type Athlete, type Prescription, prescribe, type Role, trainingOf } from './prescribe';
import { logOf } from './related';
import { countsAsCompound, type ScoreParts, type Steer, scoreOf, steerOf } from './score';
import { isStapleOf } from './staples';
import type { BodyPartKey, Exercise, RecommendationInput, Region } from './types';

export interface Plan {
  selected: BodyPartKey[];
  fullBody: boolean;
  n: number;
  steer: Steer;
}
export interface Candidate {
  w: Exercise;
  region: Region;
  score: ScoreParts;
  rx: Prescription | null;
  primaryHits: string[];
  secondaryHits: string[];
  conditioning: boolean;
}
export interface Pick {
  c: Candidate;
  at: number;
  rx: Prescription;
  substitutedFor: Exercise | null;
  part: BodyPartKey;
  leads: BodyPartKey[];
  role: Role;
}

/** §6.10: the weaker half gets a set more when the balance leans far enough. */
export const extraSetFor = (region: Region, plan: Plan, cfg: RecommenderConfig = RECOMMENDER_CONFIG): boolean =>
  plan.steer.weaker === region && Math.abs(plan.steer.s) >= cfg.balance.extraSetAt;

/** ADR 030: a hinge or hip thrust leads 엉덩이, not a leg press. */
const leadsWell = (w: Exercise, part: string): boolean =>
  countsAsCompound(w) && primaryParts(w).includes(part) && ((LEAD_PATTERNS[part as BodyPartKey] ?? []) as readonly string[]).includes(w.pattern);

const isHardBodyweight = (w: Exercise, cfg: RecommenderConfig) => w.loadModel === 'bodyweight' && w.level >= cfg.beginnerSafety.hardBodyweightLevel;

/** ADR 030: 랫풀다운 or 어시스티드 풀업 instead of 친업 when one can be done. */
function withoutHardBodyweight(cands: Candidate[], a: Athlete, cfg: RecommenderConfig): Candidate[] {
  if (!cfg.beginnerSafety.experiences.includes(a.member.experience ?? null)) return cands;
  return cands.filter((c) => {
    if (!isHardBodyweight(c.w, cfg)) return true;
    const parts = primaryParts(c.w);
    return !cands.some(
      (o) =>
        o.rx &&
        !o.conditioning &&
        o.w.level < c.w.level &&
        !isHardBodyweight(o.w, cfg) &&
        o.w.pattern === c.w.pattern &&
        primaryParts(o.w).some((p) => parts.includes(p)),
    );
  });
}

export function planOf(input: RecommendationInput, a: Athlete, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Plan {
  const chosen = [...new Set(input.bodyPartKeys.filter(isPartKey))];
  const fullBody = chosen.length === 0; // unknown keys only also means "no preference", not "nothing"
  const c = cfg.count;
  const k = fullBody ? c.fullBodyK : chosen.length;
  const muscular = a.figure === 'muscular';
  let n = clamp(k + c.offset, muscular ? c.muscularMin : c.min, muscular ? c.muscularMax : c.max);
  if (!fullBody && k <= 2) {
    const more = muscular || trainingOf(a, cfg).trained;
    const fewer = k === 1 && (a.figure === 'fat' || a.member.goal === 'health');
    n = more ? c.singleMore : fewer ? c.singleFewer : c.single;
  }
  return { selected: fullBody ? [...ALL_PARTS] : chosen, fullBody, n, steer: steerOf(a.member.balance, cfg) };
}

/** §6.5 items 1–3; a null prescription is item 4 (not loadable). */
export function candidatesOf(input: RecommendationInput, a: Athlete, plan: Plan, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Candidate[] {
  const available = new Set(input.availableMachineKeys);
  const selected = new Set<string>(plan.selected);
  const t = trainingOf(a, cfg);
  const prefer = a.member.goal === 'fat_loss' && a.figure !== 'fat' ? 'chubby' : a.figure;
  const seen = new Set<number>();
  const out: Candidate[] = [];
  for (const w of input.catalogue) {
    if (seen.has(w.id)) continue;
    seen.add(w.id);
    if (cfg.notStrengthPatterns.includes(w.pattern)) continue; // cardio and stretches: not prescribed (ADR 025)
    if (!w.machines.every((m) => available.has(m.key))) continue;
    if (w.level > t.dHard) continue;
    const primaryHits = primaryParts(w).filter((p) => selected.has(p));
    const secondaryHits = secondaryParts(w).filter((p) => selected.has(p));
    if (!primaryHits.length && !secondaryHits.length) continue;
    const region = regionOf(w);
    out.push({
      w,
      region,
      rx: prescribe(a, w, extraSetFor(region, plan, cfg), cfg, logOf(input, w, cfg)),
      score: scoreOf(w, a.figure, selected, plan.fullBody, plan.steer, cfg, { dSoft: t.dSoft, prefer }),
      primaryHits,
      secondaryHits,
      conditioning: cfg.conditioningKeys.includes(w.key),
    });
  }
  return withoutHardBodyweight(out, a, cfg);
}

/** Weaker half first (§6.10), then large to small. */
const coverageOrder = (plan: Plan): BodyPartKey[] =>
  [...plan.selected].sort((x, y) => Number(PART_REGION[y] === plan.steer.weaker) - Number(PART_REGION[x] === plan.steer.weaker) || partRank(x) - partRank(y));

/** Incline and decline presses are other exercises than the flat one, for variety's sake. */
const angleOf = (w: Exercise) => (/(^|_)incline_/.test(w.key) ? 'incline' : /(^|_)decline_/.test(w.key) ? 'decline' : 'flat');
const slotOf = (w: Exercise) => `${w.pattern}/${angleOf(w)}`;

function coverPool(cands: Candidate[], part: string): { pool: Candidate[]; viaSecondary: boolean } {
  const primary = cands.filter((c) => !c.conditioning && c.primaryHits.includes(part));
  if (primary.some((c) => c.rx)) return { pool: primary, viaSecondary: false };
  return { pool: cands.filter((c) => c.secondaryHits.includes(part) || c.primaryHits.includes(part)), viaSecondary: true };
}

export function select(cands: Candidate[], plan: Plan, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Pick[] {
  const picks: Pick[] = [];
  const taken = new Set<number>();
  const families = new Set<string>();
  // One movement, one slot (§6.16 rule 2): a knee push-up after a push-up is taken too.
  const isTaken = (c: Candidate) => taken.has(c.w.id) || families.has(familyOf(c.w.key));
  const patterns = new Set<string>();
  const slots = new Set<string>();
  const exactSlots = new Set<string>();
  const staplesOf = (part: string) => picks.filter((p) => isStapleOf(p.c.w, part)).length;
  const covering = (part: string) => picks.filter((p) => p.c.primaryHits.includes(part)).length;
  const take = (c: Candidate, substitutedFor: Exercise | null, part: BodyPartKey, leads: BodyPartKey[]) => {
    picks.push({ c, rx: c.rx!, substitutedFor, at: picks.length, part, leads, role: 'main' });
    taken.add(c.w.id);
    families.add(familyOf(c.w.key));
    patterns.add(c.w.pattern);
    slots.add(slotOf(c.w));
    exactSlots.add(`${slotOf(c.w)}/${c.w.loadModel}`);
  };

  // Coverage: one lead per uncovered part, preferring a move fit to lead it (ADR 030), then any compound (ACSM:
  // multi-joint first), then the part as MAIN mover (이두 gets a curl, not a chin-up). Secondary movers only after that.
  for (const secondary of [false, true]) {
    for (const part of coverageOrder(plan)) {
      if (picks.length >= plan.n) break;
      if (picks.some((p) => p.leads.includes(part))) continue;
      if (secondary && picks.some((p) => p.c.secondaryHits.includes(part))) continue;
      const { pool: all, viaSecondary } = coverPool(cands, part);
      if (viaSecondary !== secondary) continue;
      const trained = picks.filter((p) => p.c.primaryHits.includes(part));
      if (trained.length > 0) {
        const fit = trained.find((p) => leadsWell(p.c.w, part));
        const own = all.some((c) => c.rx && !isTaken(c) && leadsWell(c.w, part));
        if (fit || !own) {
          (fit ?? trained[0]!).leads.push(part);
          continue;
        }
      }
      const pool = all
        .filter((c) => !isTaken(c))
        .sort(
          (x, y) =>
            Number(leadsWell(y.w, part)) - Number(leadsWell(x.w, part)) ||
            Number(countsAsCompound(y.w) && !y.conditioning) - Number(countsAsCompound(x.w) && !x.conditioning) ||
            Number(x.conditioning) - Number(y.conditioning) ||
            Number(isStapleOf(y.w, part)) - Number(isStapleOf(x.w, part)) ||
            Number(slots.has(slotOf(x.w))) - Number(slots.has(slotOf(y.w))) ||
            Number(primaryParts(y.w)[0] === part) - Number(primaryParts(x.w)[0] === part) ||
            // A part's lead is the best move FOR it: what else it touches counts only in the fill.
            y.score.total - y.score.cov - (x.score.total - x.score.cov) ||
            x.w.id - y.w.id,
        );
      const pick = pool.find((c) => c.rx);
      // The best-ranked move was not loadable (e.g. the empty 20 kg bar is over target): say what it replaced.
      if (pick) take(pick, pool[0] !== pick && pool[0]!.w.pattern === pick.w.pattern ? pool[0]!.w : null, part, [part]);
    }
  }

  const sc = cfg.share;
  const weightSum = plan.selected.reduce((n, p) => n + (sc.weight[p] ?? 1), 0);
  const shareOf = (part: string) => (plan.n * (sc.weight[part] ?? 1)) / weightSum;
  const deficitOf = (part: string) => shareOf(part) - covering(part);
  while (picks.length < plan.n) {
    let best: Candidate | null = null;
    let bestValue = -Infinity;
    for (const c of cands) {
      if (isTaken(c) || !c.rx || c.conditioning || !c.primaryHits.length) continue;
      const deficit = Math.max(...c.primaryHits.map(deficitOf));
      // A part's staples are worth their repeat of a pattern or angle: a glute day has the hip thrust and the RDL (§6.16 rule 6).
      const staple = c.primaryHits.some((p) => isStapleOf(c.w, p) && staplesOf(p) < cfg.score.staplesPerPart);
      const repeat = staple
        ? 0
        : (patterns.has(c.w.pattern) ? cfg.score.fillPatternRepeat : 0) +
          (slots.has(slotOf(c.w)) ? sc.sameAngle : 0) +
          (c.w.compound && exactSlots.has(`${slotOf(c.w)}/${c.w.loadModel}`) ? sc.sameSlot : 0);
      const value = c.score.total + sc.deficit * deficit + (staple ? cfg.score.staple : 0) - repeat;
      if (value > bestValue + 1e-9 || (Math.abs(value - bestValue) <= 1e-9 && best && c.w.id < best.w.id)) {
        best = c;
        bestValue = value;
      }
    }
    if (!best) break;
    // Filed under the chosen part whose share it fills most (the first chosen on a tie).
    const hits = plan.selected.filter((p) => best.primaryHits.includes(p));
    const part = hits.reduce((m, p) => (deficitOf(p) > deficitOf(m) + 1e-9 ? p : m), hits[0]!);
    take(best, null, part, []);
  }
  return picks;
}
