// Gym mode's reads shared by the active workout, history and progress: a workout's exercises and sets as
// answered, the member's previous performance, and each logged exercise's summary of its done sets
// (written by summarizeWorkouts when a workout is finished or edited). A member with years of history has
// tens of thousands of sets: progress and records group the summaries in the database, one row per logged
// exercise, through the (user_id, started_at) index, and never reread every set.
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  type TrainingExerciseRow,
  type TrainingSessionRow,
  type TrainingSetRow,
  trainingExercises,
  trainingSessions,
  trainingSets,
} from '../../../db/schema/index';
import { EXERCISE_OF_SESSION, EXERCISE_UNINDEXED, finishedOf, SET_OF_EXERCISE } from '../../shared/training-sql';
import { isBodyweight } from '../catalogue/catalogue.contract';
import type { Catalogue } from '../catalogue/catalogue.service';
import { weightStepOf } from '../../shared/implements';
import { type PreviousSet, TRAINING_LIMITS, type TrainingExercise, type TrainingSet } from './training.contract';
import type { Bests } from './training.stats';

// ---- a workout as answered ----------------------------------------------------------------------------

export type SessionTree = { exercises: TrainingExerciseRow[]; setsByExercise: Map<number, TrainingSetRow[]> };

/** The exercises (1..n) and sets (1..n) of some workouts, two queries whatever their number. */
export async function treesOf(db: DbOrTx, sessionIds: readonly number[]): Promise<Map<number, SessionTree>> {
  const out = new Map<number, SessionTree>(sessionIds.map((id) => [id, { exercises: [], setsByExercise: new Map() }]));
  if (sessionIds.length === 0) return out;
  const exercises = await db
    .select()
    .from(trainingExercises)
    .where(inArray(trainingExercises.sessionId, [...sessionIds]))
    .orderBy(asc(trainingExercises.sessionId), asc(trainingExercises.position), asc(trainingExercises.id));
  const sets = exercises.length
    ? await db
        .select({ set: trainingSets })
        .from(trainingSets)
        .innerJoin(trainingExercises, eq(trainingExercises.id, trainingSets.exerciseId))
        .where(inArray(trainingExercises.sessionId, [...sessionIds]))
        .orderBy(asc(trainingSets.exerciseId), asc(trainingSets.position), asc(trainingSets.id))
    : [];
  for (const e of exercises) out.get(e.sessionId)!.exercises.push(e);
  const bySession = new Map(exercises.map((e) => [e.id, e.sessionId]));
  for (const { set } of sets) {
    const tree = out.get(bySession.get(set.exerciseId)!)!;
    const list = tree.setsByExercise.get(set.exerciseId) ?? [];
    list.push(set);
    tree.setsByExercise.set(set.exerciseId, list);
  }
  return out;
}

function setView(s: TrainingSetRow): TrainingSet {
  return {
    setClientId: s.clientId,
    position: s.position,
    plannedWeight: s.plannedWeight,
    plannedReps: s.plannedReps,
    plannedSeconds: s.plannedSeconds,
    weight: s.weight,
    reps: s.reps,
    seconds: s.seconds,
    rpe: s.rpe,
    done: s.done,
    doneAt: s.doneAt,
  };
}

/**
 * An exercise as answered. The picture, rep unit and weight step come from the catalogue (a retired entry is
 * still there); the name is the one logged. The weight step is the implement's at the exercise's heaviest
 * weight so far (dumbbells step 1 kg up to 10 kg, then 2 kg).
 */
export function exerciseView(catalogue: Catalogue, row: TrainingExerciseRow, sets: readonly TrainingSetRow[]): Omit<TrainingExercise, 'previous'> {
  const entry = catalogue.byId.get(row.exerciseId);
  const heaviest = sets.reduce<number | null>((max, s) => {
    const w = s.weight ?? s.plannedWeight;
    return w !== null && (max === null || w > max) ? w : max;
  }, null);
  return {
    exerciseClientId: row.clientId,
    position: row.position,
    exerciseId: row.exerciseId,
    exerciseName: row.exerciseName,
    imgPath: entry?.imgPath ?? '',
    repUnit: entry?.repUnit ?? '회',
    bodyweight: entry ? isBodyweight(entry) : false,
    weightStep: entry ? weightStepOf(entry, heaviest) : null,
    restSeconds: row.restSeconds ?? TRAINING_LIMITS.defaultRestSeconds,
    skipped: row.skipped,
    notes: row.notes,
    sets: sets.map(setView),
  };
}

// ---- filters --------------------------------------------------------------------------------------------

// ---- per-exercise summaries ------------------------------------------------------------------------------
// Each logged exercise keeps its done sets summed up (training_exercises.done_sets … best_reps), written
// when its workout is finished or edited, so progress reads one row per exercise instead of every set.
// The rules are those of training.stats.ts' bestsOf; Epley in the same double operations in the same order.

/** Aggregates over one exercise's done sets (alias d), as SQL: the one definition summaries are written with. */
const OF_DONE_SETS = {
  doneSets: 'count(*)',
  volume: 'coalesce(sum(coalesce(d.weight, 0) * coalesce(d.reps, 0)), 0)',
  bestE1rm: 'max(case when d.weight > 0 and d.reps > 0 then d.weight * (1 + cast(d.reps as double precision) / 30) end)',
  bestWeight: 'max(case when d.weight > 0 and (d.reps > 0 or d.seconds > 0) then d.weight end)',
  bestSetVolume: 'max(case when d.weight > 0 and d.reps > 0 then d.weight * d.reps end)',
  bestReps: 'max(case when d.reps > 0 then d.reps end)',
} as const;
type SummaryColumn = keyof typeof OF_DONE_SETS;

/** Counted now from the done sets of the training_exercises row in scope (a constant text: no input in it). */
const counted = (column: SummaryColumn) =>
  sql.raw(`(select ${OF_DONE_SETS[column]} from training_sets d where d.exercise_id = training_exercises.id and d.done)`);

/** The stored summary; for an exercise not summarised yet (done_sets null), the same counted now. */
const summary = (column: SummaryColumn) =>
  sql<number | null>`case when ${trainingExercises.doneSets} is null then ${counted(column)} else ${trainingExercises[column]} end`.mapWith(Number);

/**
 * (Re)writes the summaries of every exercise of these workouts from their sets. Gym mode calls it when a
 * workout is finished and when a finished one is edited; anything else that writes finished workouts' sets
 * (an import) should call it in the same transaction (until then, readers count those sets themselves).
 */
export async function summarizeSessions(tx: DbOrTx, sessionIds: readonly number[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx
    .update(trainingExercises)
    .set({
      doneSets: counted('doneSets'),
      volume: counted('volume'),
      bestE1rm: counted('bestE1rm'),
      bestWeight: counted('bestWeight'),
      bestSetVolume: counted('bestSetVolume'),
      bestReps: counted('bestReps'),
    })
    .where(inArray(trainingExercises.sessionId, [...sessionIds]));
}

const SUMMARY = {
  sets: summary('doneSets'),
  volume: summary('volume'),
  e1rm: summary('bestE1rm'),
  weight: summary('bestWeight'),
  setVolume: summary('bestSetVolume'),
  reps: summary('bestReps'),
};
const hasDoneSets = sql`${summary('doneSets')} > 0`;

export type Aggregate = Bests & { sets: number; volume: number };
export type SessionExerciseAggregate = Aggregate & { sessionId: number; startedAt: number; exerciseId: number; exerciseName: string };

type SummaryRow = { sets: number | null; volume: number | null } & Bests;
const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** An exercise logged twice in one workout counts once: its sets and volume summed, its bests the better. */
function merged(into: Aggregate | undefined, row: SummaryRow): Aggregate {
  const sets = row.sets ?? 0;
  const volume = row.volume ?? 0;
  if (!into) return { sets, volume, e1rm: row.e1rm, weight: row.weight, setVolume: row.setVolume, reps: row.reps };
  return {
    sets: into.sets + sets,
    volume: into.volume + volume,
    e1rm: maxOf(into.e1rm, row.e1rm),
    weight: maxOf(into.weight, row.weight),
    setVolume: maxOf(into.setVolume, row.setVolume),
    reps: maxOf(into.reps, row.reps),
  };
}

// ---- previous performance ----------------------------------------------------------------------------------

/**
 * For each exercise, the done sets of the member's most recent finished workout that has done sets of it
 * (its first occurrence there, when it was logged twice). Two queries.
 */
export async function previousPerformance(db: DbOrTx, userId: number, exerciseIds: readonly number[]): Promise<Map<number, PreviousSet[]>> {
  const out = new Map<number, PreviousSet[]>();
  const ids = [...new Set(exerciseIds)];
  if (ids.length === 0) return out;
  const latest = await db
    .select({ exerciseId: trainingExercises.exerciseId, startedAt: sql<number>`max(${trainingSessions.startedAt})`.mapWith(Number) })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .where(and(finishedOf(userId), inArray(EXERCISE_UNINDEXED, ids), hasDoneSets))
    .groupBy(trainingExercises.exerciseId);
  if (latest.length === 0) return out;
  const rows = await db
    .select({
      exerciseId: trainingExercises.exerciseId,
      trainingExerciseId: trainingExercises.id,
      weight: trainingSets.weight,
      reps: trainingSets.reps,
      seconds: trainingSets.seconds,
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .innerJoin(trainingSets, SET_OF_EXERCISE)
    .where(
      and(
        finishedOf(userId),
        eq(trainingSets.done, true),
        inArray(trainingSessions.startedAt, [...new Set(latest.map((l) => l.startedAt))]),
        or(...latest.map((l) => and(eq(EXERCISE_UNINDEXED, l.exerciseId), eq(trainingSessions.startedAt, l.startedAt)))),
      ),
    )
    .orderBy(desc(trainingSessions.id), asc(trainingExercises.position), asc(trainingExercises.id), asc(trainingSets.position), asc(trainingSets.id));
  const chosen = new Map<number, number>();
  for (const r of rows) {
    if (!chosen.has(r.exerciseId)) chosen.set(r.exerciseId, r.trainingExerciseId);
    if (chosen.get(r.exerciseId) !== r.trainingExerciseId) continue;
    const list = out.get(r.exerciseId) ?? [];
    list.push({ weight: r.weight, reps: r.reps, seconds: r.seconds });
    out.set(r.exerciseId, list);
  }
  return out;
}

// ---- aggregates of done sets ----------------------------------------------------------------------------------

/** The member's logged exercises with done sets in finished workouts matching `when`, oldest workout first, with their summaries. */
function loggedExercises(db: DbOrTx, userId: number, when: SQL) {
  return db
    .select({
      sessionId: trainingSessions.id,
      startedAt: trainingSessions.startedAt,
      exerciseId: trainingExercises.exerciseId,
      exerciseName: trainingExercises.exerciseName,
      ...SUMMARY,
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .where(and(finishedOf(userId), when, hasDoneSets))
    .orderBy(asc(trainingSessions.startedAt), asc(trainingSessions.id), asc(trainingExercises.position));
}

/**
 * The member's finished workouts' done sets since `since`, summed per workout and exercise, oldest
 * workout first. One row per logged exercise, read through the (user_id, started_at) index: for a few
 * weeks, not for years (those are grouped by the database: bestsPerExercise, trainedPerExercise).
 */
export async function sessionExerciseAggregates(db: DbOrTx, userId: number, since: number): Promise<SessionExerciseAggregate[]> {
  const rows = await loggedExercises(db, userId, gte(trainingSessions.startedAt, since));
  const out: SessionExerciseAggregate[] = [];
  const index = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.sessionId}|${row.exerciseId}`;
    const at = index.get(key);
    if (at === undefined) {
      index.set(key, out.length);
      out.push({ sessionId: row.sessionId, startedAt: row.startedAt, exerciseId: row.exerciseId, exerciseName: row.exerciseName, ...merged(undefined, row) });
    } else {
      const held = out[at]!;
      out[at] = { ...held, ...merged(held, row) };
    }
  }
  return out;
}

/** One workout's done sets, summed per exercise (those with done sets only). */
export async function sessionAggregates(db: DbOrTx, sessionId: number): Promise<Map<number, Aggregate>> {
  const rows = await db
    .select({ exerciseId: trainingExercises.exerciseId, ...SUMMARY })
    .from(trainingExercises)
    .where(and(eq(trainingExercises.sessionId, sessionId), hasDoneSets))
    .orderBy(asc(trainingExercises.position), asc(trainingExercises.id));
  const out = new Map<number, Aggregate>();
  for (const row of rows) out.set(row.exerciseId, merged(out.get(row.exerciseId), row));
  return out;
}

export type ExerciseTotals = Bests & { sessions: number; last: number; name: string };

/**
 * Per exercise the member has done sets of, over their finished workouts (grouped by the database, a row
 * per exercise and name): in how many workouts, the latest start and the name it was logged under then
 * (a catalogue rename shows as two names: the latest wins, the counts add up), and the bests. All
 * workouts, only `exerciseIds`, and/or only those before `before` (started earlier; the same instant: a
 * lower id).
 */
export async function exerciseTotals(
  db: DbOrTx,
  userId: number,
  opts: { before?: Pick<TrainingSessionRow, 'id' | 'startedAt'>; exerciseIds?: readonly number[] } = {},
): Promise<Map<number, ExerciseTotals>> {
  const out = new Map<number, ExerciseTotals>();
  if (opts.exerciseIds?.length === 0) return out;
  const { before } = opts;
  const earlier = before
    ? or(lt(trainingSessions.startedAt, before.startedAt), and(eq(trainingSessions.startedAt, before.startedAt), lt(trainingSessions.id, before.id)))
    : undefined;
  const best = (column: SummaryColumn) => sql<number | null>`max(${summary(column)})`.mapWith(Number);
  const rows = await db
    .select({
      exerciseId: trainingExercises.exerciseId,
      name: trainingExercises.exerciseName,
      sessions: sql<number>`count(distinct ${trainingSessions.id})`.mapWith(Number),
      last: sql<number>`max(${trainingSessions.startedAt})`.mapWith(Number),
      e1rm: best('bestE1rm'),
      weight: best('bestWeight'),
      setVolume: best('bestSetVolume'),
      reps: best('bestReps'),
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .where(and(finishedOf(userId), earlier, opts.exerciseIds ? inArray(EXERCISE_UNINDEXED, [...opts.exerciseIds]) : undefined, hasDoneSets))
    .groupBy(trainingExercises.exerciseId, trainingExercises.exerciseName);
  for (const { exerciseId, ...r } of rows) {
    const held = out.get(exerciseId);
    if (!held) out.set(exerciseId, r);
    else
      out.set(exerciseId, {
        sessions: held.sessions + r.sessions,
        last: Math.max(held.last, r.last),
        name: r.last > held.last ? r.name : held.name,
        e1rm: maxOf(held.e1rm, r.e1rm),
        weight: maxOf(held.weight, r.weight),
        setVolume: maxOf(held.setVolume, r.setVolume),
        reps: maxOf(held.reps, r.reps),
      });
  }
  return out;
}

export type RecordHolder = {
  exerciseId: number;
  bests: Bests;
  /** When each best was first reached (ms; null: no such best). */
  firstAt: Record<keyof Bests, number | null>;
  /** The latest workout with it (its name there is the exercise's name in progress). */
  lastAt: number;
};

const BEST_COLUMN: Record<keyof Bests, SummaryColumn> = { e1rm: 'bestE1rm', weight: 'bestWeight', setVolume: 'bestSetVolume', reps: 'bestReps' };

/**
 * Per exercise the member has done sets of: the bests, the instant each was first reached and the latest
 * workout with it. Two grouped passes over their logged exercises (the bests, then where they were reached:
 * the same unrounded values, so equality is exact).
 */
export async function recordHolders(db: DbOrTx, userId: number): Promise<RecordHolder[]> {
  const best = (column: SummaryColumn) => sql<number | null>`max(${summary(column)})`.mapWith(Number);
  const bests = await db
    .select({
      exerciseId: trainingExercises.exerciseId,
      e1rm: best('bestE1rm'),
      weight: best('bestWeight'),
      setVolume: best('bestSetVolume'),
      reps: best('bestReps'),
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

/** The member's logged exercises (with done sets) of these exercises at these instants, oldest first, read through the (user_id, started_at) index. */
export async function exercisesAt(db: DbOrTx, userId: number, instants: readonly { exerciseId: number; at: number }[]): Promise<SessionExerciseAggregate[]> {
  if (instants.length === 0) return [];
  // Every logged exercise of the workouts of those instants (a few dozen rows); the pairs are picked here.
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

/** Done sets of one exercise in the member's finished workouts, oldest first (progress' best set of the day). */
export async function exerciseDoneSets(
  db: DbOrTx,
  userId: number,
  exerciseId: number,
): Promise<{ sessionId: number; startedAt: number; exerciseName: string; weight: number | null; reps: number | null; seconds: number | null }[]> {
  return await db
    .select({
      sessionId: trainingSessions.id,
      startedAt: trainingSessions.startedAt,
      exerciseName: trainingExercises.exerciseName,
      weight: trainingSets.weight,
      reps: trainingSets.reps,
      seconds: trainingSets.seconds,
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .innerJoin(trainingSets, SET_OF_EXERCISE)
    .where(and(finishedOf(userId), eq(trainingSets.done, true), eq(EXERCISE_UNINDEXED, exerciseId)))
    .orderBy(asc(trainingSessions.startedAt), asc(trainingSessions.id), asc(trainingExercises.position), asc(trainingSets.position));
}
