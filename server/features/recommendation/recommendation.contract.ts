// Recommendation API shapes shared by tRPC, the shims and the web screens.
import { z } from 'zod';
import '../../shared/zod-korean';
import { PageSchema } from '../../shared/schemas';
import type { RecommendationResult, RecommendedExercise } from './engine/types';

export const RECOMMENDATION_PAGE_SIZE = 12;

const KoreanName = z.string().min(1).max(30);

export const CreateRecommendationSchema = z.object({
  /** Korean body-part names, in the order chosen (legacy sends names too). */
  bodyPartKoreanName: z.array(KoreanName, { error: '운동할 부위를 선택해 주세요' }).min(1, '운동할 부위를 하나 이상 선택해 주세요').max(10),
  /** Korean machine names; empty = every machine listed for those parts. */
  machineKoreanName: z.array(KoreanName).max(60).default([]),
});
export type NewRecommendation = z.output<typeof CreateRecommendationSchema>;

export const RecommendationPageSchema = z.object({ page: PageSchema.default(1) });

/**
 * A stored recommended exercise, annotated at read time: `retired` = no longer in the catalogue (ADR 005).
 * The stored JSON snapshot is never rewritten; the legacy shims leave `retired` out.
 */
export type RecommendedItem = RecommendedExercise & { retired: boolean };

export type Recommendation = {
  recommendationId: number;
  date: string;
  requestedBodyParts: string[];
  requestedMachines: string[];
  figure: RecommendationResult['figure'];
  configVersion: string;
  recommends: RecommendedItem[];
};
