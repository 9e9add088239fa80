// Read from summaries in two grouped passes; progress stays well under 30 ms at p99 (bench/training.bench.ts).
import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { trainingExercises, trainingSessions } from '../../../../db/schema/index';
import { koreaDate } from '../../../common/korea-time.shared';
import type { AuthedCtx } from '../../../context';
import { type Bests, measureOf, RECORD_KINDS, recordKinds, recordValue, shownRecord } from '../common/records';
import { EXERCISE_OF_SESSION, finishedOf } from '../common/sql';
import { bestOf, hasDoneSets, merged, type SessionExerciseAggregate, type SummaryColumn, summary } from '../common/summaries';
import { loggedExercises } from '../common/totals';
import type { PersonalRecord, PersonalRecordKind } from '../common/training.shared';

const BY_NAME = new Intl.Collator('ko');
const KIND_OF = { e1rm: 'e1rm', weight: 'weight', volume: 'setVolume', reps: 'reps' } as const satisfies Record<PersonalRecordKind, keyof Bests>;
const BEST_COLUMN: Record<keyof Bests, SummaryColumn> = { e1rm: 'bestE1rm', weight: 'bestWeight', setVolume: 'bestSetVolume', reps: 'bestReps' };

type RecordHolder = {
  exerciseId: number;
  bests: Bests;
  firstAt: Record<keyof Bests, number | null>;
  lastAt: number;
};

/** The same unrounded values in both passes, so equality is exact. */
async function recordHolders(db: DbOrTx, userId: number): Promise<RecordHolder[]> {
  const bests = await db
    .select({
      exerciseId: trainingExercises.exerciseId,
      e1rm: bestOf('bestE1rm'),
      weight: bestOf('bestWeight'),
      setVolume: bestOf('bestSetVolume'),
      reps: bestOf('bestReps'),
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .where(and(finishedOf(userId), hasDoneSets))
    .groupBy(trainingExercises.exerciseId);
  if (bests.length === 0) return [];
  const firstAt = (kind: keyof Bests) => {
    const cases = bests.flatMap((b) => (b[kind] === null ? [] : [sql`when ${b.exerciseId} then cast(${b[kind]} as double precision)`]));
    if (cases.length === 0) return sql<number | null>`null`.mapWith(Number);
    const top = sql`(case ${trainingExercises.exerciseId} ${sql.join(cases, sql` `)} end)`;
    return sql<number | null>`min(case when ${summary(BEST_COLUMN[kind])} = ${top} then ${trainingSessions.startedAt} end)`.mapWith(Number);
  };
  const reached = await db
    .select({
      exerciseId: trainingExercises.exerciseId,
      last: sql<number>`max(${trainingSessions.startedAt})`.mapWith(Number),
      e1rm: firstAt('e1rm'),
      weight: firstAt('weight'),
      setVolume: firstAt('setVolume'),
      reps: firstAt('reps'),
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .where(and(finishedOf(userId), hasDoneSets))
    .groupBy(trainingExercises.exerciseId);
  const at = new Map(reached.map((r) => [r.exerciseId, r]));
  return bests.map(({ exerciseId, ...b }) => {
    const r = at.get(exerciseId)!;
    return { exerciseId, bests: b, firstAt: { e1rm: r.e1rm, weight: r.weight, setVolume: r.setVolume, reps: r.reps }, lastAt: r.last };
  });
}

async function exercisesAt(db: DbOrTx, userId: number, instants: readonly { exerciseId: number; at: number }[]): Promise<SessionExerciseAggregate[]> {
  if (instants.length === 0) return [];
  const rows = await loggedExercises(db, userId, inArray(trainingSessions.startedAt, [...new Set(instants.map((i) => i.at))]));
  const wanted = new Set(instants.map((i) => `${i.exerciseId}|${i.at}`));
  return rows
    .filter((row) => wanted.has(`${row.exerciseId}|${row.startedAt}`))
    .map((row) => ({
      sessionId: row.sessionId,
      startedAt: row.startedAt,
      exerciseId: row.exerciseId,
      exerciseName: row.exerciseName,
      ...merged(undefined, row),
    }));
}

export async function personalRecords(ctx: AuthedCtx): Promise<PersonalRecord[]> {
  const catalogue = ctx.catalogue.current;
  const userId = ctx.user.userId;
  const holders = await recordHolders(ctx.db, userId);
  // Each record's first instant; then the sessions of those instants (a second one the same millisecond:
  // the lower id) and of each exercise's latest one (for its name).
  const wanted = holders.flatMap((h) =>
    recordKinds(measureOf(catalogue.byId.get(h.exerciseId))).flatMap((kind) => {
      const value = recordValue(kind, h.bests);
      const at = h.firstAt[KIND_OF[kind]];
      return value === null || at === null ? [] : [{ holder: h, kind, value, at }];
    }),
  );
  const rows = await exercisesAt(ctx.db, userId, [
    ...wanted.map((r) => ({ exerciseId: r.holder.exerciseId, at: r.at })),
    ...holders.map((h) => ({ exerciseId: h.exerciseId, at: h.lastAt })),
  ]);
  const nameOf = (h: RecordHolder) => rows.findLast((x) => x.exerciseId === h.exerciseId && x.startedAt === h.lastAt)?.exerciseName ?? '';
  const records: PersonalRecord[] = [];
  for (const { holder, kind, value, at } of wanted) {
    const row = rows.find((x) => x.exerciseId === holder.exerciseId && x.startedAt === at && recordValue(kind, x) === value);
    if (!row) continue;
    records.push({
      exerciseId: holder.exerciseId,
      exerciseName: nameOf(holder),
      kind,
      value: shownRecord(kind, value),
      date: koreaDate(at),
      sessionId: row.sessionId,
    });
  }
  const kindOrder = (k: PersonalRecordKind) => RECORD_KINDS.indexOf(k);
  return records.sort((a, b) => BY_NAME.compare(a.exerciseName, b.exerciseName) || a.exerciseId - b.exerciseId || kindOrder(a.kind) - kindOrder(b.kind));
}
