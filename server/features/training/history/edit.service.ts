// Editing a finished session: its name, notes and sets' values.
//
// Decisions: sets are named by clientId (set clientIds are unique within an exercise; one that more than one
// exercise of the session used is changed in each). An unknown clientId is NOT_FOUND and nothing is stored.
// A set checked off in an edit is stamped with the session's finish time (it was done then, not now), and
// takes its planned amounts where it has none, as in the gym (common/set-change.ts). The exercises'
// summaries are written again, so progress follows.
import { eq } from 'drizzle-orm';
import { trainingExercises, trainingSessions, trainingSets } from '../../../../db/schema/index';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { changedSet } from '../common/set-change';
import { summarizeSessions } from '../common/summaries';
import { loggedView, ownFinished } from './history.service';
import type { EditSessionInput, LoggedSession } from './history.shared';

export async function editLogged(ctx: AuthedCtx, input: EditSessionInput): Promise<LoggedSession> {
  const catalogue = ctx.catalogue.current;
  const session = await ctx.db.transaction(
    async (tx) => {
      const row = await ownFinished(tx, ctx.user.userId, input.id);
      const changes = input.sets ?? [];
      if (changes.length > 0) {
        const sets = await tx
          .select({ set: trainingSets, exerciseId: trainingExercises.exerciseId })
          .from(trainingSets)
          .innerJoin(trainingExercises, eq(trainingExercises.id, trainingSets.exerciseId))
          .where(eq(trainingExercises.sessionId, row.id));
        const current = new Map(sets.map(({ set }) => [set.id, set]));
        const changed = new Set<number>();
        for (const { setClientId, ...change } of changes) {
          const matches = sets.filter(({ set }) => set.clientId === setClientId);
          if (matches.length === 0) throw new AppError('NOT_FOUND');
          for (const { set, exerciseId } of matches) {
            const before = current.get(set.id)!;
            current.set(set.id, { ...before, ...changedSet(before, change, row.finishedAt!, catalogue.byId.get(exerciseId)) });
            changed.add(set.id);
          }
        }
        for (const id of changed) {
          const { weight, reps, seconds, distanceM, level, done, doneAt } = current.get(id)!;
          await tx.update(trainingSets).set({ weight, reps, seconds, distanceM, level, done, doneAt }).where(eq(trainingSets.id, id));
        }
        await summarizeSessions(tx, [row.id]);
      }
      const [updated] = await tx
        .update(trainingSessions)
        .set({
          updatedAt: ctx.now(),
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
        })
        .where(eq(trainingSessions.id, row.id))
        .returning();
      return updated!;
    },
    { lockMember: ctx.user.userId },
  );
  return loggedView(ctx, session);
}
