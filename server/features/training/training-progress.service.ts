// Gym mode (issue 12): progress over the member's finished workouts (done sets only): the exercises they
// have logged, one exercise's curve, weekly sets and volume per body part, and personal records.
//
// Each answer is one or two indexed queries that let the database sum the sets per workout and exercise
// (training.queries.ts), then a pass in memory: a member with two years of history (≈ 700 workouts,
// 15,000 sets) is answered in a few milliseconds (bench/training.bench.ts).
//
// Decisions:
// - An exercise's name in progress is the one it was logged under most recently.
// - progress.exercises lists the most-trained first (workouts with done sets of it), then the most recent.
// - progress.exercise has one point per Korean calendar day the exercise was done (two workouts on one day
//   are one point: the better best set, the higher e1RM, the summed volume; the point names the workout
//   of its best set). An exercise the catalogue knows but the member never logged has no points; an id
//   the catalogue does not know is WORKOUT_NOT_FOUND.
// - progress.bodyParts counts every done set for each PRIMARY body part of its exercise (the catalogue's
//   current parts; a back squat counts for the quads and the glutes), over the 12 Korean weeks (Monday to
//   Sunday) ending with the current one. Dense: every body part of the catalogue × 12 weeks, oldest week
//   first, zeros included, so a chart needs no filling in.
// - progress.records: for each exercise and record kind (training.stats.ts) the best value ever, dated
//   by the first workout that reached it. Sorted by exercise name, then kind.
import type { AuthedCtx } from '../../context';
import { localDate } from '../../context';
import { AppError } from '../../errors';
import { catalogueOf } from '../catalogue/catalogue.service';
import type { BodyPartWeek, ExercisePoint, ExerciseProgress, PersonalRecord, PersonalRecordKind, TrainedExercise } from './training.contract';
import { exerciseDoneSets, sessionExerciseAggregates } from './training.queries';
import { addDays, betterSet, epley, koreaMidnight, measureOf, mondayOf, RECORD_KINDS, recordValues, round1, round2 } from './training.stats';

const WEEKS = 12;

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
  const rows = await sessionExerciseAggregates(ctx.db, ctx.user.userId);
  const byWorkout = new Map<number, { sessions: number; last: number; name: string }>();
  for (const r of rows) {
    const e = byWorkout.get(r.workoutId) ?? { sessions: 0, last: r.startedAt, name: r.exerciseName };
    e.sessions += 1;
    // Rows come oldest first: the last one seen is the latest name.
    e.last = r.startedAt;
    e.name = r.exerciseName;
    byWorkout.set(r.workoutId, e);
  }
  return [...byWorkout]
    .sort(([ida, a], [idb, b]) => b.sessions - a.sessions || b.last - a.last || ida - idb)
    .map(([workoutId, e]) => ({ workoutId, exerciseName: e.name, sessions: e.sessions, lastDate: localDate(e.last) }));
}

export async function exerciseProgress(ctx: AuthedCtx, workoutId: number): Promise<ExerciseProgress> {
  const workout = catalogueOf(ctx.db).byId.get(workoutId);
  if (!workout) throw new AppError('WORKOUT_NOT_FOUND');
  const measure = measureOf(workout);
  const sets = await exerciseDoneSets(ctx.db, ctx.user.userId, workoutId);
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
  return { workoutId, exerciseName: sets[sets.length - 1]?.exerciseName ?? workout.koreanName, points };
}

export async function bodyPartWeeks(ctx: AuthedCtx): Promise<BodyPartWeek[]> {
  const catalogue = catalogueOf(ctx.db);
  const thisWeek = mondayOf(localDate(ctx.now()));
  const weeks = Array.from({ length: WEEKS }, (_, i) => addDays(thisWeek, 7 * (i - WEEKS + 1)));
  const rows = await sessionExerciseAggregates(ctx.db, ctx.user.userId, { since: koreaMidnight(weeks[0]!) });
  const parts = catalogue.bodyParts.map((p) => p.koreanName);
  const cells = new Map<string, { sets: number; volume: number }>();
  const dateOf = datesOf();
  for (const r of rows) {
    const week = mondayOf(dateOf(r.startedAt));
    for (const part of catalogue.byId.get(r.workoutId)?.bodyParts ?? []) {
      if (!part.primary) continue;
      if (!parts.includes(part.koreanName)) parts.push(part.koreanName);
      const key = `${part.koreanName}|${week}`;
      const cell = cells.get(key) ?? { sets: 0, volume: 0 };
      cell.sets += r.sets;
      cell.volume += r.volume;
      cells.set(key, cell);
    }
  }
  return parts.flatMap((bodyPartKoreanName) =>
    weeks.map((weekStart) => {
      const cell = cells.get(`${bodyPartKoreanName}|${weekStart}`);
      return { bodyPartKoreanName, weekStart, sets: cell?.sets ?? 0, volume: round2(cell?.volume ?? 0) };
    }),
  );
}

export async function personalRecords(ctx: AuthedCtx): Promise<PersonalRecord[]> {
  const catalogue = catalogueOf(ctx.db);
  const rows = await sessionExerciseAggregates(ctx.db, ctx.user.userId);
  const names = new Map<number, string>();
  const bests = new Map<string, { workoutId: number; kind: PersonalRecordKind; value: number; startedAt: number; sessionId: number }>();
  for (const r of rows) {
    names.set(r.workoutId, r.exerciseName);
    const values = recordValues(measureOf(catalogue.byId.get(r.workoutId)), r);
    for (const kind of RECORD_KINDS) {
      const value = values[kind];
      if (value === undefined) continue;
      const key = `${r.workoutId}|${kind}`;
      const held = bests.get(key);
      // Oldest first, so a tie keeps the workout that reached the value first.
      if (!held || value > held.value) bests.set(key, { workoutId: r.workoutId, kind, value, startedAt: r.startedAt, sessionId: r.sessionId });
    }
  }
  const kindOrder = (k: PersonalRecordKind) => RECORD_KINDS.indexOf(k);
  return [...bests.values()]
    .map((b) => ({
      workoutId: b.workoutId,
      exerciseName: names.get(b.workoutId)!,
      kind: b.kind,
      value: b.value,
      date: localDate(b.startedAt),
      sessionId: b.sessionId,
    }))
    .sort((a, b) => a.exerciseName.localeCompare(b.exerciseName, 'ko') || a.workoutId - b.workoutId || kindOrder(a.kind) - kindOrder(b.kind));
}
