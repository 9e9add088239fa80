// Reading stored recommendations: the caller's row (ownership checked), its result under today's field
// names, and the caller's feedback on its items.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { type RecommendationRow, recommendationFeedback, recommendations } from '../../../db/schema/index';
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';
import type { RecommendationResult, RecommendedExercise } from './engine/index';
import type { Feedback } from './recommendation.shared';

/** The caller's recommendation, or RECOMMEND_NOT_FOUND (also for another member's id). */
export async function ownRow(db: DbOrTx, userId: number, id: number): Promise<RecommendationRow> {
  const [row] = await db
    .select()
    .from(recommendations)
    .where(and(eq(recommendations.id, id), eq(recommendations.userId, userId)));
  if (!row) throw new AppError('RECOMMEND_NOT_FOUND');
  return row;
}

/** An item as stored before the exercise vocabulary: `workoutId`, `bodyPartKoreanName`, `machineKoreanName`. */
type StoredItem = Partial<RecommendedExercise> & { workoutId?: number; bodyPartKoreanName?: string[]; machineKoreanName?: string[] };

/**
 * A stored recommendation's result (the engine's answer as it was given, or as swapped since). Items stored
 * under the older field names are read under today's; the JSON itself is never migrated.
 */
export function storedResult(row: RecommendationRow): RecommendationResult {
  const result = row.result as Omit<RecommendationResult, 'exercises'> & { exercises: StoredItem[] };
  return {
    ...result,
    exercises: result.exercises.map(({ workoutId, bodyPartKoreanName, machineKoreanName, ...item }) => ({
      ...(item as RecommendedExercise),
      exerciseId: item.exerciseId ?? workoutId!,
      bodyPartNames: item.bodyPartNames ?? bodyPartKoreanName ?? [],
      machineNames: item.machineNames ?? machineKoreanName ?? [],
    })),
  };
}

/** The member's feedback on the items of some recommendations, by `${recommendationId}|${exerciseId}`. */
export type FeedbackByItem = ReadonlyMap<string, Feedback>;
export const itemKey = (recommendationId: number, exerciseId: number) => `${recommendationId}|${exerciseId}`;

/** One query for the feedback on every item of these recommendations (the caller's rows only). */
export async function feedbackOn(ctx: AuthedCtx, recommendationIds: number[]): Promise<FeedbackByItem> {
  if (recommendationIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      recommendationId: recommendationFeedback.recommendationId,
      exerciseId: recommendationFeedback.exerciseId,
      feedback: recommendationFeedback.feedback,
    })
    .from(recommendationFeedback)
    .where(and(eq(recommendationFeedback.userId, ctx.user.userId), inArray(recommendationFeedback.recommendationId, recommendationIds)));
  // The table's check holds `feedback` to FEEDBACKS.
  return new Map(rows.map((r) => [itemKey(r.recommendationId, r.exerciseId), r.feedback as Feedback]));
}
