// docs/training-science.md §6. Same input → byte-identical JSON: no clock, no randomness, every sort ends on id.

import { formatKg, weightLabelOf } from '../../../common/implements';
import { bodyFigureOf } from '../../auth/auth.shared';
import { cautionOf } from './caution';
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { type ExplainInput, type Explanation, explain } from './explain';
import { displayMetrics } from './metrics';
import { capSets, order } from './order';
import { primaryParts } from './parts';
import { type Athlete, athleteOf, prescribe, trainingOf } from './prescribe';
import { logOf } from './related';
import { withRoles } from './roles';
import { type Candidate, candidatesOf, extraSetFor, type Pick, type Plan, planOf, select } from './select';
import type { BodyPartKey, Metrics, RecommendationInput, RecommendationResult, RecommendedExercise, UncoveredPart } from './types';

export type { RecommenderConfig } from './config';
export type * from './types';

function toExercise(p: Pick, a: Athlete, metrics: Metrics, plan: Plan, cfg: RecommenderConfig, swap: ExplainInput['swap'] = null): RecommendedExercise {
  const { figure } = a;
  const goal = a.member.goal ?? null;
  const { w } = p.c;
  const { rx } = p;
  const chosen = new Set<string>(plan.selected);
  // The part it was picked for first: a pullover picked for 등 is explained as a back exercise.
  const chosenPartNames = plan.fullBody
    ? []
    : w.bodyParts
        .filter((b) => b.primary && chosen.has(b.key))
        .sort((x, y) => Number(y.key === p.part) - Number(x.key === p.part))
        .map((b) => b.koreanName);
  return {
    exerciseId: w.id,
    koreanName: w.koreanName,
    englishName: w.englishName,
    description: w.description,
    bodyPartNames: [...w.bodyPartNames],
    machineNames: [...w.machineNames],
    imgPath: w.imgPath,
    videoLink: w.videoLink,
    caution: cautionOf(w, figure, p.substitutedFor, cfg, rx.source === 'model'),
    weight: formatKg(rx.weightKg),
    weightUnit: rx.unit,
    weightLabel: weightLabelOf(w, rx.weightKg, cfg),
    repeat: String(rx.reps),
    repeatLabel: rx.timed ? `${rx.reps}초` : `${rx.reps}회`,
    set: String(rx.sets),
    restSeconds: rx.restSeconds,
    ...whyOf(explain({ w, rx, figure, goal, metrics, chosenPartNames, region: p.c.region, steer: plan.steer, replaced: p.substitutedFor, swap }, cfg)),
    loadSource: rx.source,
    basis: {
      level: rx.level,
      ratio: rx.ratio,
      ageFactor: rx.ageFactor,
      e1rmKg: rx.e1rmKg === null ? null : Math.round(rx.e1rmKg * 10) / 10,
      pctOneRm: rx.pctOneRm === null ? null : Math.round(rx.pctOneRm * 1000) / 10,
      targetKg: rx.targetKg === null ? null : Math.round(rx.targetKg * 100) / 100,
      stepKg: rx.stepKg,
      rir: rx.rir,
      restSeconds: rx.restSeconds,
      role: p.role,
      extraSetForBalance: rx.sets > rx.baseSets,
      substitutedFor: p.substitutedFor?.koreanName ?? null,
    },
  };
}

const whyOf = (e: Explanation) => ({ why: e.why, whyDetails: e.whyDetails, explanation: [e.why, ...e.whyDetails].join(' ') });

/** The session in order with each exercise's role, before the set cap. */
function sessionOf(input: RecommendationInput, athlete: Athlete, plan: Plan, cfg: RecommenderConfig, candidates: Candidate[]): Pick[] {
  return withRoles(order(select(candidates, plan, cfg), plan), input, athlete, plan, candidates, cfg);
}

export function recommend(input: RecommendationInput, cfg: RecommenderConfig = RECOMMENDER_CONFIG): RecommendationResult {
  const athlete = athleteOf(input.member, cfg);
  const plan = planOf(input, athlete, cfg);
  const candidates = candidatesOf(input, athlete, plan, cfg);
  const picks = capSets(
    sessionOf(input, athlete, plan, cfg, candidates),
    athlete.figure === 'muscular' || trainingOf(athlete, cfg).trained,
    plan.steer.weaker,
    cfg,
  );
  const metrics = displayMetrics(input.member, athlete.raw);
  // Duplicates by exerciseId: the first is kept.
  const seen = new Set<number>();
  const firstOfEach = picks.filter((p) => {
    if (seen.has(p.c.w.id)) return false;
    seen.add(p.c.w.id);
    return true;
  });
  const exercises = firstOfEach.map((p) => toExercise(p, athlete, metrics, plan, cfg));
  return {
    configVersion: cfg.version,
    figure: athlete.measured,
    bodyFigure: bodyFigureOf(input.member.bodyFatKg, input.member.muscleMassKg),
    goal: input.member.goal ?? null,
    experience: input.member.experience ?? null,
    metrics,
    exercises,
    uncovered: uncoveredParts(plan, picks, candidates),
  };
}

/** §6.16 rule 8: a chosen part the session does not train is said, with why. */
function uncoveredParts(plan: Plan, picks: Pick[], candidates: Candidate[]): UncoveredPart[] {
  if (plan.fullBody) return [];
  const trains = (c: Candidate, part: string) => c.primaryHits.includes(part) || c.secondaryHits.includes(part);
  return plan.selected
    .filter((part) => !picks.some((p) => trains(p.c, part)))
    .map((part) => ({ part, reason: candidates.some((c) => c.rx && trains(c, part)) ? 'room' : 'equipment' }));
}

export function alternatives(
  input: RecommendationInput,
  exerciseId: number,
  opts: { exclude?: readonly number[]; limit?: number } = {},
  cfg: RecommenderConfig = RECOMMENDER_CONFIG,
): RecommendedExercise[] {
  const original = input.catalogue.find((w) => w.id === exerciseId);
  if (!original) return [];
  const athlete = athleteOf(input.member, cfg);
  const plan = planOf(input, athlete, cfg);
  const candidates = candidatesOf(input, athlete, plan, cfg);
  const role = sessionOf(input, athlete, plan, cfg, candidates).find((p) => p.c.w.id === exerciseId)?.role ?? 'accessory';
  const prim = primaryParts(original);
  const part = prim.find((p) => (plan.selected as string[]).includes(p)) ?? prim[0];
  if (!part) return [];
  const exclude = new Set([exerciseId, ...(opts.exclude ?? [])]);
  const metrics = displayMetrics(input.member, athlete.raw);
  const partName = original.bodyParts.find((b) => b.key === part)?.koreanName ?? part;
  const offered = candidates
    .filter((c) => c.rx && !c.conditioning && !exclude.has(c.w.id) && c.w.pattern === original.pattern && c.primaryHits.includes(part))
    .sort((x, y) => y.score.total - x.score.total || x.w.id - y.w.id)
    .slice(0, opts.limit ?? 4);
  // ADR 030; two offers alike in every respect are told apart by their names.
  const seen = new Set<string>();
  return offered.map((c) => {
    const rx = role === 'main' ? c.rx! : (prescribe(athlete, c.w, extraSetFor(c.region, plan, cfg), cfg, logOf(input, c.w, cfg), 'accessory') ?? c.rx!);
    const pick: Pick = { c, rx, substitutedFor: null, at: 0, part: part as BodyPartKey, leads: [], role };
    let e = toExercise(pick, athlete, metrics, plan, cfg, { original, partName });
    if (seen.has(e.why)) e = toExercise(pick, athlete, metrics, plan, cfg, { original, partName, byName: true });
    seen.add(e.why);
    return e;
  });
}
