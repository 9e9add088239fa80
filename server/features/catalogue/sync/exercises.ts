// Syncs the exercises: every catalogue column (the how-to and the illustration's pose data as JSON), their
// body parts (in order, the first `primaryCount` primary), their machines (in order) and their aliases.
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { exerciseAliases, exerciseBodyParts, exerciseMachines, exercises } from '../../../../db/schema/index';
import type { ExerciseSeed } from '../catalogue-data';
import { idOf, sameList, syncRows } from './rows';
import type { KindChanges } from './summary';
import { canonicalJson } from './version';

/** The exercise columns that come from the seed (id, key, created_at and retired_at do not). */
function exerciseValues(e: ExerciseSeed) {
  return {
    koreanName: e.koreanName,
    englishName: e.englishName,
    description: e.description,
    caution: e.caution,
    level: e.level,
    compound: e.compound,
    pattern: e.pattern,
    loadModel: e.load,
    ratios: e.ratios,
    popularity: e.popularity,
    videoLink: e.videoLink,
    howTo: e.howTo ?? null,
    movement: e.movement ?? null,
  };
}

/** Columns held as JSON: compared by content, not by identity. */
const JSON_COLUMNS = new Set<string>(['ratios', 'howTo', 'movement']);

export async function syncExercises(
  tx: DbOrTx,
  seeds: ExerciseSeed[],
  partId: Map<string, number>,
  machineId: Map<string, number>,
  today: string,
  changes: KindChanges,
): Promise<void> {
  const existing = await tx.select().from(exercises);
  const rowById = new Map(existing.map((r) => [r.id, r]));
  const group = <T extends { exerciseId: number }>(rows: T[]) => {
    const out = new Map<number, T[]>();
    for (const r of rows) out.set(r.exerciseId, [...(out.get(r.exerciseId) ?? []), r]);
    return out;
  };
  const partLinks = group(await tx.select().from(exerciseBodyParts).orderBy(exerciseBodyParts.position));
  const machineLinks = group(await tx.select().from(exerciseMachines).orderBy(exerciseMachines.position));
  const aliasRows = group(await tx.select().from(exerciseAliases));

  const wantedParts = (e: ExerciseSeed) => e.bodyParts.map((p, pos) => `${idOf(partId, p)}:${pos + 1}:${pos < e.primaryCount}`);
  const wantedMachines = (e: ExerciseSeed) => e.machines.map((m, pos) => `${idOf(machineId, m)}:${pos + 1}`);
  const wantedAliases = (e: ExerciseSeed) => [...new Set(e.aliases)].sort();
  const partsDiffer = (id: number, e: ExerciseSeed) =>
    !sameList(
      (partLinks.get(id) ?? []).map((l) => `${l.bodyPartId}:${l.position}:${l.primary}`),
      wantedParts(e),
    );
  const machinesDiffer = (id: number, e: ExerciseSeed) =>
    !sameList(
      (machineLinks.get(id) ?? []).map((l) => `${l.machineId}:${l.position}`),
      wantedMachines(e),
    );
  const aliasesDiffer = (id: number, e: ExerciseSeed) => !sameList((aliasRows.get(id) ?? []).map((a) => a.alias).sort(), wantedAliases(e));
  const columnsDiffer = (id: number, e: ExerciseSeed) => {
    const r = rowById.get(id)!;
    const want = exerciseValues(e);
    return (Object.keys(want) as (keyof typeof want)[]).some((k) =>
      JSON_COLUMNS.has(k) ? canonicalJson(r[k] ?? null) !== canonicalJson(want[k] ?? null) : r[k] !== want[k],
    );
  };

  await syncRows({
    tx,
    table: 'exercises',
    seeds,
    existing,
    today,
    changes,
    changed: (row, e) => columnsDiffer(row.id, e) || partsDiffer(row.id, e) || machinesDiffer(row.id, e) || aliasesDiffer(row.id, e),
    setRetired: async (ids, retiredAt) => tx.update(exercises).set({ retiredAt }).where(inArray(exercises.id, ids)),
    parkName: async (id, koreanName) => tx.update(exercises).set({ koreanName }).where(eq(exercises.id, id)),
    // Only what differs is rewritten, so unchanged rows and links stay exactly as they were.
    write: async (id, e, isNew) => {
      if (isNew) await tx.insert(exercises).values({ id, key: e.key, ...exerciseValues(e), createdAt: today });
      else if (columnsDiffer(id, e)) await tx.update(exercises).set(exerciseValues(e)).where(eq(exercises.id, id));
      if (isNew || partsDiffer(id, e)) {
        await tx.delete(exerciseBodyParts).where(eq(exerciseBodyParts.exerciseId, id));
        await tx
          .insert(exerciseBodyParts)
          .values(e.bodyParts.map((p, pos) => ({ exerciseId: id, bodyPartId: idOf(partId, p), position: pos + 1, primary: pos < e.primaryCount })));
      }
      if (isNew || machinesDiffer(id, e)) {
        await tx.delete(exerciseMachines).where(eq(exerciseMachines.exerciseId, id));
        if (e.machines.length) {
          await tx.insert(exerciseMachines).values(e.machines.map((m, pos) => ({ exerciseId: id, machineId: idOf(machineId, m), position: pos + 1 })));
        }
      }
      if (isNew || aliasesDiffer(id, e)) {
        await tx.delete(exerciseAliases).where(eq(exerciseAliases.exerciseId, id));
        const aliases = wantedAliases(e);
        if (aliases.length) await tx.insert(exerciseAliases).values(aliases.map((alias) => ({ exerciseId: id, alias })));
      }
    },
  });
}
