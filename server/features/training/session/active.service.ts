// The active session: reading it, and the one way every change reaches it.
//
// Every change is one transaction holding the member's lock (db/client.ts), so a member's changes apply one
// at a time on every node; the answer is read after it commits. Rows are found by the client's ids and the
// member's own sessions only: another member's session behaves exactly like an unknown one
// (TRAINING_NOT_ACTIVE / TRAINING_NOT_FOUND). Retried requests change nothing twice (../README.md).
// Every change bumps the session's updated_at; a request that changes nothing (a retry) leaves it as it was.
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

/** The session as answered to its member, previous performance included. */
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

/** A change of the active session; answers whether it changed anything. */
export type Change = (tx: DbOrTx, session: TrainingSessionRow) => Promise<boolean>;

/**
 * Runs `change` on the caller's active session named by its clientId, in one transaction under the member's
 * lock; a change that changed something bumps updated_at. Answers the session's row.
 */
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

/** A change of the session's exercises (add, remove, move): answers the whole session as stored. */
export async function changeSession(ctx: AuthedCtx, sessionClientId: string, change: Change): Promise<ActiveSession> {
  return activeView(ctx, await runChange(ctx, sessionClientId, change));
}

/** A change of one exercise (its sets, its settings): answers that exercise as stored. */
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
