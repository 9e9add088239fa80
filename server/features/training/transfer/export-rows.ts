// Read a page at a time so memory does not grow with history. Impossible stored values are clamped or left out (and
// logged), so an export never fails on one bad row and our import takes back whatever it wrote.
import { setImmediate } from 'node:timers/promises';
import { and, asc, eq, gt, inArray, isNotNull, or } from 'drizzle-orm';
import { trainingExercises, trainingSessions, trainingSets } from '../../../../db/schema/index';
import { koreaDate, koreaDateTime } from '../../../common/korea-time.shared';
import type { AuthedCtx } from '../../../context';
import { SET_KINDS, type SetKind, TRAINING_LIMITS } from '../common/training.shared';
import { roundedKg, within } from './import-identity';
import { EARLIEST_START_MS } from './import-values';
import type { TrainingExport } from './transfer.shared';

export const isoKorea = (ms: number) => `${koreaDateTime(ms).replace(' ', 'T')}+09:00`;

type ExportedSession = TrainingExport['sessions'][number];

const SESSION_MAX_MS = TRAINING_LIMITS.sessionSeconds * 1000;
const LAST_START_MS = Date.UTC(9999, 11, 31, 0, 0, 0) - 9 * 3_600_000 - SESSION_MAX_MS;
/** Sessions read per page: a short slice of the event loop (SQLite reads block it) and a small buffer. */
const PAGE_SESSIONS = 20;

const kindOf = (value: unknown): SetKind => ((SET_KINDS as readonly unknown[]).includes(value) ? (value as SetKind) : 'work');

const textOf = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function exportableTimes(startedAt: unknown, finishedAt: unknown): { startedAt: number; finishedAt: number } | null {
  const start = within(startedAt, EARLIEST_START_MS, LAST_START_MS);
  if (start === null) return null;
  const end = typeof finishedAt === 'number' && finishedAt >= start ? Math.min(finishedAt, start + SESSION_MAX_MS) : start;
  return { startedAt: start, finishedAt: end };
}

export type Exported = { session: ExportedSession; startedAt: number; finishedAt: number };

export async function* finishedSessionPages(ctx: AuthedCtx, pageSize = PAGE_SESSIONS): AsyncGenerator<Exported[]> {
  const own = and(eq(trainingSessions.userId, ctx.user.userId), isNotNull(trainingSessions.finishedAt));
  let after: { startedAt: number; id: number } | null = null;
  for (;;) {
    const page: SessionRow[] = await ctx.db
      .select()
      .from(trainingSessions)
      .where(
        after === null
          ? own
          : and(
              own,
              or(gt(trainingSessions.startedAt, after.startedAt), and(eq(trainingSessions.startedAt, after.startedAt), gt(trainingSessions.id, after.id))),
            ),
      )
      .orderBy(asc(trainingSessions.startedAt), asc(trainingSessions.id))
      .limit(pageSize);
    if (page.length === 0) return;
    yield await exportedPage(ctx, page);
    // Other members' requests run between two pages.
    await setImmediate();
    const last: SessionRow = page.at(-1)!;
    after = { startedAt: last.startedAt, id: last.id };
    if (page.length < pageSize) return;
  }
}

type SessionRow = typeof trainingSessions.$inferSelect;

async function exportedPage(ctx: AuthedCtx, sessions: SessionRow[]): Promise<Exported[]> {
  const userId = ctx.user.userId;
  const ids = sessions.map((s) => s.id);
  const exercises = await ctx.db
    .select({
      id: trainingExercises.id,
      sessionId: trainingExercises.sessionId,
      position: trainingExercises.position,
      exerciseId: trainingExercises.exerciseId,
      exerciseName: trainingExercises.exerciseName,
      restSeconds: trainingExercises.restSeconds,
      skipped: trainingExercises.skipped,
      notes: trainingExercises.notes,
      supersetGroup: trainingExercises.supersetGroup,
    })
    .from(trainingExercises)
    .where(inArray(trainingExercises.sessionId, ids))
    .orderBy(asc(trainingExercises.sessionId), asc(trainingExercises.position));
  const sets = await ctx.db
    .select({
      trainingExerciseId: trainingSets.exerciseId,
      position: trainingSets.position,
      weight: trainingSets.weight,
      reps: trainingSets.reps,
      seconds: trainingSets.seconds,
      rpe: trainingSets.rpe,
      kind: trainingSets.kind,
      distanceM: trainingSets.distanceM,
      level: trainingSets.level,
      note: trainingSets.note,
      done: trainingSets.done,
    })
    .from(trainingSets)
    .innerJoin(trainingExercises, eq(trainingExercises.id, trainingSets.exerciseId))
    .where(inArray(trainingExercises.sessionId, ids))
    .orderBy(asc(trainingSets.exerciseId), asc(trainingSets.position));
  const setsOf = new Map<number, ExportedSession['exercises'][number]['sets']>();
  for (const { trainingExerciseId, ...set } of sets) {
    const list = setsOf.get(trainingExerciseId) ?? [];
    list.push({
      position: set.position,
      kind: kindOf(set.kind),
      // Weights to 0.01 kg, as the training schemas take them (a finer one written another way is rounded).
      weight: roundedKg(within(set.weight, 0, TRAINING_LIMITS.weightKg)),
      reps: within(set.reps, 0, TRAINING_LIMITS.reps, 1),
      seconds: within(set.seconds, 0, TRAINING_LIMITS.seconds, 1),
      distanceM: within(set.distanceM, 0, TRAINING_LIMITS.distanceM, 1),
      level: within(set.level, 0, TRAINING_LIMITS.levelMax, 1),
      rpe: within(set.rpe, TRAINING_LIMITS.rpeMin, TRAINING_LIMITS.rpeMax, 0.5),
      note: textOf(set.note),
      done: set.done,
    });
    setsOf.set(trainingExerciseId, list);
  }
  const exercisesOf = new Map<number, ExportedSession['exercises']>();
  const catalogue = ctx.catalogue.current;
  for (const { id, sessionId, ...exercise } of exercises) {
    const list = exercisesOf.get(sessionId) ?? [];
    list.push({
      ...exercise,
      exerciseName: String(exercise.exerciseName),
      restSeconds: within(exercise.restSeconds, 0, TRAINING_LIMITS.restMax, 1),
      notes: textOf(exercise.notes),
      supersetGroup: within(exercise.supersetGroup, 1, Number.MAX_SAFE_INTEGER, 1),
      englishName: catalogue.byId.get(exercise.exerciseId)?.englishName ?? null,
      sets: setsOf.get(id) ?? [],
    });
    exercisesOf.set(sessionId, list);
  }
  return sessions.flatMap((s) => {
    const times = exportableTimes(s.startedAt, s.finishedAt);
    if (!times) {
      ctx.log.warn({ event: 'training.export.unreadableStart', userId, sessionId: s.id }, 'export: a session whose start is no time was left out');
      return [];
    }
    const { startedAt, finishedAt } = times;
    return [
      {
        startedAt,
        finishedAt,
        session: {
          name: String(s.name),
          source: s.source as ExportedSession['source'],
          date: koreaDate(startedAt),
          startedAt: isoKorea(startedAt),
          finishedAt: isoKorea(finishedAt),
          durationSeconds: Math.round((finishedAt - startedAt) / 1000),
          notes: textOf(s.notes),
          exercises: exercisesOf.get(s.id) ?? [],
        },
      },
    ];
  });
}
