// Unchecked sets stay as not done (a later edit may check them). A first-ever performance is '첫 기록', never a new
// record: there is nothing it improved on (docs/decisions/021-set-kinds-and-warm-ups.md).
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { routines, type TrainingSessionRow, trainingExercises, trainingSessions } from '../../../../db/schema/index';
import { koreaDate } from '../../../common/korea-time.shared';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { measureOf, recordKinds, recordValue, round2, shownRecord } from '../common/records';
import { finishedOf } from '../common/sql';
import { type Aggregate, hasDoneSets, merged, SUMMARY, summarizeSessions } from '../common/summaries';
import { exerciseTotals } from '../common/totals';
import type { PersonalRecord } from '../common/training.shared';
import { sessionByClientId } from './active.service';
import { type FinishSessionInput, type FirstRecord, plausibleTime, type SessionRef, type SessionSummary } from './session.shared';

export async function finishSession(ctx: AuthedCtx, input: FinishSessionInput): Promise<SessionSummary> {
  const userId = ctx.user.userId;
  const session = await ctx.db.transaction(
    async (tx) => {
      const row = await sessionByClientId(tx, userId, input.sessionClientId);
      if (!row) throw new AppError('TRAINING_NOT_ACTIVE');
      if (row.finishedAt !== null) return row;
      const now = ctx.now();
      const [done] = await tx
        .update(trainingSessions)
        .set({ finishedAt: plausibleTime(input.finishedAt, row.startedAt, now), updatedAt: now, ...(input.notes !== undefined ? { notes: input.notes } : {}) })
        .where(eq(trainingSessions.id, row.id))
        .returning();
      await summarizeSessions(tx, [row.id]);
      return done!;
    },
    { lockMember: userId },
  );
  return summaryOf(ctx, session);
}

async function sessionAggregates(db: DbOrTx, sessionId: number): Promise<Map<number, Aggregate>> {
  const rows = await db
    .select({ exerciseId: trainingExercises.exerciseId, ...SUMMARY })
    .from(trainingExercises)
    .where(and(eq(trainingExercises.sessionId, sessionId), hasDoneSets))
    .orderBy(asc(trainingExercises.position), asc(trainingExercises.id));
  const out = new Map<number, Aggregate>();
  for (const row of rows) out.set(row.exerciseId, merged(out.get(row.exerciseId), row));
  return out;
}

async function recordsOf(
  ctx: AuthedCtx,
  session: TrainingSessionRow,
  mine: Map<number, Aggregate>,
): Promise<{ newRecords: PersonalRecord[]; firstRecords: FirstRecord[] }> {
  const catalogue = ctx.catalogue.current;
  const earlier = await exerciseTotals(ctx.db, ctx.user.userId, { before: session, exerciseIds: [...mine.keys()] });
  const names = await ctx.db
    .select({ exerciseId: trainingExercises.exerciseId, exerciseName: trainingExercises.exerciseName })
    .from(trainingExercises)
    .where(eq(trainingExercises.sessionId, session.id))
    .orderBy(asc(trainingExercises.position), asc(trainingExercises.id));
  const date = koreaDate(session.startedAt);
  const newRecords: PersonalRecord[] = [];
  const firstRecords: FirstRecord[] = [];
  const seen = new Set<number>();
  for (const { exerciseId, exerciseName } of names) {
    const now = mine.get(exerciseId);
    if (!now || seen.has(exerciseId)) continue;
    seen.add(exerciseId);
    const before = earlier.get(exerciseId);
    if (!before) {
      firstRecords.push({ exerciseId, exerciseName });
      continue;
    }
    for (const kind of recordKinds(measureOf(catalogue.byId.get(exerciseId)))) {
      const value = recordValue(kind, now);
      const old = recordValue(kind, before);
      if (value !== null && (old === null || value > old))
        newRecords.push({ exerciseId, exerciseName, kind, value: shownRecord(kind, value), date, sessionId: session.id });
    }
  }
  return { newRecords, firstRecords };
}

async function summaryOf(ctx: AuthedCtx, session: TrainingSessionRow): Promise<SessionSummary> {
  const mine = await sessionAggregates(ctx.db, session.id);
  const { newRecords, firstRecords } = await recordsOf(ctx, session, mine);
  let routineId: number | null = null;
  if (session.source === 'routine' && session.routineId !== null) {
    const [routine] = await ctx.db
      .select({ id: routines.id })
      .from(routines)
      .where(and(eq(routines.id, session.routineId), eq(routines.userId, ctx.user.userId)));
    routineId = routine?.id ?? null;
  }
  const all = [...mine.values()];
  const catalogue = ctx.catalogue.current;
  const cardio = [...mine].filter(([exerciseId]) => measureOf(catalogue.byId.get(exerciseId)) === 'cardio').map(([, a]) => a);
  return {
    sessionId: session.id,
    name: session.name,
    durationSeconds: Math.max(0, Math.round(((session.finishedAt ?? session.startedAt) - session.startedAt) / 1000)),
    totalVolume: round2(all.reduce((sum, a) => sum + a.volume, 0)),
    sets: all.reduce((sum, a) => sum + a.sets, 0),
    exercises: all.length,
    newRecords,
    firstRecords,
    routineId,
    cardio: cardio.length === 0 ? null : { seconds: cardio.reduce((sum, a) => sum + a.seconds, 0), distanceM: cardio.reduce((sum, a) => sum + a.distanceM, 0) },
  };
}

export async function finishedSummary(ctx: AuthedCtx, sessionId: number): Promise<SessionSummary> {
  const [row] = await ctx.db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, sessionId), finishedOf(ctx.user.userId)));
  if (!row) throw new AppError('TRAINING_NOT_FOUND');
  return summaryOf(ctx, row);
}

export async function discardSession(ctx: AuthedCtx, input: SessionRef): Promise<void> {
  await ctx.db.transaction(
    async (tx) => {
      const row = await sessionByClientId(tx, ctx.user.userId, input.sessionClientId);
      if (!row) return;
      if (row.finishedAt !== null) throw new AppError('TRAINING_NOT_ACTIVE');
      await tx.delete(trainingSessions).where(eq(trainingSessions.id, row.id));
    },
    { lockMember: ctx.user.userId },
  );
}
