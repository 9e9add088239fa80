// Another member's id behaves exactly like an unknown one. Deleting a routine never touches history (no foreign key).
import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { type TrainingSessionRow, type TrainingSetRow, trainingSessions } from '../../../../db/schema/index';
import { koreaDate, monthRange } from '../../../common/korea-time.shared';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { round2 } from '../common/records';
import { finishedOf } from '../common/sql';
import { exerciseView, type SessionTree, treesOf } from '../common/trees';
import type { HistoryListInput, HistoryPage, LoggedSession, TrainingDay } from './history.shared';

const PAGE_SIZE = 20;

function inMonth(month: string | undefined) {
  if (month === undefined) return undefined;
  const { from, to } = monthRange(month);
  return and(gte(trainingSessions.startedAt, from), lt(trainingSessions.startedAt, to));
}

/** Warm-ups never count for volume (docs/decisions/021-set-kinds-and-warm-ups.md). */
const doneSets = (tree: SessionTree): TrainingSetRow[] => [...tree.setsByExercise.values()].flat().filter((s) => s.done && s.kind !== 'warmup');
const volumeOf = (sets: readonly TrainingSetRow[]) => round2(sets.reduce((sum, s) => sum + (s.weight ?? 0) * (s.reps ?? 0), 0));

function headOf(session: TrainingSessionRow, tree: SessionTree): Omit<LoggedSession, 'exercises'> {
  const finishedAt = session.finishedAt ?? session.startedAt;
  return {
    sessionId: session.id,
    name: session.name,
    source: session.source as LoggedSession['source'],
    date: koreaDate(session.startedAt),
    startedAt: session.startedAt,
    finishedAt,
    durationSeconds: Math.max(0, Math.round((finishedAt - session.startedAt) / 1000)),
    totalVolume: volumeOf(doneSets(tree)),
    notes: session.notes,
  };
}

export async function historyPage(ctx: AuthedCtx, input: HistoryListInput): Promise<HistoryPage> {
  const where = and(finishedOf(ctx.user.userId), inMonth(input.month));
  const [total] = await ctx.db.select({ n: count() }).from(trainingSessions).where(where);
  const sessions = await ctx.db
    .select()
    .from(trainingSessions)
    .where(where)
    .orderBy(desc(trainingSessions.startedAt), desc(trainingSessions.id))
    .limit(PAGE_SIZE)
    .offset((input.page - 1) * PAGE_SIZE);
  const trees = await treesOf(
    ctx.db,
    sessions.map((s) => s.id),
  );
  return {
    items: sessions.map((s) => {
      const tree = trees.get(s.id)!;
      return { ...headOf(s, tree), exerciseNames: tree.exercises.map((e) => e.exerciseName), sets: doneSets(tree).length };
    }),
    total: Number(total?.n ?? 0),
    page: input.page,
    pageSize: PAGE_SIZE,
  };
}

export async function calendar(ctx: AuthedCtx, month: string): Promise<{ month: string; days: TrainingDay[] }> {
  const rows = await ctx.db
    .select({ startedAt: trainingSessions.startedAt })
    .from(trainingSessions)
    .where(and(finishedOf(ctx.user.userId), inMonth(month)))
    .orderBy(asc(trainingSessions.startedAt));
  const days = new Map<string, number>();
  for (const r of rows) {
    const date = koreaDate(r.startedAt);
    days.set(date, (days.get(date) ?? 0) + 1);
  }
  return { month, days: [...days].map(([date, sessions]) => ({ date, sessions })) };
}

export async function ownFinished(db: DbOrTx, userId: number, id: number): Promise<TrainingSessionRow> {
  const [row] = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, id), finishedOf(userId)));
  if (!row) throw new AppError('TRAINING_NOT_FOUND');
  return row;
}

export async function loggedView(ctx: AuthedCtx, session: TrainingSessionRow): Promise<LoggedSession> {
  const catalogue = ctx.catalogue.current;
  const tree = (await treesOf(ctx.db, [session.id])).get(session.id)!;
  return { ...headOf(session, tree), exercises: tree.exercises.map((e) => exerciseView(catalogue, e, tree.setsByExercise.get(e.id) ?? [])) };
}

export async function getLogged(ctx: AuthedCtx, id: number): Promise<LoggedSession> {
  return loggedView(ctx, await ownFinished(ctx.db, ctx.user.userId, id));
}

export async function deleteLogged(ctx: AuthedCtx, id: number): Promise<void> {
  await ctx.db.transaction(
    async (tx) => {
      const row = await ownFinished(tx, ctx.user.userId, id);
      await tx.delete(trainingSessions).where(eq(trainingSessions.id, row.id));
    },
    { lockMember: ctx.user.userId },
  );
}
