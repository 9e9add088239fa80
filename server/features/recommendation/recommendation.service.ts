import { desc, eq } from 'drizzle-orm';
import { type RecommendationRow, recommendationFeedback, recommendations } from '../../../db/schema/index';
import { koreaDate } from '../../common/korea-time.shared';
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';
import { BODY_FIGURE_LABEL } from '../auth/auth.shared';
import { type Catalogue, resolveIds, stillPathOf } from '../catalogue/catalogue.service';
import type { BodyPartKey } from '../catalogue/catalogue-data';
import { ageOn, memberWithLatestBodyRecord } from '../user/body-records.service';
import { getPreferences } from '../user/preferences.service';
import { alternatives, type RecommendationInput, type RecommendationResult, type RecommendedExercise, recommend } from './engine/index';
import { isRelativeSource } from './engine/related';
import { loadHistory } from './history';
import {
  ALTERNATIVES_MAX,
  type Alternative,
  type AlternativesInput,
  type Experience,
  type Goal,
  type NewRecommendation,
  RECOMMENDATION_PAGE_SIZE,
  type Recommendation,
  type RecommendationFeedbackInput,
  type SwapInput,
} from './recommendation.shared';
import { type FeedbackByItem, feedbackOn, itemKey, ownRow, storedResult } from './stored-recommendation';

export { storedResult } from './stored-recommendation';

export const RECOMMENDATION_MSG = {
  notInRecommendation: '추천에 없는 운동이에요',
  notOffered: '바꿀 수 없는 운동이에요',
} as const;

function toRecommendation(catalogue: Catalogue, row: RecommendationRow, feedback: FeedbackByItem): Recommendation {
  const result = storedResult(row);
  return {
    recommendationId: row.id,
    date: row.date,
    requestedBodyParts: row.requestedBodyParts,
    requestedMachines: row.requestedMachines,
    figure: result.figure,
    // Results stored before goals and experience existed have no profile label, goal or split explanation:
    // read them as they were.
    bodyFigure: result.bodyFigure ?? null,
    bodyFigureLabel: result.bodyFigure ? BODY_FIGURE_LABEL[result.bodyFigure] : null,
    goal: result.goal ?? null,
    experience: result.experience ?? null,
    configVersion: row.configVersion,
    missingParts: (result.uncovered ?? []).map((u) => ({ name: catalogue.byKey.bodyParts.get(u.part)?.koreanName ?? u.part, reason: u.reason })),
    recommends: result.exercises.map((e) => ({
      ...e,
      why: e.why ?? e.explanation,
      whyDetails: e.whyDetails ?? [],
      loadSource: e.loadSource ?? 'model',
      retired: catalogue.byId.get(e.exerciseId)?.retired !== false,
      stillPath: stillPathOf(catalogue, e.exerciseId),
      feedback: feedback.get(itemKey(row.id, e.exerciseId)) ?? null,
    })),
  };
}

type Ask = { bodyPartKeys: BodyPartKey[]; machineKeys: string[]; goal: Goal | null; experience: Experience | null };

async function engineInput(ctx: AuthedCtx, catalogue: Catalogue, ask: Ask): Promise<{ input: RecommendationInput; userId: number; today: string }> {
  // Only the log of exercises this request can use (its machines, a selected part among its movers), and of the
  // main lifts whose load a usable lift of their pattern may borrow (docs/training-science.md §6.16 rule 5).
  const machines = new Set(ask.machineKeys);
  const parts = new Set<string>(ask.bodyPartKeys);
  const usableExercises = catalogue.exercises.filter(
    (w) => w.machines.every((m) => machines.has(m.key)) && (parts.size === 0 || w.bodyParts.some((b) => parts.has(b.key))),
  );
  const patterns = new Set(usableExercises.map((w) => w.pattern));
  const usable = [...new Set([...usableExercises, ...catalogue.exercises.filter((w) => patterns.has(w.pattern) && isRelativeSource(w))].map((w) => w.id))];
  const [{ user, latest }, history] = await Promise.all([memberWithLatestBodyRecord(ctx), loadHistory(ctx.db, ctx.user.userId, usable)]);
  if (!latest) throw new AppError('BODY_DATA_NOT_FOUND');
  const today = koreaDate(ctx.now());
  const input: RecommendationInput = {
    member: {
      sex: user.sex === 1 ? 1 : 0,
      heightCm: latest.height,
      weightKg: latest.weight,
      muscleMassKg: latest.muscleMass,
      bodyFatKg: latest.bodyFat,
      balance: latest.upDownBalance,
      age: user.birthDate ? ageOn(user.birthDate, today) : null,
      goal: ask.goal,
      experience: ask.experience,
    },
    bodyPartKeys: ask.bodyPartKeys,
    availableMachineKeys: ask.machineKeys,
    catalogue: catalogue.exercises,
    history,
  };
  return { input, userId: user.id, today };
}

export async function createRecommendation(ctx: AuthedCtx, input: NewRecommendation): Promise<Recommendation> {
  const catalogue = ctx.catalogue.current;
  const parts = resolveIds(input.bodyPartIds, catalogue.bodyParts, (p) => p.bodyPartId, '운동 부위');
  const chosen = resolveIds(input.machineIds, catalogue.machines, (m) => m.machineId, '기구');
  // Every list of the catalogue is its active part, so retired exercises are never candidates.
  // No machine chosen: every machine listed for those parts (the step-2 screen's "without choosing").
  const partIds = new Set(parts.map((p) => p.bodyPartId));
  const machines = chosen.length ? chosen : catalogue.machines.filter((m) => m.bodyPartIds.some((id) => partIds.has(id)));
  const saved = input.goal === undefined || input.experience === undefined ? await getPreferences(ctx) : null;

  const {
    input: engine,
    userId,
    today,
  } = await engineInput(ctx, catalogue, {
    bodyPartKeys: parts.map((p) => p.key as BodyPartKey),
    machineKeys: machines.map((m) => m.key),
    goal: input.goal !== undefined ? input.goal : (saved?.goal ?? null),
    experience: input.experience !== undefined ? input.experience : (saved?.experience ?? null),
  });
  const result = recommend(engine);
  // Stored (committed) before its id is answered.
  const [row] = await ctx.db.transaction((tx) =>
    tx
      .insert(recommendations)
      .values({
        userId,
        date: today,
        requestedBodyParts: parts.map((p) => p.koreanName),
        requestedMachines: machines.map((m) => m.koreanName),
        configVersion: result.configVersion,
        result,
        createdAt: ctx.now(),
      })
      .returning(),
  );
  return toRecommendation(catalogue, row!, new Map());
}

export async function getRecommendation(ctx: AuthedCtx, id: number): Promise<Recommendation> {
  const row = await ownRow(ctx.db, ctx.user.userId, id);
  return toRecommendation(ctx.catalogue.current, row, await feedbackOn(ctx, [row.id]));
}

export async function listRecommendations(ctx: AuthedCtx, { page }: { page: number }): Promise<Recommendation[]> {
  const catalogue = ctx.catalogue.current;
  const rows = await ctx.db
    .select()
    .from(recommendations)
    .where(eq(recommendations.userId, ctx.user.userId))
    .orderBy(desc(recommendations.id))
    .limit(RECOMMENDATION_PAGE_SIZE)
    .offset((page - 1) * RECOMMENDATION_PAGE_SIZE);
  const feedback = await feedbackOn(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toRecommendation(catalogue, row, feedback));
}

export async function deleteRecommendation(ctx: AuthedCtx, id: number): Promise<void> {
  const row = await ownRow(ctx.db, ctx.user.userId, id);
  await ctx.db.transaction((tx) => tx.delete(recommendations).where(eq(recommendations.id, row.id)));
}

function itemOf(row: RecommendationRow, exerciseId: number): { item: RecommendedExercise; index: number; result: RecommendationResult } {
  const result = storedResult(row);
  const index = result.exercises.findIndex((e) => e.exerciseId === exerciseId);
  if (index < 0) throw new AppError('VALIDATION', { message: RECOMMENDATION_MSG.notInRecommendation });
  return { item: result.exercises[index]!, index, result };
}

export async function giveFeedback(ctx: AuthedCtx, { recommendationId, exerciseId, feedback }: RecommendationFeedbackInput): Promise<void> {
  const userId = ctx.user.userId;
  await ctx.db.transaction(
    async (tx) => {
      const { item } = itemOf(await ownRow(tx, userId, recommendationId), exerciseId);
      const values = { feedback, weight: Number(item.weight), reps: Number(item.repeat), createdAt: ctx.now() };
      await tx
        .insert(recommendationFeedback)
        .values({ userId, recommendationId, exerciseId, ...values })
        .onConflictDoUpdate({
          target: [recommendationFeedback.userId, recommendationFeedback.recommendationId, recommendationFeedback.exerciseId],
          set: values,
        });
    },
    { lockMember: userId },
  );
}

const keysOf = (names: readonly string[], known: readonly { koreanName: string; key: string }[]) => {
  const byName = new Map(known.map((k) => [k.koreanName, k.key]));
  return names.flatMap((name) => byName.get(name) ?? []);
};

export async function alternativesFor(
  ctx: AuthedCtx,
  { exerciseId, exclude, ...ask }: Ask & { exerciseId: number; exclude: readonly number[] },
): Promise<Alternative[]> {
  const catalogue = ctx.catalogue.current;
  const { input } = await engineInput(ctx, catalogue, ask);
  return alternatives(input, exerciseId, { exclude, limit: ALTERNATIVES_MAX }).map((e) => ({
    ...e,
    stillPath: stillPathOf(catalogue, e.exerciseId),
  }));
}

function alternativesIn(ctx: AuthedCtx, row: RecommendationRow, exerciseId: number): Promise<Alternative[]> {
  const catalogue = ctx.catalogue.current;
  const { result } = itemOf(row, exerciseId);
  return alternativesFor(ctx, {
    exerciseId,
    bodyPartKeys: keysOf(row.requestedBodyParts, catalogue.bodyParts) as BodyPartKey[],
    machineKeys: keysOf(row.requestedMachines, catalogue.machines),
    goal: result.goal ?? null,
    experience: result.experience ?? null,
    exclude: result.exercises.map((e) => e.exerciseId),
  });
}

export async function recommendationAlternatives(ctx: AuthedCtx, { recommendationId, exerciseId }: AlternativesInput): Promise<Alternative[]> {
  return alternativesIn(ctx, await ownRow(ctx.db, ctx.user.userId, recommendationId), exerciseId);
}

export async function swapRecommendationItem(ctx: AuthedCtx, { recommendationId, exerciseId, replacementId }: SwapInput): Promise<Recommendation> {
  const userId = ctx.user.userId;
  const offered = await alternativesIn(ctx, await ownRow(ctx.db, userId, recommendationId), exerciseId);
  const replacement = offered.find((e) => e.exerciseId === replacementId);
  if (!replacement) throw new AppError('VALIDATION', { message: RECOMMENDATION_MSG.notOffered });
  const row = await ctx.db.transaction(
    async (tx) => {
      // Read again under the member's lock: another swap may have changed the list since.
      const current = await ownRow(tx, userId, recommendationId);
      const { index, result } = itemOf(current, exerciseId);
      if (result.exercises.some((e) => e.exerciseId === replacementId)) throw new AppError('VALIDATION', { message: RECOMMENDATION_MSG.notOffered });
      const [updated] = await tx
        .update(recommendations)
        .set({ result: { ...result, exercises: result.exercises.with(index, replacement) } })
        .where(eq(recommendations.id, current.id))
        .returning();
      return updated!;
    },
    { lockMember: userId },
  );
  return toRecommendation(ctx.catalogue.current, row, await feedbackOn(ctx, [row.id]));
}
