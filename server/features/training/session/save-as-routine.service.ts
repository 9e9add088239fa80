// Save as routine: after a session started from a routine, the routine's amounts become what was lifted.
//
// Decisions: for each exercise of the routine that the session has done sets of (all occurrences together),
// weight := the heaviest done set's weight (ties: more reps), rep := its reps (seconds for a timed exercise),
// setCount := done sets; capped to what a routine holds (99 reps, 99 sets). Exercises not in the routine are
// not added; routine exercises not done keep their amounts. Another member's session, or one not finished,
// is TRAINING_NOT_FOUND; a session from no routine, or whose routine is gone, ROUTINE_NOT_FOUND.
import { and, eq, inArray } from 'drizzle-orm';
import { routineItems, trainingExercises, trainingSessions, trainingSets } from '../../../../db/schema/index';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { ownRoutine } from '../../routines/routines.service';
import type { SaveAsRoutineInput } from './session.contract';

/** What a routine's amounts can hold (db/schema routines: routine_items_amounts_check). */
const ROUTINE_MAX = { rep: 99, setCount: 99 } as const;

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
