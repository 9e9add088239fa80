// Every change is one transaction under the member's lock (db/client.ts); another member's session behaves like an
// unknown one. A change that changes nothing (a retry) leaves updated_at as it was.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { type TrainingSessionRow, trainingSessions } from '../../../../db/schema/index';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { exerciseView, treesOf } from '../common/trees';
import { previousPerformance } from './previous';
import { exerciseNamed, setsOf } from './rows';
import type { ActiveSession, ExerciseAnswer, ExerciseRef } from './session.shared';

export function activeRowOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.userId, userId), isNull(trainingSessions.finishedAt)));
}

export async function sessionByClientId(db: DbOrTx, userId: number, clientId: string): Promise<TrainingSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.userId, userId), eq(trainingSessions.clientId, clientId)));
  return row;
}

export async function activeView(ctx: AuthedCtx, session: TrainingSessionRow): Promise<ActiveSession> {
  const catalogue = ctx.catalogue.current;
  const tree = (await treesOf(ctx.db, [session.id])).get(session.id)!;
  const previous = await previousPerformance(
    ctx.db,
    ctx.user.userId,
    tree.exercises.map((e) => e.exerciseId),
  );
  return {
    sessionId: session.id,
    sessionClientId: session.clientId,
    name: session.name,
    source: session.source as ActiveSession['source'],
    routineId: session.routineId,
    startedAt: session.startedAt,
    serverNow: ctx.now(),
    exercises: tree.exercises.map((e) => ({
      ...exerciseView(catalogue, e, tree.setsByExercise.get(e.id) ?? []),
      previous: previous.get(e.exerciseId) ?? [],
    })),
  };
}

export async function activeSession(ctx: AuthedCtx): Promise<ActiveSession | null> {
  const [session] = await activeRowOf(ctx.db, ctx.user.userId);
  return session ? activeView(ctx, session) : null;
}

export type Change = (tx: DbOrTx, session: TrainingSessionRow) => Promise<boolean>;

function runChange(ctx: AuthedCtx, sessionClientId: string, change: Change): Promise<TrainingSessionRow> {
  return ctx.db.transaction(
    async (tx) => {
      const row = await sessionByClientId(tx, ctx.user.userId, sessionClientId);
      if (!row || row.finishedAt !== null) throw new AppError('TRAINING_NOT_ACTIVE');
      if (await change(tx, row)) await tx.update(trainingSessions).set({ updatedAt: ctx.now() }).where(eq(trainingSessions.id, row.id));
      return row;
    },
    { lockMember: ctx.user.userId },
  );
}

export async function changeSession(ctx: AuthedCtx, sessionClientId: string, change: Change): Promise<ActiveSession> {
  return activeView(ctx, await runChange(ctx, sessionClientId, change));
}

export async function changeExercise(ctx: AuthedCtx, ref: ExerciseRef, change: Change): Promise<ExerciseAnswer> {
  const session = await runChange(ctx, ref.sessionClientId, change);
  const row = await exerciseNamed(ctx.db, session.id, ref.exerciseClientId);
  return {
    sessionClientId: session.clientId,
    exerciseClientId: ref.exerciseClientId,
    serverNow: ctx.now(),
    exercise: row ? exerciseView(ctx.catalogue.current, row, await setsOf(ctx.db, row.id)) : null,
  };
}
