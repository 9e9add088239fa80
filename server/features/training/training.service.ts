// Gym mode: the workout in progress, from start to finish, and "save as routine".
//
// Every change is one transaction holding the member's lock (db/client.ts), so a member's changes apply one
// at a time on every node; the answer is read after it commits. Rows are found by the client's ids and the
// member's own workouts only: another member's workout behaves exactly like an unknown one
// (TRAINING_NOT_ACTIVE / TRAINING_NOT_FOUND). Retried requests change nothing twice (training.contract.ts).
// Every change bumps the workout's updated_at; a request that changes nothing (a retry) leaves it as it was.
//
// Decisions (where the brief left it open):
// - Starting from a routine keeps its exercises in order, retired ones included (the member's own plan;
//   retiring only hides an exercise from search and recommendations). Each gets the routine's set count
//   (none: 3) of planned sets with the routine's weight and reps (seconds for a timed exercise); a 0 kg
//   weight is planned only for body-weight moves. Rest: the default (90 s).
// - Starting from a recommendation takes its weight / repeat / set and rest seconds as planned.
// - A retried start answers the same workout; a start whose clientId names a finished workout is a
//   CONFLICT (it cannot be resumed); any other active workout is TRAINING_ACTIVE.
// - Planned values are placeholders: checking a set off (done = true) fills its empty weight / reps /
//   seconds from the planned ones, as Strong does, so "check" alone logs what was planned.
// - An exercise, or a set, named by a clientId the active workout does not have: moving or changing it is
//   NOT_FOUND (a stale screen learns it is gone); removing it answers the current state.
// - Adding an exercise without set ids starts it with as many sets as the member did last time (else 3),
//   planned from that performance set by set; with set ids, with exactly those sets, planned the same way
//   (past the last previous set, like the last one).
// - Finishing keeps unchecked sets as not done (they are history's record of what was planned, and a later
//   edit may check them); only done sets count anywhere: summary, records, progress, previous
//   performance. A workout with no done set may be finished (it is the member's to delete).
// - New records at finish: the workout's bests per exercise against every finished workout of the member
//   started before it (training.stats.ts names the kinds); a first-ever performance is a record (as in
//   Strong); equal is not; compared unrounded, shown rounded. The summary's sets, exercises and volume count
//   done sets only. A retried finish answers the same summary. Finishing writes each exercise's summary
//   of its done sets (training.queries.ts summarizeWorkouts), which progress reads.
// - Discarding a clientId that is already gone answers ok; a finished workout is never discarded
//   (TRAINING_NOT_ACTIVE; history.delete removes it).
// - Save as routine: for each exercise of the routine that the workout has done sets of (all occurrences
//   together), weight := the heaviest done set's weight (ties: more reps), rep := its reps (seconds for a
//   timed exercise), setCount := done sets; capped to what a routine holds (99 reps, 99 sets). Exercises
//   not in the routine are not added; routine exercises not done keep their amounts.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { storageFaultOf } from '../../../db/faults';
import {
  recommendations,
  routineItems,
  routines,
  type TrainingExerciseRow,
  type TrainingSessionRow,
  type TrainingSetRow,
  trainingExercises,
  trainingSessions,
  trainingSets,
} from '../../../db/schema/index';
import { type AuthedCtx, localDate } from '../../context';
import { AppError } from '../../errors';
import { type CatalogueExercise, isBodyweight } from '../catalogue/catalogue.contract';
import type { Catalogue } from '../catalogue/catalogue.service';
import { storedResult } from '../recommendation/recommendation.service';
import { weightFits } from '../routines/routines.contract';
import { ownRoutine } from '../routines/routines.service';
import {
  type ActiveSession,
  type AddExerciseInput,
  type AddSetInput,
  type ExerciseRef,
  type FinishSessionInput,
  type MoveExerciseInput,
  type PersonalRecord,
  type PreviousSet,
  type SaveAsRoutineInput,
  type SessionRef,
  type SessionSummary,
  type SetRef,
  type StartSessionInput,
  TRAINING_LIMITS,
  TRAINING_MSG,
  type UpdateExerciseInput,
  type UpdateSetInput,
} from './training.contract';
import { exerciseTotals, exerciseView, previousPerformance, sessionAggregates, summarizeSessions, treesOf } from './training.queries';
import { measureOf, recordKinds, recordValue, round2, shownRecord } from './training.stats';

/** A set still to do: what was planned, nothing entered or checked yet. */
function openSet(
  exerciseId: number,
  clientId: string,
  position: number,
  planned: { plannedWeight: number | null; plannedReps: number | null; plannedSeconds: number | null },
) {
  return { exerciseId, clientId, position, ...planned, weight: null, reps: null, seconds: null, rpe: null, done: false, doneAt: null };
}

const NAMES = { routine: null, recommendation: '추천 운동', empty: '자유 운동' } as const;
/** Sets an exercise starts with when nothing says how many. */
const DEFAULT_SETS = 3;
/** What a routine's amounts can hold (db/schema routines: routine_items_amounts_check). */
const ROUTINE_MAX = { rep: 99, setCount: 99 } as const;

type Planned = { plannedWeight: number | null; plannedReps: number | null; plannedSeconds: number | null };
const NOTHING_PLANNED: Planned = { plannedWeight: null, plannedReps: null, plannedSeconds: null };

// ---- reading --------------------------------------------------------------------------------------------

/** The session as answered to its member, previous performance included. */
async function activeView(ctx: AuthedCtx, session: TrainingSessionRow): Promise<ActiveSession> {
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

function activeRowOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.userId, userId), isNull(trainingSessions.finishedAt)));
}

export async function activeSession(ctx: AuthedCtx): Promise<ActiveSession | null> {
  const [session] = await activeRowOf(ctx.db, ctx.user.userId);
  return session ? activeView(ctx, session) : null;
}

async function sessionByClientId(db: DbOrTx, userId: number, clientId: string): Promise<TrainingSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.userId, userId), eq(trainingSessions.clientId, clientId)));
  return row;
}

// ---- planning -----------------------------------------------------------------------------------------------

/** 0 kg is a plan only for body-weight moves; otherwise it means "not set". */
function plannedWeightFor(entry: CatalogueExercise | undefined, kg: number | null): number | null {
  if (kg === null || !Number.isFinite(kg) || kg < 0 || kg > TRAINING_LIMITS.weightKg) return null;
  if (kg === 0 && !(entry && isBodyweight(entry))) return null;
  return kg;
}

/** A planned set of `amount` reps (or seconds, for a timed exercise). */
function plannedOf(entry: CatalogueExercise | undefined, kg: number | null, amount: number | null): Planned {
  const timed = entry?.repUnit === '초';
  const fits = (v: number | null, max: number) => (v !== null && Number.isInteger(v) && v >= 0 && v <= max ? v : null);
  return {
    plannedWeight: plannedWeightFor(entry, kg),
    plannedReps: timed ? null : fits(amount, TRAINING_LIMITS.reps),
    plannedSeconds: timed ? fits(amount, TRAINING_LIMITS.seconds) : null,
  };
}

/** Set i planned from a previous performance: its set i, past its end the last one; nothing without one. */
function plannedFromPrevious(entry: CatalogueExercise | undefined, previous: readonly PreviousSet[], i: number): Planned {
  const p = previous[Math.min(i, previous.length - 1)];
  if (!p) return NOTHING_PLANNED;
  return {
    plannedWeight: plannedWeightFor(entry, p.weight),
    plannedReps: p.reps,
    plannedSeconds: p.seconds,
  };
}

type NewExercise = { exerciseId: number; restSeconds: number | null; sets: Planned[] };

function clampSets(n: number | null): number {
  if (n === null || !Number.isFinite(n) || n <= 0) return DEFAULT_SETS;
  return Math.min(Math.trunc(n), TRAINING_LIMITS.setsPerExercise);
}

async function fromRoutine(ctx: AuthedCtx, tx: DbOrTx, routineId: number, catalogue: Catalogue): Promise<{ name: string; exercises: NewExercise[] }> {
  const routine = await ownRoutine(tx, ctx.user.userId, routineId);
  const items = await tx.select().from(routineItems).where(eq(routineItems.routineId, routine.id)).orderBy(asc(routineItems.position));
  return {
    name: routine.name,
    exercises: items.slice(0, TRAINING_LIMITS.exercises).map((item) => {
      const entry = catalogue.byId.get(item.exerciseId);
      const planned = plannedOf(entry, item.weight, item.rep);
      return { exerciseId: item.exerciseId, restSeconds: null, sets: Array.from({ length: clampSets(item.setCount) }, () => planned) };
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

async function insertExercise(
  tx: DbOrTx,
  sessionId: number,
  catalogue: Catalogue,
  e: NewExercise & { clientId: string; position: number; setClientIds: readonly string[] },
): Promise<void> {
  const [row] = await tx
    .insert(trainingExercises)
    .values({
      sessionId,
      clientId: e.clientId,
      position: e.position,
      exerciseId: e.exerciseId,
      exerciseName: catalogue.byId.get(e.exerciseId)?.koreanName ?? '',
      restSeconds: e.restSeconds,
      skipped: false,
      notes: null,
    })
    .returning({ id: trainingExercises.id });
  if (e.sets.length === 0) return;
  await tx.insert(trainingSets).values(e.sets.map((planned, i) => openSet(row!.id, e.setClientIds[i] ?? randomUUID(), i + 1, planned)));
}

// ---- start ---------------------------------------------------------------------------------------------------

export async function startSession(ctx: AuthedCtx, input: StartSessionInput): Promise<ActiveSession> {
  const userId = ctx.user.userId;
  const catalogue = ctx.catalogue.current;
  const start = () =>
    ctx.db.transaction(
      async (tx) => {
        const same = await sessionByClientId(tx, userId, input.clientId);
        if (same) {
          if (same.finishedAt !== null) throw new AppError('CONFLICT');
          return same;
        }
        if ((await activeRowOf(tx, userId)).length > 0) throw new AppError('TRAINING_ACTIVE');
        const { from } = input;
        let name: string = NAMES.empty;
        let exercises: NewExercise[] = [];
        if (from.kind === 'routine') ({ name, exercises } = await fromRoutine(ctx, tx, from.routineId, catalogue));
        if (from.kind === 'recommendation') {
          name = NAMES.recommendation;
          exercises = await fromRecommendation(ctx, tx, from.recommendationId, catalogue);
        }
        const now = ctx.now();
        const [session] = await tx
          .insert(trainingSessions)
          .values({
            userId,
            clientId: input.clientId,
            name,
            source: from.kind,
            routineId: from.kind === 'routine' ? from.routineId : null,
            recommendationId: from.kind === 'recommendation' ? from.recommendationId : null,
            startedAt: now,
            finishedAt: null,
            notes: null,
            importKey: null,
            updatedAt: now,
          })
          .returning();
        for (const [i, e] of exercises.entries())
          await insertExercise(tx, session!.id, catalogue, { ...e, clientId: randomUUID(), position: i + 1, setClientIds: [] });
        return session!;
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

// ---- changes to the active session ---------------------------------------------------------------------------

type Change = (tx: DbOrTx, session: TrainingSessionRow) => Promise<boolean>;

/**
 * Runs `change` on the caller's active session named by its clientId, in one transaction under the member's
 * lock; a change that changed something (answered true) bumps updated_at. Answers the session as stored.
 */
async function changeActive(ctx: AuthedCtx, sessionClientId: string, change: Change): Promise<ActiveSession> {
  const session = await ctx.db.transaction(
    async (tx) => {
      const row = await sessionByClientId(tx, ctx.user.userId, sessionClientId);
      if (!row || row.finishedAt !== null) throw new AppError('TRAINING_NOT_ACTIVE');
      if (await change(tx, row)) await tx.update(trainingSessions).set({ updatedAt: ctx.now() }).where(eq(trainingSessions.id, row.id));
      return row;
    },
    { lockMember: ctx.user.userId },
  );
  return activeView(ctx, session);
}

function exercisesOf(tx: DbOrTx, sessionId: number) {
  return tx
    .select()
    .from(trainingExercises)
    .where(eq(trainingExercises.sessionId, sessionId))
    .orderBy(asc(trainingExercises.position), asc(trainingExercises.id));
}

function setsOf(tx: DbOrTx, exerciseId: number) {
  return tx.select().from(trainingSets).where(eq(trainingSets.exerciseId, exerciseId)).orderBy(asc(trainingSets.position), asc(trainingSets.id));
}

/** Gives rows the positions 1..n of `ordered` where they differ (positions carry no unique index). */
async function renumber(ordered: readonly { id: number; position: number }[], setPosition: (id: number, position: number) => Promise<unknown>): Promise<void> {
  for (const [i, row] of ordered.entries()) if (row.position !== i + 1) await setPosition(row.id, i + 1);
}

const renumberExercises = (tx: DbOrTx, ordered: readonly TrainingExerciseRow[]) =>
  renumber(ordered, (id, position) => tx.update(trainingExercises).set({ position }).where(eq(trainingExercises.id, id)));
const renumberSets = (tx: DbOrTx, ordered: readonly TrainingSetRow[]) =>
  renumber(ordered, (id, position) => tx.update(trainingSets).set({ position }).where(eq(trainingSets.id, id)));

async function exerciseNamed(tx: DbOrTx, sessionId: number, exerciseClientId: string): Promise<TrainingExerciseRow | undefined> {
  const [row] = await tx
    .select()
    .from(trainingExercises)
    .where(and(eq(trainingExercises.sessionId, sessionId), eq(trainingExercises.clientId, exerciseClientId)));
  return row;
}

async function existingExercise(tx: DbOrTx, sessionId: number, exerciseClientId: string): Promise<TrainingExerciseRow> {
  const row = await exerciseNamed(tx, sessionId, exerciseClientId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export function addExercise(ctx: AuthedCtx, input: AddExerciseInput): Promise<ActiveSession> {
  return changeActive(ctx, input.sessionClientId, async (tx, session) => {
    const list = await exercisesOf(tx, session.id);
    if (list.some((e) => e.clientId === input.exerciseClientId)) return false;
    const catalogue = ctx.catalogue.current;
    const entry = catalogue.byId.get(input.exerciseId);
    // Only the active catalogue can be added: a retired exercise is refused like an unknown one (ADR 005).
    if (!entry || entry.retired) throw new AppError('EXERCISE_NOT_FOUND');
    if (list.length >= TRAINING_LIMITS.exercises) throw new AppError('TRAINING_EXERCISE_LIMIT');
    const previous = (await previousPerformance(tx, ctx.user.userId, [entry.id])).get(entry.id) ?? [];
    const setClientIds = input.setClientIds ? [...new Set(input.setClientIds)] : null;
    const count = setClientIds ? setClientIds.length : Math.min(previous.length || DEFAULT_SETS, TRAINING_LIMITS.setsPerExercise);
    const position = Math.min(input.position ?? list.length + 1, list.length + 1);
    // Those from `position` on move down one.
    for (const [i, e] of list.entries()) {
      const want = i + 1 < position ? i + 1 : i + 2;
      if (e.position !== want) await tx.update(trainingExercises).set({ position: want }).where(eq(trainingExercises.id, e.id));
    }
    await insertExercise(tx, session.id, catalogue, {
      exerciseId: entry.id,
      restSeconds: null,
      sets: Array.from({ length: count }, (_, i) => plannedFromPrevious(entry, previous, i)),
      clientId: input.exerciseClientId,
      position,
      setClientIds: setClientIds ?? [],
    });
    return true;
  });
}

export function removeExercise(ctx: AuthedCtx, input: ExerciseRef): Promise<ActiveSession> {
  return changeActive(ctx, input.sessionClientId, async (tx, session) => {
    const gone = await tx
      .delete(trainingExercises)
      .where(and(eq(trainingExercises.sessionId, session.id), eq(trainingExercises.clientId, input.exerciseClientId)))
      .returning({ id: trainingExercises.id });
    if (gone.length === 0) return false;
    await renumberExercises(tx, await exercisesOf(tx, session.id));
    return true;
  });
}

export function moveExercise(ctx: AuthedCtx, input: MoveExerciseInput): Promise<ActiveSession> {
  return changeActive(ctx, input.sessionClientId, async (tx, session) => {
    const row = await existingExercise(tx, session.id, input.exerciseClientId);
    const list = await exercisesOf(tx, session.id);
    const rest = list.filter((e) => e.id !== row.id);
    const to = Math.min(input.toIndex, list.length);
    const ordered = [...rest.slice(0, to - 1), row, ...rest.slice(to - 1)];
    if (ordered.every((e, i) => e.position === i + 1)) return false;
    await renumberExercises(tx, ordered);
    return true;
  });
}

export function updateExercise(ctx: AuthedCtx, input: UpdateExerciseInput): Promise<ActiveSession> {
  return changeActive(ctx, input.sessionClientId, async (tx, session) => {
    const row = await existingExercise(tx, session.id, input.exerciseClientId);
    const values = {
      ...(input.restSeconds !== undefined ? { restSeconds: input.restSeconds } : {}),
      ...(input.skipped !== undefined ? { skipped: input.skipped } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    };
    if (Object.keys(values).length === 0) return false;
    await tx.update(trainingExercises).set(values).where(eq(trainingExercises.id, row.id));
    return true;
  });
}

export function addSet(ctx: AuthedCtx, input: AddSetInput): Promise<ActiveSession> {
  return changeActive(ctx, input.sessionClientId, async (tx, session) => {
    const exercise = await existingExercise(tx, session.id, input.exerciseClientId);
    const sets = await setsOf(tx, exercise.id);
    if (sets.some((s) => s.clientId === input.setClientId)) return false;
    if (sets.length >= TRAINING_LIMITS.setsPerExercise) throw new AppError('TRAINING_SET_LIMIT');
    const entry = ctx.catalogue.current.byId.get(exercise.exerciseId);
    const last = sets[sets.length - 1];
    // Prefilled from the exercise's last set (what was done, else what was planned); the first set from last time.
    const planned: Planned = last
      ? {
          plannedWeight: plannedWeightFor(entry, last.weight ?? last.plannedWeight),
          plannedReps: last.reps ?? last.plannedReps,
          plannedSeconds: last.seconds ?? last.plannedSeconds,
        }
      : plannedFromPrevious(entry, (await previousPerformance(tx, ctx.user.userId, [exercise.exerciseId])).get(exercise.exerciseId) ?? [], 0);
    await tx.insert(trainingSets).values(openSet(exercise.id, input.setClientId, sets.length + 1, planned));
    return true;
  });
}

export function removeSet(ctx: AuthedCtx, input: SetRef): Promise<ActiveSession> {
  return changeActive(ctx, input.sessionClientId, async (tx, session) => {
    const exercise = await exerciseNamed(tx, session.id, input.exerciseClientId);
    if (!exercise) return false;
    const gone = await tx
      .delete(trainingSets)
      .where(and(eq(trainingSets.exerciseId, exercise.id), eq(trainingSets.clientId, input.setClientId)))
      .returning({ id: trainingSets.id });
    if (gone.length === 0) return false;
    await renumberSets(tx, await setsOf(tx, exercise.id));
    return true;
  });
}

/** 0 kg on an exercise done with equipment: a VALIDATION error on the weight field (the routines' rule). */
function checkLoad(entry: CatalogueExercise | undefined, weight: number | null): void {
  if (!weightFits(weight, entry !== undefined && isBodyweight(entry))) {
    throw new AppError('VALIDATION', { message: TRAINING_MSG.weightNeeded, fieldErrors: { weight: [TRAINING_MSG.weightNeeded] } });
  }
}

type SetChange = { weight?: number | null; reps?: number | null; seconds?: number | null; rpe?: number | null; done?: boolean };

/**
 * A set's new values: the fields given, set absolutely (null clears). Checking a set off stamps doneAt
 * (kept when it was already done) and fills its empty amounts from the plan; unchecking clears doneAt.
 */
export function changedSet(row: TrainingSetRow, change: SetChange, doneAt: number, entry: CatalogueExercise | undefined) {
  const next = {
    weight: change.weight !== undefined ? change.weight : row.weight,
    reps: change.reps !== undefined ? change.reps : row.reps,
    seconds: change.seconds !== undefined ? change.seconds : row.seconds,
    rpe: change.rpe !== undefined ? change.rpe : row.rpe,
    done: change.done ?? row.done,
    doneAt: row.doneAt,
  };
  if (change.done === true) {
    if (!row.done) next.doneAt = doneAt;
    if (change.weight === undefined && next.weight === null) next.weight = row.plannedWeight;
    if (change.reps === undefined && next.reps === null) next.reps = row.plannedReps;
    if (change.seconds === undefined && next.seconds === null) next.seconds = row.plannedSeconds;
  }
  if (change.done === false) next.doneAt = null;
  if (change.weight !== undefined || next.weight !== row.weight) checkLoad(entry, next.weight);
  return next;
}

export function updateSet(ctx: AuthedCtx, input: UpdateSetInput): Promise<ActiveSession> {
  return changeActive(ctx, input.sessionClientId, async (tx, session) => {
    const exercise = await existingExercise(tx, session.id, input.exerciseClientId);
    const [row] = await tx
      .select()
      .from(trainingSets)
      .where(and(eq(trainingSets.exerciseId, exercise.id), eq(trainingSets.clientId, input.setClientId)));
    if (!row) throw new AppError('NOT_FOUND');
    const now = ctx.now();
    const checkedAt = input.doneAt === undefined ? now : Math.min(now, Math.max(session.startedAt, input.doneAt));
    const { doneAt: _clientTime, ...change } = input;
    const next = changedSet(row, change, checkedAt, ctx.catalogue.current.byId.get(exercise.exerciseId));
    const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => next[k] === row[k]);
    if (same) return false;
    await tx.update(trainingSets).set(next).where(eq(trainingSets.id, row.id));
    return true;
  });
}

// ---- finish, discard, save as routine ---------------------------------------------------------------------------

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
        .set({ finishedAt: now, updatedAt: now, ...(input.notes !== undefined ? { notes: input.notes } : {}) })
        .where(eq(trainingSessions.id, row.id))
        .returning();
      await summarizeSessions(tx, [row.id]);
      return done!;
    },
    { lockMember: userId },
  );
  return summaryOf(ctx, session);
}

/** A finished session's summary; its records are those it set against the member's earlier workouts. */
async function summaryOf(ctx: AuthedCtx, session: TrainingSessionRow): Promise<SessionSummary> {
  const catalogue = ctx.catalogue.current;
  const mine = await sessionAggregates(ctx.db, session.id);
  const earlier = await exerciseTotals(ctx.db, ctx.user.userId, { before: session, exerciseIds: [...mine.keys()] });
  const names = await ctx.db
    .select({ exerciseId: trainingExercises.exerciseId, exerciseName: trainingExercises.exerciseName })
    .from(trainingExercises)
    .where(eq(trainingExercises.sessionId, session.id))
    .orderBy(asc(trainingExercises.position), asc(trainingExercises.id));
  const date = localDate(session.startedAt);
  const newRecords: PersonalRecord[] = [];
  const seen = new Set<number>();
  for (const { exerciseId, exerciseName } of names) {
    const now = mine.get(exerciseId);
    if (!now || seen.has(exerciseId)) continue;
    seen.add(exerciseId);
    const before = earlier.get(exerciseId);
    for (const kind of recordKinds(measureOf(catalogue.byId.get(exerciseId)))) {
      const value = recordValue(kind, now);
      const old = before ? recordValue(kind, before) : null;
      if (value !== null && (old === null || value > old))
        newRecords.push({ exerciseId, exerciseName, kind, value: shownRecord(kind, value), date, sessionId: session.id });
    }
  }
  let routineId: number | null = null;
  if (session.source === 'routine' && session.routineId !== null) {
    const [routine] = await ctx.db
      .select({ id: routines.id })
      .from(routines)
      .where(and(eq(routines.id, session.routineId), eq(routines.userId, ctx.user.userId)));
    routineId = routine?.id ?? null;
  }
  const all = [...mine.values()];
  return {
    sessionId: session.id,
    name: session.name,
    durationSeconds: Math.max(0, Math.round(((session.finishedAt ?? session.startedAt) - session.startedAt) / 1000)),
    totalVolume: round2(all.reduce((sum, a) => sum + a.volume, 0)),
    sets: all.reduce((sum, a) => sum + a.sets, 0),
    exercises: all.length,
    newRecords,
    routineId,
  };
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

export async function saveAsRoutine(ctx: AuthedCtx, input: SaveAsRoutineInput): Promise<void> {
  const userId = ctx.user.userId;
  const catalogue = ctx.catalogue.current;
  await ctx.db.transaction(
    async (tx) => {
      const [session] = await tx
        .select()
        .from(trainingSessions)
        .where(and(eq(trainingSessions.id, input.sessionId), eq(trainingSessions.userId, userId)));
      if (!session || session.finishedAt === null) throw new AppError('TRAINING_NOT_FOUND');
      if (session.source !== 'routine' || session.routineId === null) throw new AppError('ROUTINE_NOT_FOUND');
      const routine = await ownRoutine(tx, userId, session.routineId);
      const items = await tx.select().from(routineItems).where(eq(routineItems.routineId, routine.id));
      const done = await tx
        .select({ exerciseId: trainingExercises.exerciseId, weight: trainingSets.weight, reps: trainingSets.reps, seconds: trainingSets.seconds })
        .from(trainingSets)
        .innerJoin(trainingExercises, eq(trainingExercises.id, trainingSets.exerciseId))
        .where(
          and(
            eq(trainingExercises.sessionId, session.id),
            eq(trainingSets.done, true),
            inArray(
              trainingExercises.exerciseId,
              items.map((i) => i.exerciseId),
            ),
          ),
        );
      for (const item of items) {
        const sets = done.filter((s) => s.exerciseId === item.exerciseId);
        if (sets.length === 0) continue;
        const timed = catalogue.byId.get(item.exerciseId)?.repUnit === '초';
        const amount = (s: (typeof sets)[number]) => (timed ? s.seconds : s.reps);
        const top = sets.reduce((a, b) => {
          const wa = a.weight ?? -1;
          const wb = b.weight ?? -1;
          return wb > wa || (wb === wa && (amount(b) ?? -1) > (amount(a) ?? -1)) ? b : a;
        });
        const rep = amount(top);
        await tx
          .update(routineItems)
          .set({
            weight: top.weight ?? item.weight,
            rep: rep === null ? item.rep : Math.min(rep, ROUTINE_MAX.rep),
            setCount: Math.min(sets.length, ROUTINE_MAX.setCount),
          })
          .where(eq(routineItems.id, item.id));
      }
    },
    { lockMember: userId },
  );
}
