// Save as routine (docs/decisions/024-per-set-targets.md). setCount 'planned' keeps the routine's number of sets
// (finishing 2 of 4 planned keeps 4); 'done' keeps exactly the sets done. Cardio stays uniform
// (docs/decisions/025-cardio-and-stretching.md).
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

/** db/schema routines: routine_items_amounts_check; RepSchema's 1–99. */
const ROUTINE_MAX = { amount: 99, weight: 999.99 } as const;

type RoutineItemRow = typeof routineItems.$inferSelect;
type DoneSet = { kind: SetKind; weight: number | null; reps: number | null; seconds: number | null };

function plannedTargets(item: RoutineItemRow, timed: boolean, bodyweight: boolean): SetTarget[] {
  if (item.setTargets && item.setTargets.length > 0) return item.setTargets;
  return routinePlan({ ...item, setTargets: null, repUnit: timed ? '초' : '회', bodyweight }).map((p) => ({
    kind: p.kind,
    weight: item.weight,
    reps: timed ? null : item.rep,
    seconds: timed ? item.rep : null,
  }));
}

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

function cardioFromDone(item: RoutineItemRow, done: readonly DoneSet[], keep: 'planned' | 'done') {
  const work = done.filter((s) => countsAsWork(s.kind));
  const first = work.find((s) => (s.seconds ?? 0) > 0);
  if (!first) return null;
  const minutes = Math.min(Math.max(Math.round(first.seconds! / 60), 1), CARDIO_MINUTES_MAX);
  const planned = routinePlan({ ...item, setTargets: null, repUnit: '분', bodyweight: false }).length;
  return { weight: 0, rep: minutes, setCount: keep === 'done' ? work.length : planned, setTargets: null };
}

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
