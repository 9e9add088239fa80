// Recommendations: load the member's latest measurements, run the pure engine on the catalogue, store
// the answer, and read it back. Answers immediately; nothing runs in the background.
import { and, desc, eq } from 'drizzle-orm';
import { type RecommendationRow, recommendations } from '../../../db/schema/index';
import type { BodyPartKey } from '../../../seed/catalogue/types';
import { type AuthedCtx, localDate } from '../../context';
import { AppError } from '../../errors';
import type { Workout } from '../catalogue/catalogue.contract';
import { type Catalogue, catalogueOf } from '../catalogue/catalogue.service';
import { ageOn, memberWithLatestBodyData } from '../user/body-data.service';
import { gridFor } from './engine/implements';
import { type RecommendationResult, recommend } from './engine/index';
import { type NewRecommendation, RECOMMENDATION_PAGE_SIZE, type Recommendation } from './recommendation.contract';

/** The stored snapshot as it was given, each item marked `retired` if its exercise has left the catalogue since. */
function toRecommendation(catalogue: Catalogue, row: RecommendationRow): Recommendation {
  const result = row.result as RecommendationResult;
  return {
    recommendationId: row.id,
    date: row.date,
    requestedBodyParts: row.requestedBodyParts,
    requestedMachines: row.requestedMachines,
    figure: result.figure,
    // Results stored before issue 13 have no profile label, goal or split explanation: read them as they were.
    bodyFigure: result.bodyFigure ?? result.figure,
    goal: result.goal ?? null,
    experience: result.experience ?? null,
    configVersion: row.configVersion,
    recommends: result.exercises.map((e) => ({
      ...e,
      why: e.why ?? e.explanation,
      whyDetails: e.whyDetails ?? [],
      loadSource: e.loadSource ?? 'model',
      retired: catalogue.byId.get(e.workoutId)?.retired !== false,
      feedback: null,
    })),
  };
}

/** Names → catalogue entries; an unknown name is a 400 naming it (never a crash, never silently dropped). */
function resolveNames<T extends { koreanName: string }>(names: string[], known: T[], what: string): T[] {
  const byName = new Map(known.map((k) => [k.koreanName, k]));
  return [...new Set(names.map((n) => n.normalize('NFC')))].map((name) => {
    const found = byName.get(name);
    if (!found) throw new AppError('VALIDATION', { message: `알 수 없는 ${what}예요: ${name.slice(0, 20)}` });
    return found;
  });
}

export async function createRecommendation(ctx: AuthedCtx, input: NewRecommendation): Promise<Recommendation> {
  const catalogue = catalogueOf(ctx.db);
  const parts = resolveNames(input.bodyPartKoreanName, catalogue.bodyParts, '운동 부위');
  const chosen = resolveNames(input.machineKoreanName, catalogue.machines, '기구');
  // Every list of the catalogue is its active part, so retired exercises are never candidates.
  // No machine chosen: every machine listed for those parts (the step-2 screen's "without choosing").
  const partIds = new Set(parts.map((p) => p.bodyPartId));
  const machines = chosen.length ? chosen : catalogue.machines.filter((m) => m.bodyPartIds.some((id) => partIds.has(id)));

  const { user, latest } = await memberWithLatestBodyData(ctx);
  if (!latest) throw new AppError('BODY_DATA_NOT_FOUND');
  const today = localDate(ctx.now());

  const result = recommend({
    member: {
      sex: user.sex === 1 ? 1 : 0,
      heightCm: latest.height,
      weightKg: latest.weight,
      muscleMassKg: latest.muscleMass,
      bodyFatKg: latest.bodyFat,
      balance: latest.upDownBalance,
      age: user.birthDate ? ageOn(user.birthDate, today) : null,
    },
    bodyPartKeys: parts.map((p) => p.key as BodyPartKey),
    availableMachineKeys: machines.map((m) => m.key),
    catalogue: catalogue.workouts,
  });
  // Stored (committed) before its id is answered.
  const [row] = await ctx.db.transaction((tx) =>
    tx
      .insert(recommendations)
      .values({
        userId: user.id,
        date: today,
        requestedBodyParts: parts.map((p) => p.koreanName),
        requestedMachines: machines.map((m) => m.koreanName),
        configVersion: result.configVersion,
        result,
        createdAt: ctx.now(),
      })
      .returning(),
  );
  return toRecommendation(catalogue, row!);
}

async function ownRow(ctx: AuthedCtx, id: number): Promise<RecommendationRow> {
  const [row] = await ctx.db
    .select()
    .from(recommendations)
    .where(and(eq(recommendations.id, id), eq(recommendations.userId, ctx.user.userId)));
  if (!row) throw new AppError('RECOMMEND_NOT_FOUND');
  return row;
}

export async function getRecommendation(ctx: AuthedCtx, id: number): Promise<Recommendation> {
  return toRecommendation(catalogueOf(ctx.db), await ownRow(ctx, id));
}

export async function listRecommendations(ctx: AuthedCtx, { page }: { page: number }): Promise<Recommendation[]> {
  const catalogue = catalogueOf(ctx.db);
  const rows = await ctx.db
    .select()
    .from(recommendations)
    .where(eq(recommendations.userId, ctx.user.userId))
    .orderBy(desc(recommendations.id))
    .limit(RECOMMENDATION_PAGE_SIZE)
    .offset((page - 1) * RECOMMENDATION_PAGE_SIZE);
  return rows.map((row) => toRecommendation(catalogue, row));
}

export async function deleteRecommendation(ctx: AuthedCtx, id: number): Promise<void> {
  const row = await ownRow(ctx, id);
  await ctx.db.transaction((tx) => tx.delete(recommendations).where(eq(recommendations.id, row.id)));
}

/**
 * The ± step of a weight control for the exercise's implement at `kg` (gym mode, issue 12): the barbell's
 * 2.5 kg, the stack's step, dumbbells' 1 kg up to 10 kg then 2 kg …; the lightest segment's step when no
 * weight is known; null for body-weight moves (nothing to step).
 */
export function weightStepOf(workout: Workout, kg: number | null): number | null {
  const grid = gridFor(workout);
  if (!grid || grid.length === 0) return null;
  const at = kg === null ? grid[0]! : (grid.find((s) => kg <= s.to + 1e-9) ?? grid[grid.length - 1]!);
  return at.step;
}
