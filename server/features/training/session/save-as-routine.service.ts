// Save as routine ('이번 기록을 루틴에 저장'): after a session started from a routine, the routine's targets
// become what was lifted (docs/decisions/024-per-set-targets.md).
//
// Decisions: for each exercise of the routine that the session has done sets of (all occurrences together,
// in the session's order):
// - The done sets give the targets set by set: their kind, weight and reps (seconds for a timed exercise).
//   Warm-ups stay warm-ups; drop sets and sets to failure keep their kind.
// - setCount 'planned' (the default) keeps the routine's number of sets: the sets that are not warm-ups are
//   the done ones, cut to the planned count, or followed by the last done one's weight and reps up to it, each
//   with its planned kind (finishing 2 of 4 planned sets keeps 4); warm-ups are the done ones, then the routine's planned warm-ups beyond
//   them. 'done' keeps exactly the sets done. No set that is not a warm-up done: the planned work sets stay.
// - Every target the same work set → uniform (weight × rep × setCount, no per-set targets); otherwise the
//   per-set targets, with weight / rep / setCount their mirror (the first work set, the non-warm-up count).
// - Values are capped to what a routine holds (99 reps or seconds, 999.99 kg); a done set without reps
//   (seconds) takes the routine's planned amount for it.
// - A cardio item (docs/decisions/025-cardio-and-stretching.md) stays uniform: no load, its minutes those of
//   the first done set that is not a warm-up (rounded, 1–60), setCount as above (planned, or the sets done).
// Exercises not in the routine are not added; routine exercises not done keep their targets. Another
// member's session, or one not finished, is TRAINING_NOT_FOUND; a session from no routine, or whose routine
// is gone, ROUTINE_NOT_FOUND.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { routineItems, trainingExercises, trainingSessions, trainingSets } from '../../../../db/schema/index';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { isBodyweight } from '../../catalogue/catalogue.shared';
import { ownRoutine } from '../../routines/routines.service';
import { CARDIO_MINUTES_MAX, mirrorOf, type SetTarget } from '../../routines/routines.shared';
import { countsAsWork, type SetKind } from '../common/training.shared';
import { routinePlan } from './routine-plan.shared';
import type { SaveAsRoutineInput } from './session.shared';

/** What a routine's amounts can hold (db/schema routines: routine_items_amounts_check; RepSchema's 1–99). */
const ROUTINE_MAX = { amount: 99, weight: 999.99 } as const;

type RoutineItemRow = typeof routineItems.$inferSelect;
type DoneSet = { kind: SetKind; weight: number | null; reps: number | null; seconds: number | null };

/** The item's planned sets as targets (its per-set targets, or setCount sets of weight × rep). */
function plannedTargets(item: RoutineItemRow, timed: boolean, bodyweight: boolean): SetTarget[] {
  if (item.setTargets && item.setTargets.length > 0) return item.setTargets;
  return routinePlan({ ...item, setTargets: null, repUnit: timed ? '초' : '회', bodyweight }).map((p) => ({
    kind: p.kind,
    weight: item.weight,
    reps: timed ? null : item.rep,
    seconds: timed ? item.rep : null,
  }));
}

/** The targets an item takes from its done sets (the decisions above). */
function targetsFromDone(planned: readonly SetTarget[], done: readonly DoneSet[], timed: boolean, keep: 'planned' | 'done'): SetTarget[] {
  const cap = (v: number | null, max: number) => (v === null ? null : Math.min(v, max));
  const asTarget = (s: DoneSet, fallback: SetTarget | undefined): SetTarget => {
    const raw = timed ? s.seconds : s.reps;
    const amount = raw === null || raw <= 0 ? (fallback ? (timed ? fallback.seconds : fallback.reps) : null) : cap(raw, ROUTINE_MAX.amount);
    return { kind: s.kind, weight: cap(s.weight, ROUTINE_MAX.weight), reps: timed ? null : amount, seconds: timed ? amount : null };
  };
  const plannedWarmups = planned.filter((t) => t.kind === 'warmup');
  const plannedWork = planned.filter((t) => t.kind !== 'warmup');
  const doneWarmups = done.filter((s) => !countsAsWork(s.kind)).map((s, i) => asTarget(s, plannedWarmups[i]));
  const doneWork = done.filter((s) => countsAsWork(s.kind)).map((s, i) => asTarget(s, plannedWork[i] ?? plannedWork.at(-1)));
  if (keep === 'done') return [...doneWarmups, ...doneWork];
  const warmups = [...doneWarmups, ...plannedWarmups.slice(doneWarmups.length)];
  const last = doneWork.at(-1);
  if (!last) return [...warmups, ...plannedWork];
  const work = plannedWork.map((planned, i) => doneWork[i] ?? { ...last, kind: planned.kind });
  return [...warmups, ...work];
}

/** A cardio item's amounts from its done sets: 0 kg, the first done work set's minutes, the sets kept. */
function cardioFromDone(item: RoutineItemRow, done: readonly DoneSet[], keep: 'planned' | 'done') {
  const work = done.filter((s) => countsAsWork(s.kind));
  const first = work.find((s) => (s.seconds ?? 0) > 0);
  if (!first) return null;
  const minutes = Math.min(Math.max(Math.round(first.seconds! / 60), 1), CARDIO_MINUTES_MAX);
  const planned = routinePlan({ ...item, setTargets: null, repUnit: '분', bodyweight: false }).length;
  return { weight: 0, rep: minutes, setCount: keep === 'done' ? work.length : planned, setTargets: null };
}

/** Uniform when every target is the same work set; otherwise per-set targets with their mirror. */
function toWrite(targets: SetTarget[]) {
  const [first] = targets;
  const uniform = targets.every((t) => t.kind === 'work' && t.weight === first!.weight && t.reps === first!.reps && t.seconds === first!.seconds);
  return { ...mirrorOf(targets)!, setTargets: uniform ? null : targets };
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
        .select({
          exerciseId: trainingExercises.exerciseId,
          kind: trainingSets.kind,
          weight: trainingSets.weight,
          reps: trainingSets.reps,
          seconds: trainingSets.seconds,
        })
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
        )
        .orderBy(asc(trainingExercises.position), asc(trainingSets.position));
      for (const item of items) {
        const sets = done.filter((s) => s.exerciseId === item.exerciseId);
        if (sets.length === 0) continue;
        const entry = catalogue.byId.get(item.exerciseId);
        if (entry?.loadModel === 'cardio') {
          const cardio = cardioFromDone(item, sets as DoneSet[], input.setCount ?? 'planned');
          if (cardio) await tx.update(routineItems).set(cardio).where(eq(routineItems.id, item.id));
          continue;
        }
        const timed = entry?.repUnit === '초';
        const planned = plannedTargets(item, timed, !!entry && isBodyweight(entry));
        const targets = targetsFromDone(
          planned,
          sets.map((s) => ({ ...s, kind: s.kind as SetKind })),
          timed,
          input.setCount ?? 'planned',
        );
        if (!targets.some((t) => t.kind !== 'warmup')) continue;
        await tx.update(routineItems).set(toWrite(targets)).where(eq(routineItems.id, item.id));
      }
    },
    { lockMember: userId },
  );
}
