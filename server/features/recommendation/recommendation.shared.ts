import { z } from 'zod';
import '../../common/zod-korean';
import { IdSchema, PageSchema } from '../../common/schemas';
import type { RecommendationResult, RecommendedExercise, UncoveredPart } from './engine/types';
import { EXPERIENCES, type Experience, FEEDBACKS, type Feedback, GOALS, type Goal } from './labels.shared';

export type { Experience, Feedback, Goal };

export const GoalSchema = z.enum(GOALS, { error: '목표를 목록에서 골라 주세요' });
export const ExperienceSchema = z.enum(EXPERIENCES, { error: '운동 경험을 목록에서 골라 주세요' });
export const FeedbackSchema = z.enum(FEEDBACKS, { error: '느낌을 목록에서 골라 주세요' });

export const ALTERNATIVES_MAX = 4;

export const RECOMMENDATION_PAGE_SIZE = 12;

export const BODY_PART_LIST_MSG = { missing: '운동할 부위를 선택해 주세요', empty: '운동할 부위를 하나 이상 선택해 주세요' } as const;
export const BODY_PARTS_MAX = 10;
export const MACHINES_MAX = 60;

export const CreateRecommendationSchema = z.object({
  bodyPartIds: z.array(IdSchema, { error: BODY_PART_LIST_MSG.missing }).min(1, BODY_PART_LIST_MSG.empty).max(BODY_PARTS_MAX),
  machineIds: z.array(IdSchema).max(MACHINES_MAX).default([]),
  /** Not on the legacy wire. */
  goal: GoalSchema.nullable().optional(),
  experience: ExperienceSchema.nullable().optional(),
});
export type NewRecommendation = z.output<typeof CreateRecommendationSchema>;

const ItemRefSchema = z.object({ recommendationId: IdSchema, exerciseId: IdSchema });
export const RecommendationFeedbackSchema = ItemRefSchema.extend({ feedback: FeedbackSchema });
export type RecommendationFeedbackInput = z.output<typeof RecommendationFeedbackSchema>;
export const AlternativesSchema = ItemRefSchema;
export type AlternativesInput = z.output<typeof AlternativesSchema>;
export const SwapSchema = ItemRefSchema.extend({ replacementId: IdSchema });
export type SwapInput = z.output<typeof SwapSchema>;

export const RecommendationPageSchema = z.object({ page: PageSchema.default(1) });

/** Annotated at read time; the stored snapshot is rewritten only by the member's own swap (ADR 012). */
export type RecommendedItem = RecommendedExercise & { retired: boolean; feedback: Feedback | null; stillPath: string | null };

export type Alternative = RecommendedExercise & { stillPath: string | null };

export type Recommendation = {
  recommendationId: number;
  date: string;
  requestedBodyParts: string[];
  requestedMachines: string[];
  figure: RecommendationResult['figure'];
  /** The profile's label (docs/product.md §4): the only body figure the member is shown. */
  /** null for results stored before goals and experience existed: they were made with the engine's own class, which is never shown. */
  bodyFigure: RecommendationResult['bodyFigure'] | null;
  bodyFigureLabel: string | null;
  goal: Goal | null;
  experience: Experience | null;
  configVersion: string;
  recommends: RecommendedItem[];
  /** Chosen parts the session leaves out, by name, and why (docs/training-science.md §6.16 rule 8). */
  missingParts: { name: string; reason: UncoveredPart['reason'] }[];
};
