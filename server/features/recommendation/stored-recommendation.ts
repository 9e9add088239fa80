import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { type RecommendationRow, recommendationFeedback, recommendations } from '../../../db/schema/index';
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';
import type { RecommendationResult, RecommendedExercise } from './engine/index';
import type { Feedback } from './recommendation.shared';

export async function ownRow(db: DbOrTx, userId: number, id: number): Promise<RecommendationRow> {
  const [row] = await db
    .select()
    .from(recommendations)
    .where(and(eq(recommendations.id, id), eq(recommendations.userId, userId)));
  if (!row) throw new AppError('RECOMMEND_NOT_FOUND');
  return row;
}

type StoredItem = Partial<RecommendedExercise> & { workoutId?: number; bodyPartKoreanName?: string[]; machineKoreanName?: string[] };

/** Items stored under older field names are read under today's; the JSON itself is never migrated. */
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

export type FeedbackByItem = ReadonlyMap<string, Feedback>;
export const itemKey = (recommendationId: number, exerciseId: number) => `${recommendationId}|${exerciseId}`;

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
