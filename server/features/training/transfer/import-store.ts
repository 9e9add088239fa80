// A session the member already has (import-identity.ts) is not stored again.
import { randomUUID } from 'node:crypto';
import { and, asc, between, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { trainingExercises, trainingSessions, trainingSets } from '../../../../db/schema/index';
import type { AuthedCtx } from '../../../context';
import { summarizeSessions } from '../common/summaries';
import { contentKey, startSecond } from './import-identity';
import type { ImportedSession } from './import-readers';

/** Rows per multi-row insert (well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters). */
const INSERT_BATCH = 1000;

export type Prepared = {
  session: ImportedSession;
  exercises: { exerciseId: number; exerciseName: string; bodyweight: boolean; source: ImportedSession['exercises'][number] }[];
  skippedSets: number;
  contentKey: string;
};

async function storedAlike(tx: DbOrTx, ctx: AuthedCtx, prepared: Prepared[]) {
  const userId = ctx.user.userId;
  const seconds = new Set(prepared.map((p) => startSecond(p.session.startedAt)));
  const starts = prepared.map((p) => Math.floor(p.session.startedAt / 1000) * 1000);
  const sessions = (
    await tx
      .select({ id: trainingSessions.id, name: trainingSessions.name, startedAt: trainingSessions.startedAt, importKey: trainingSessions.importKey })
      .from(trainingSessions)
      .where(
        and(
          eq(trainingSessions.userId, userId),
          isNotNull(trainingSessions.finishedAt),
          between(trainingSessions.startedAt, Math.min(...starts), Math.max(...starts) + 999),
        ),
      )
      .orderBy(asc(trainingSessions.startedAt), asc(trainingSessions.id))
  ).filter((s) => seconds.has(startSecond(s.startedAt)));
  const ids = sessions.map((s) => s.id);
  const exercises: { id: number; sessionId: number; exerciseId: number }[] = [];
  const sets: {
    trainingExerciseId: number;
    kind: string;
    weight: number | null;
    reps: number | null;
    seconds: number | null;
    distanceM: number | null;
    rpe: number | null;
  }[] = [];
  for (const batch of batches(ids, INSERT_BATCH)) {
    exercises.push(
      ...(await tx
        .select({ id: trainingExercises.id, sessionId: trainingExercises.sessionId, exerciseId: trainingExercises.exerciseId })
        .from(trainingExercises)
        .where(inArray(trainingExercises.sessionId, batch))
        .orderBy(asc(trainingExercises.sessionId), asc(trainingExercises.position))),
    );
  }
  for (const batch of batches(
    exercises.map((e) => e.id),
    INSERT_BATCH,
  )) {
    sets.push(
      ...(await tx
        .select({
          trainingExerciseId: trainingSets.exerciseId,
          kind: trainingSets.kind,
          weight: trainingSets.weight,
          reps: trainingSets.reps,
          seconds: trainingSets.seconds,
          distanceM: trainingSets.distanceM,
          rpe: trainingSets.rpe,
        })
        .from(trainingSets)
        .where(and(inArray(trainingSets.exerciseId, batch), eq(trainingSets.done, true)))
        .orderBy(asc(trainingSets.exerciseId), asc(trainingSets.position))),
    );
  }
  const catalogue = ctx.catalogue.current;
  return sessions.map((s) => {
    const own = exercises
      .filter((e) => e.sessionId === s.id)
      .map((e) => ({
        exerciseId: e.exerciseId,
        bodyweight: catalogue.byId.get(e.exerciseId)?.loadModel === 'bodyweight',
        sets: sets.filter((x) => x.trainingExerciseId === e.id),
      }));
    return { id: s.id, startedAt: s.startedAt, name: s.name, own, importKey: s.importKey, contentKey: contentKey(s.startedAt, s.name, own) };
  });
}

type Stored = Awaited<ReturnType<typeof storedAlike>>[number];

/** Sessions a file could not tell apart (same second, same name) come back as one session of all their exercises. */
function runAlike(stored: Stored[], used: Set<number>, p: Prepared): Stored[] | null {
  const second = startSecond(p.session.startedAt);
  const alike = stored.filter((s) => !used.has(s.id) && startSecond(s.startedAt) === second);
  for (let from = 0; from < alike.length; from += 1) {
    for (let to = from + 2; to <= alike.length; to += 1) {
      const run = alike.slice(from, to);
      if (
        contentKey(
          run[0]!.startedAt,
          run[0]!.name,
          run.flatMap((s) => s.own),
        ) === p.contentKey
      )
        return run;
    }
  }
  return null;
}

async function alreadyHad(tx: DbOrTx, ctx: AuthedCtx, prepared: Prepared[]): Promise<Set<number>> {
  const stored = await storedAlike(tx, ctx, prepared);
  const used = new Set<number>();
  const had = new Set<number>();
  const take = (i: number, sessions: Stored[]) => {
    for (const s of sessions) used.add(s.id);
    had.add(i);
  };
  prepared.forEach((p, i) => {
    const same = stored.find((s) => !used.has(s.id) && s.importKey === p.session.importKey);
    if (same) take(i, [same]);
  });
  prepared.forEach((p, i) => {
    const same = had.has(i) ? undefined : stored.find((s) => !used.has(s.id) && s.contentKey === p.contentKey);
    if (same) take(i, [same]);
  });
  prepared.forEach((p, i) => {
    const run = had.has(i) ? null : runAlike(stored, used, p);
    if (run) take(i, run);
  });
  return had;
}

export async function storeSessions(tx: DbOrTx, ctx: AuthedCtx, prepared: Prepared[]): Promise<Set<number>> {
  const userId = ctx.user.userId;
  const existing = await alreadyHad(tx, ctx, prepared);
  const fresh = prepared.filter((_, i) => !existing.has(i));
  if (fresh.length === 0) return existing;

  const now = ctx.now();
  const sessionClientIds = fresh.map(() => randomUUID());
  const sessionIds = new Map<string, number>();
  const sessionRows = fresh.map((p, i) => ({
    userId,
    clientId: sessionClientIds[i]!,
    name: p.session.name,
    source: 'import',
    startedAt: p.session.startedAt,
    finishedAt: p.session.finishedAt,
    notes: p.session.notes,
    importKey: p.session.importKey,
    updatedAt: now,
  }));
  for (const batch of batches(sessionRows, INSERT_BATCH)) {
    const rows = await tx.insert(trainingSessions).values(batch).returning({ id: trainingSessions.id, clientId: trainingSessions.clientId });
    for (const row of rows) sessionIds.set(row.clientId, row.id);
  }

  type ExerciseRow = typeof trainingExercises.$inferInsert;
  const exerciseRows: ExerciseRow[] = [];
  const setsOf = new Map<string, { sets: Prepared['exercises'][number]['source']['sets']; bodyweight: boolean }>();
  fresh.forEach((p, i) => {
    const sessionId = sessionIds.get(sessionClientIds[i]!)!;
    p.exercises.forEach((e, position) => {
      const clientId = randomUUID();
      exerciseRows.push({
        sessionId,
        clientId,
        position: position + 1,
        exerciseId: e.exerciseId,
        exerciseName: e.exerciseName,
        restSeconds: null,
        skipped: false,
        notes: e.source.notes,
        supersetGroup: e.source.supersetGroup,
      });
      setsOf.set(clientId, { sets: e.source.sets, bodyweight: e.bodyweight });
    });
  });
  type SetRow = typeof trainingSets.$inferInsert;
  const setRows: SetRow[] = [];
  for (const batch of batches(exerciseRows, INSERT_BATCH)) {
    const rows = await tx.insert(trainingExercises).values(batch).returning({ id: trainingExercises.id, clientId: trainingExercises.clientId });
    for (const row of rows) {
      const { sets, bodyweight } = setsOf.get(row.clientId)!;
      sets.forEach((s, position) => {
        setRows.push({
          exerciseId: row.id,
          clientId: randomUUID(),
          position: position + 1,
          plannedWeight: null,
          plannedReps: null,
          plannedSeconds: null,
          // 0 kg means body weight only, which only a body-weight exercise may log: elsewhere it is "not entered".
          weight: s.weight === 0 && !bodyweight ? null : s.weight,
          reps: s.reps,
          seconds: s.seconds,
          rpe: s.rpe,
          kind: s.kind,
          distanceM: s.distanceM,
          level: s.level,
          note: s.note,
          done: true,
          doneAt: null,
        });
      });
    }
  }
  for (const batch of batches(setRows, INSERT_BATCH)) await tx.insert(trainingSets).values(batch);
  await summarizeSessions(tx, [...sessionIds.values()]);
  return existing;
}

function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
