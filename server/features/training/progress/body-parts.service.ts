// Dense (every part × 12 weeks, zeros included), so a chart needs no filling in.
import { gte } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { trainingSessions } from '../../../../db/schema/index';
import { addDays, koreaDate, koreaMidnight, mondayOf } from '../../../common/korea-time.shared';
import type { AuthedCtx } from '../../../context';
import { round2 } from '../common/records';
import { merged, type SessionExerciseAggregate } from '../common/summaries';
import { loggedExercises } from '../common/totals';
import type { BodyPartWeek } from './progress.shared';

const WEEKS = 12;

/** For a few weeks, not for years. */
async function sessionExerciseAggregates(db: DbOrTx, userId: number, since: number): Promise<SessionExerciseAggregate[]> {
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

export async function bodyPartWeeks(ctx: AuthedCtx): Promise<BodyPartWeek[]> {
  const catalogue = ctx.catalogue.current;
  const thisWeek = mondayOf(koreaDate(ctx.now()));
  const weeks = Array.from({ length: WEEKS }, (_, i) => addDays(thisWeek, 7 * (i - WEEKS + 1)));
  const rows = await sessionExerciseAggregates(ctx.db, ctx.user.userId, koreaMidnight(weeks[0]!));
  // Every active part in display order, then any retired part a logged exercise still names.
  const parts = new Map(catalogue.bodyParts.map((p) => [p.bodyPartId, p.koreanName]));
  const cells = new Map<string, { sets: number; volume: number }>();
  const weekOf = new Map<number, string>();
  for (const r of rows) {
    const week = weekOf.get(r.startedAt) ?? mondayOf(koreaDate(r.startedAt));
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
