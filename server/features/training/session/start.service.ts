// A routine start keeps retired exercises (the member's own plan). Client ids are used when given
// (docs/decisions/018-outbox-and-conflicts.md); a clientId of a finished session is a CONFLICT.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { storageFaultOf } from '../../../../db/faults';
import { recommendations, routineItems, type TrainingSessionRow, trainingSessions } from '../../../../db/schema/index';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import type { Catalogue } from '../../catalogue/catalogue.service';
import { isBodyweight } from '../../catalogue/catalogue.shared';
import { storedResult } from '../../recommendation/recommendation.service';
import { ownRoutine } from '../../routines/routines.service';
import { TRAINING_LIMITS } from '../common/training.shared';
import { activeRowOf, activeView, sessionByClientId } from './active.service';
import { clampSets, insertExercise, type NewExercise, plannedOf } from './planning';
import { routinePlan } from './routine-plan.shared';
import { type ActiveSession, CLIENT_START_MAX_AGE_MS, plausibleTime, type StartSessionInput } from './session.shared';

const NAMES = { recommendation: '추천 운동', empty: '자유 운동' } as const;

async function fromRoutine(ctx: AuthedCtx, tx: DbOrTx, routineId: number, catalogue: Catalogue): Promise<{ name: string; exercises: NewExercise[] }> {
  const routine = await ownRoutine(tx, ctx.user.userId, routineId);
  const items = await tx.select().from(routineItems).where(eq(routineItems.routineId, routine.id)).orderBy(asc(routineItems.position));
  return {
    name: routine.name,
    exercises: items.slice(0, TRAINING_LIMITS.exercises).map((item) => {
      const entry = catalogue.byId.get(item.exerciseId);
      const unit = { repUnit: entry?.repUnit ?? '회', bodyweight: !!entry && isBodyweight(entry) } as const;
      return {
        exerciseId: item.exerciseId,
        restSeconds: null,
        sets: routinePlan({ ...item, setTargets: item.setTargets ?? null, ...unit }),
        supersetGroup: item.supersetGroup,
      };
    }),
  };
}

async function fromRecommendation(ctx: AuthedCtx, tx: DbOrTx, recommendationId: number, catalogue: Catalogue): Promise<NewExercise[]> {
  const [row] = await tx
    .select()
    .from(recommendations)
    .where(and(eq(recommendations.id, recommendationId), eq(recommendations.userId, ctx.user.userId)));
  if (!row) throw new AppError('RECOMMEND_NOT_FOUND');
  const result = storedResult(row);
  const number = (v: string) => (v.trim() === '' ? null : Number(v));
  return result.exercises
    .filter((e) => catalogue.byId.has(e.exerciseId))
    .slice(0, TRAINING_LIMITS.exercises)
    .map((e) => {
      const entry = catalogue.byId.get(e.exerciseId);
      const planned = plannedOf(entry, number(e.weight), number(e.repeat));
      const rest = Number.isInteger(e.restSeconds) && e.restSeconds >= 0 && e.restSeconds <= TRAINING_LIMITS.restMax ? e.restSeconds : null;
      return { exerciseId: e.exerciseId, restSeconds: rest, sets: Array.from({ length: clampSets(number(e.set)) }, () => planned) };
    });
}

async function insertSession(ctx: AuthedCtx, tx: DbOrTx, input: StartSessionInput): Promise<TrainingSessionRow> {
  const userId = ctx.user.userId;
  const catalogue = ctx.catalogue.current;
  const { from } = input;
  let name: string = NAMES.empty;
  let exercises: NewExercise[] = [];
  if (from.kind === 'routine') ({ name, exercises } = await fromRoutine(ctx, tx, from.routineId, catalogue));
  if (from.kind === 'recommendation') {
    name = NAMES.recommendation;
    exercises = await fromRecommendation(ctx, tx, from.recommendationId, catalogue);
  }
  const now = ctx.now();
  const startedAt = plausibleTime(input.startedAt, now - CLIENT_START_MAX_AGE_MS, now);
  const [session] = await tx
    .insert(trainingSessions)
    .values({
      userId,
      clientId: input.clientId,
      name,
      source: from.kind,
      routineId: from.kind === 'routine' ? from.routineId : null,
      recommendationId: from.kind === 'recommendation' ? from.recommendationId : null,
      startedAt,
      finishedAt: null,
      notes: null,
      importKey: null,
      updatedAt: now,
    })
    .returning();
  const given = [...(input.clientIds ?? [])];
  for (const [i, e] of exercises.entries()) {
    const at = given.findIndex((g) => g.exerciseId === e.exerciseId);
    const ids = at >= 0 ? given.splice(at, 1)[0] : undefined;
    await insertExercise(tx, session!.id, catalogue, {
      ...e,
      clientId: ids?.exerciseClientId ?? randomUUID(),
      position: i + 1,
      setClientIds: ids?.setClientIds ?? [],
    });
  }
  return session!;
}

export async function startSession(ctx: AuthedCtx, input: StartSessionInput): Promise<ActiveSession> {
  const userId = ctx.user.userId;
  const start = () =>
    ctx.db.transaction(
      async (tx) => {
        const same = await sessionByClientId(tx, userId, input.clientId);
        if (same) {
          if (same.finishedAt !== null) throw new AppError('CONFLICT');
          return same;
        }
        if ((await activeRowOf(tx, userId)).length > 0) throw new AppError('TRAINING_ACTIVE');
        return insertSession(ctx, tx, input);
      },
      { lockMember: userId },
    );
  let session: TrainingSessionRow;
  try {
    session = await start();
  } catch (error) {
    // The unique indexes are the safety net under the lock: one active session, one clientId per member.
    if (storageFaultOf(error) !== 'unique') throw error;
    const same = await sessionByClientId(ctx.db, userId, input.clientId);
    if (!same || same.finishedAt !== null) throw new AppError('TRAINING_ACTIVE');
    session = same;
  }
  return activeView(ctx, session);
}
