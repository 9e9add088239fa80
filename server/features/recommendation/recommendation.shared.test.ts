// The recommender's contract: 목표 · 경험 · 느낌 each have a Korean label for every value, unknown values are refused in
// Korean, and a recommendation request tells "not named" (absent: the saved preference applies) from "none"
// (null), which the service relies on.
import { expect, test } from 'vitest';
import { UpdatePreferencesSchema } from '../user/preferences.shared';
import { EXPERIENCE_LABEL, EXPERIENCES, FEEDBACK_LABEL, FEEDBACKS, GOAL_LABEL, GOALS } from './labels.shared';
import { CreateRecommendationSchema, ExperienceSchema, FeedbackSchema, GoalSchema, RecommendationFeedbackSchema, SwapSchema } from './recommendation.shared';

const HANGUL = /^[가-힣 ·–0-9]+$/;
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

test('every goal, experience and feedback has a Korean label, in display order', () => {
  expect(Object.keys(GOAL_LABEL)).toEqual([...GOALS]);
  expect(Object.keys(EXPERIENCE_LABEL)).toEqual([...EXPERIENCES]);
  expect(Object.keys(FEEDBACK_LABEL)).toEqual([...FEEDBACKS]);
  for (const label of [...Object.values(GOAL_LABEL), ...Object.values(EXPERIENCE_LABEL), ...Object.values(FEEDBACK_LABEL)]) expect(label).toMatch(HANGUL);
});

test('unknown values are refused with a Korean message', () => {
  for (const [schema, values] of [
    [GoalSchema, GOALS],
    [ExperienceSchema, EXPERIENCES],
    [FeedbackSchema, FEEDBACKS],
  ] as const) {
    for (const v of values) expect(schema.safeParse(v).success).toBe(true);
    for (const bad of ['', 'Strength', 1, null]) expect(messageOf(schema.safeParse(bad)), String(bad)).toMatch(/[가-힣]/);
  }
  expect(RecommendationFeedbackSchema.safeParse({ recommendationId: 1, exerciseId: 2, feedback: 'heavy' }).success).toBe(true);
  expect(SwapSchema.safeParse({ recommendationId: 1, exerciseId: 2, replacementId: 0 }).success).toBe(false);
});

test('a request tells a goal not named (absent) from none (null); so does a preferences update', () => {
  const absent = CreateRecommendationSchema.parse({ bodyPartIds: [1] });
  expect('goal' in absent || 'experience' in absent).toBe(false);
  expect(CreateRecommendationSchema.parse({ bodyPartIds: [1], goal: null, experience: 'none' })).toMatchObject({ goal: null, experience: 'none' });
  expect(UpdatePreferencesSchema.parse({})).toEqual({});
  expect(UpdatePreferencesSchema.parse({ gymMachineIds: null })).toEqual({ gymMachineIds: null });
});
