// '루틴으로 저장' (docs/product.md §11, the recommendation flow): a recommended session becomes a new routine in one write, all or nothing,
// with each exercise's recommended amounts. The recommendation is read as its owner sees it (swaps included).
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';
import { getRecommendation } from '../recommendation/recommendation.service';
import type { RecommendedItem } from '../recommendation/recommendation.shared';
import { insertExercises } from './routine-items.service';
import { insertRoutine, listRoutines, removeRoutine } from './routines.service';
import { type Amounts, ROUTINE_ITEM_LIMIT, type Routine, type SaveRecommendationInput } from './routines.shared';

const amountsOf = (e: RecommendedItem): Amounts => ({ weight: Number(e.weight), rep: Number(e.repeat), setCount: Number(e.set) });

export async function saveRecommendationAsRoutine(ctx: AuthedCtx, input: SaveRecommendationInput): Promise<Routine> {
  const recommendation = await getRecommendation(ctx, input.recommendationId);
  const usable = recommendation.recommends.filter((e) => !e.retired);
  const chosen = input.exerciseIds
    ? input.exerciseIds.map((id) => {
        const item = usable.find((e) => e.exerciseId === id);
        if (!item) throw new AppError('EXERCISE_NOT_FOUND');
        return item;
      })
    : usable;
  if (chosen.length === 0) throw new AppError('EXERCISE_NOT_FOUND');
  if (chosen.length > ROUTINE_ITEM_LIMIT) throw new AppError('ROUTINE_ITEM_LIMIT');
  const amounts = new Map(chosen.map((e) => [e.exerciseId, amountsOf(e)]));
  const routineId = await ctx.db.transaction(
    async (tx) => {
      if (input.replaceRoutineId !== undefined) await removeRoutine(tx, ctx.user.userId, input.replaceRoutineId);
      const id = await insertRoutine(tx, ctx, input.name);
      await insertExercises(tx, ctx, {
        routineIds: [id],
        exerciseIds: chosen.map((e) => e.exerciseId),
        amounts: amountsOf(chosen[0]!),
        amountsOf: (exerciseId) => amounts.get(exerciseId),
        loadedNeedsWeight: true,
      });
      return id;
    },
    { lockMember: ctx.user.userId },
  );
  return (await listRoutines(ctx)).find((r) => r.routineId === routineId)!;
}
