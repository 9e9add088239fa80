// Recommendation API shapes shared by tRPC, the shims and the web screens.
import { z } from 'zod';
import '../../shared/zod-korean';
import { IdSchema, PageSchema } from '../../shared/schemas';
import { EXPERIENCES, type Experience, FEEDBACKS, type Feedback, GOALS, type Goal, type RecommendationResult, type RecommendedExercise } from './engine/types';

export type { Experience, Feedback, Goal };
export { EXPERIENCES, FEEDBACKS, GOALS };

/** Issue 13's Korean labels, in display order. */
export const GOAL_LABEL: Record<Goal, string> = { strength: '근력', hypertrophy: '근비대', fat_loss: '체중 감량', health: '건강' };
export const EXPERIENCE_LABEL: Record<Experience, string> = { none: '처음', under_6m: '6개월 미만', '1_3y': '1–3년', over_3y: '3년 이상' };
export const FEEDBACK_LABEL: Record<Feedback, string> = { heavy: '무거웠어요', right: '적당해요', light: '가벼웠어요' };

export const GoalSchema = z.enum(GOALS, { error: '목표를 목록에서 골라 주세요' });
export const ExperienceSchema = z.enum(EXPERIENCES, { error: '운동 경험을 목록에서 골라 주세요' });
export const FeedbackSchema = z.enum(FEEDBACKS, { error: '느낌을 목록에서 골라 주세요' });

/** Up to this many alternatives are offered by '다른 운동으로 바꾸기'. */
export const ALTERNATIVES_MAX = 4;

export const RECOMMENDATION_PAGE_SIZE = 12;

const KoreanName = z.string().min(1).max(30);

export const CreateRecommendationSchema = z.object({
  /** Korean body-part names, in the order chosen (legacy sends names too). */
  bodyPartKoreanName: z.array(KoreanName, { error: '운동할 부위를 선택해 주세요' }).min(1, '운동할 부위를 하나 이상 선택해 주세요').max(10),
  /** Korean machine names; empty = every machine listed for those parts. */
  machineKoreanName: z.array(KoreanName).max(60).default([]),
  /** Issue 13: absent = the member's saved 목표/경험 (none saved = today's defaults). Not on the legacy wire. */
  goal: GoalSchema.nullable().optional(),
  experience: ExperienceSchema.nullable().optional(),
});
export type NewRecommendation = z.output<typeof CreateRecommendationSchema>;

/** One exercise of one stored recommendation. */
const ItemRefSchema = z.object({ recommendationId: IdSchema, workoutId: IdSchema });
export const RecommendationFeedbackSchema = ItemRefSchema.extend({ feedback: FeedbackSchema });
export type RecommendationFeedbackInput = z.output<typeof RecommendationFeedbackSchema>;
export const AlternativesSchema = ItemRefSchema;
export type AlternativesInput = z.output<typeof AlternativesSchema>;
export const SwapSchema = ItemRefSchema.extend({ replacementId: IdSchema });
export type SwapInput = z.output<typeof SwapSchema>;

export const RecommendationPageSchema = z.object({ page: PageSchema.default(1) });

/**
 * A stored recommended exercise, annotated at read time: `retired` = no longer in the catalogue (ADR 005).
 * The stored JSON snapshot is never rewritten; the legacy shims leave `retired` out.
 */
export type RecommendedItem = RecommendedExercise & { retired: boolean; feedback: Feedback | null };

export type Recommendation = {
  recommendationId: number;
  date: string;
  requestedBodyParts: string[];
  requestedMachines: string[];
  figure: RecommendationResult['figure'];
  /** The profile's label (SPEC §4): the only body figure the member is shown. */
  bodyFigure: RecommendationResult['bodyFigure'];
  goal: Goal | null;
  experience: Experience | null;
  configVersion: string;
  recommends: RecommendedItem[];
};
