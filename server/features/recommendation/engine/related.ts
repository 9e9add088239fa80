// docs/training-science.md §6.16 rule 5: a loaded lift the member has never logged borrows its load from a logged
// main lift of the same pattern (another implement), scaled by the two lifts' strength ratios. Only bars, sleds and
// stacks lend and borrow: a dumbbell or kettlebell lift is limited by holding and balancing the weight, not by the
// legs or the chest, so its load does not scale with the barbell's.
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { familyOf } from './families';
import { compareTuples } from './metrics';
import { isMainLift } from './score';
import type { Exercise, ExerciseHistory, LoggedPerformance, RecommendationInput } from './types';

/** What the member did on the exercise itself, or else on its nearest logged relative. */
export interface MemberLog {
  own: ExerciseHistory | null;
  relative: { from: Exercise; session: LoggedPerformance } | null;
}

export const NO_LOG: MemberLog = { own: null, relative: null };

const SCALES_WITH_THE_BAR = new Set(['barbell', 'plates', 'plates_smith', 'stack']);

const hasLoadedSet = (s: LoggedPerformance) => s.sets.some((set) => set.weightKg > 0 && set.reps > 0);

export const isRelativeSource = (w: Exercise, cfg: RecommenderConfig = RECOMMENDER_CONFIG) =>
  SCALES_WITH_THE_BAR.has(w.loadModel) && isMainLift(w, cfg) && w.ratios !== null;

/** The member's own log wins; a relative is looked for only when there is none. Same family first, then the newest. */
export function logOf(input: RecommendationInput, w: Exercise, cfg: RecommenderConfig = RECOMMENDER_CONFIG): MemberLog {
  const own = input.history?.get(w.id) ?? null;
  const ownCounts = own !== null && (own.feedback !== null || own.sessions.some(hasLoadedSet));
  if (ownCounts || !input.history || !SCALES_WITH_THE_BAR.has(w.loadModel) || !cfg.roles.mainPatterns.includes(w.pattern)) return { own, relative: null };
  const family = familyOf(w.key);
  let best: MemberLog['relative'] = null;
  for (const from of input.catalogue) {
    if (from.id === w.id || from.pattern !== w.pattern || !isRelativeSource(from, cfg)) continue;
    const session = input.history.get(from.id)?.sessions.find(hasLoadedSet);
    if (!session) continue;
    const rank = (x: { from: Exercise; session: LoggedPerformance }) => [familyOf(x.from.key) === family ? 1 : 0, x.session.at, -x.from.id];
    const candidate = { from, session };
    if (!best || compareTuples(rank(candidate), rank(best)) > 0) best = candidate;
  }
  return { own: null, relative: best };
}
