// Gym mode: progress over the member's finished workouts (done sets only): the exercises they
// have logged, one exercise's curve, weekly sets and volume per body part, and personal records.
//
// Answers read each logged exercise's summary of its done sets (training.queries.ts: written when a
// workout is finished or edited), grouped by the database through the member's (user_id, started_at)
// index, then a pass in memory; only progress.exercise reads sets (those of one exercise). For a member
// with two years of history (≈ 700 workouts, 15,000 sets) the progress page's four queries together stay
// well under 30 ms at p99 on SQLite (bench/training.bench.ts).
//
// Decisions:
// - An exercise's name in progress is the one it was logged under most recently.
// - progress.exercises lists the most-trained first (workouts with done sets of it), then the most recent.
// - progress.exercise has one point per Korean calendar day the exercise was done (two workouts on one day
//   are one point: the better best set, the higher e1RM, the summed volume; the point names the workout
//   of its best set). An exercise the catalogue knows but the member never logged has no points; an id
//   the catalogue does not know is EXERCISE_NOT_FOUND.
// - progress.bodyParts counts every done set for each PRIMARY body part of its exercise (the catalogue's
//   current parts; a back squat counts for the quads and the glutes), over the 12 Korean weeks (Monday to
//   Sunday) ending with the current one. Dense: every body part of the catalogue × 12 weeks, oldest week
//   first, zeros included, so a chart needs no filling in.
// - progress.records: for each exercise and record kind (training.stats.ts) the best value ever, dated
//   by the first workout that reached it. Sorted by exercise name, then kind.
import type { AuthedCtx } from '../../context';
import { localDate } from '../../context';
import { AppError } from '../../errors';
import type { BodyPartWeek, ExercisePoint, ExerciseProgress, PersonalRecord, PersonalRecordKind, TrainedExercise } from './training.contract';
import { exerciseDoneSets, exercisesAt, exerciseTotals, type RecordHolder, recordHolders, sessionExerciseAggregates } from './training.queries';
import {
  addDays,
  type Bests,
  betterSet,
  epley,
  koreaMidnight,
  measureOf,
  mondayOf,
  RECORD_KINDS,
  recordKinds,
  recordValue,
  round1,
  round2,
  shownRecord,
} from './training.stats';

const WEEKS = 12;
const BY_NAME = new Intl.Collator('ko');
const KIND_OF = { e1rm: 'e1rm', weight: 'weight', volume: 'setVolume', reps: 'reps' } as const satisfies Record<PersonalRecordKind, keyof Bests>;

/** Korea's date of an instant, remembered for the answer being built (many sets share a workout). */
function datesOf(): (ms: number) => string {
  const seen = new Map<number, string>();
  return (ms) => {
    let date = seen.get(ms);
    if (date === undefined) {
      date = localDate(ms);
      seen.set(ms, date);
    }
    return date;
  };
}

export async function trainedExercises(ctx: AuthedCtx): Promise<TrainedExercise[]> {
  const trained = await exerciseTotals(ctx.db, ctx.user.userId);
  return [...trained]
    .sort(([ida, a], [idb, b]) => b.sessions - a.sessions || b.last - a.last || ida - idb)
    .map(([exerciseId, e]) => ({ exerciseId, exerciseName: e.name, sessions: e.sessions, lastDate: localDate(e.last) }));
}

export async function exerciseProgress(ctx: AuthedCtx, exerciseId: number): Promise<ExerciseProgress> {
  const exercise = ctx.catalogue.current.byId.get(exerciseId);
  if (!exercise) throw new AppError('EXERCISE_NOT_FOUND');
  const measure = measureOf(exercise);
  const sets = await exerciseDoneSets(ctx.db, ctx.user.userId, exerciseId);
  const dateOf = datesOf();
  const points: ExercisePoint[] = [];
  let best: (typeof sets)[number] | null = null;
  for (const s of sets) {
    const date = dateOf(s.startedAt);
    let point = points[points.length - 1];
    if (!point || point.date !== date) {
      point = { date, sessionId: s.sessionId, e1rm: null, bestSet: { weight: null, reps: null, seconds: null }, volume: 0 };
      points.push(point);
      best = null;
    }
    best = best ? betterSet(measure, best, s) : s;
    point.sessionId = best.sessionId;
    point.bestSet = { weight: best.weight, reps: best.reps, seconds: best.seconds };
    const e1rm = measure === 'loaded' ? epley(s.weight, s.reps) : null;
    if (e1rm !== null) point.e1rm = Math.max(point.e1rm ?? 0, round1(e1rm));
    point.volume = round2(point.volume + (s.weight ?? 0) * (s.reps ?? 0));
  }
  return { exerciseId, exerciseName: sets[sets.length - 1]?.exerciseName ?? exercise.koreanName, points };
}

export async function bodyPartWeeks(ctx: AuthedCtx): Promise<BodyPartWeek[]> {
  const catalogue = ctx.catalogue.current;
  const thisWeek = mondayOf(localDate(ctx.now()));
  const weeks = Array.from({ length: WEEKS }, (_, i) => addDays(thisWeek, 7 * (i - WEEKS + 1)));
  const rows = await sessionExerciseAggregates(ctx.db, ctx.user.userId, koreaMidnight(weeks[0]!));
  // Every active part in display order, then any retired part a logged exercise still names.
  const parts = new Map(catalogue.bodyParts.map((p) => [p.bodyPartId, p.koreanName]));
  const cells = new Map<string, { sets: number; volume: number }>();
  const weekOf = new Map<number, string>();
  for (const r of rows) {
    const week = weekOf.get(r.startedAt) ?? mondayOf(localDate(r.startedAt));
    weekOf.set(r.startedAt, week);
    for (const part of catalogue.byId.get(r.exerciseId)?.bodyParts ?? []) {
      if (!part.primary) continue;
      if (!parts.has(part.bodyPartId)) parts.set(part.bodyPartId, part.koreanName);
      const key = `${part.bodyPartId}|${week}`;
      const cell = cells.get(key) ?? { sets: 0, volume: 0 };
      cell.sets += r.sets;
      cell.volume += r.volume;
      cells.set(key, cell);
    }
  }
  return [...parts].flatMap(([bodyPartId, bodyPartName]) =>
    weeks.map((weekStart) => {
      const cell = cells.get(`${bodyPartId}|${weekStart}`);
      return { bodyPartId, bodyPartName, weekStart, sets: cell?.sets ?? 0, volume: round2(cell?.volume ?? 0) };
    }),
  );
}

export async function personalRecords(ctx: AuthedCtx): Promise<PersonalRecord[]> {
  const catalogue = ctx.catalogue.current;
  const userId = ctx.user.userId;
  const holders = await recordHolders(ctx.db, userId);
  // Each record's first instant; then the workouts of those instants (a second one the same millisecond:
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
      date: localDate(at),
      sessionId: row.sessionId,
    });
  }
  const kindOrder = (k: PersonalRecordKind) => RECORD_KINDS.indexOf(k);
  return records.sort((a, b) => BY_NAME.compare(a.exerciseName, b.exerciseName) || a.exerciseId - b.exerciseId || kindOrder(a.kind) - kindOrder(b.kind));
}
