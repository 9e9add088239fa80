// Loads the catalogue (seed/catalogue) into an empty database in one transaction; a database that
// already has exercises is left alone, so running it again is harmless.
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bodyParts,
  exerciseAliases,
  exerciseBodyParts,
  exerciseMachines,
  exercises,
  machineBodyParts,
  machines,
} from '../db/schema/index';
import { BODY_PARTS } from './catalogue/body-parts';
import { EXERCISES } from './catalogue/exercises';
import { MACHINES } from './catalogue/machines';
import type { BodyPartSeed, ExerciseSeed, MachineSeed } from './catalogue/types';

export type CatalogueData = { bodyParts: BodyPartSeed[]; machines: MachineSeed[]; exercises: ExerciseSeed[] };

export const CATALOGUE: CatalogueData = { bodyParts: BODY_PARTS, machines: MACHINES, exercises: EXERCISES };

export function seedCatalogueIfEmpty(
  db: Db,
  data: CatalogueData = CATALOGUE,
  createdAt = new Date().toISOString().slice(0, 10),
): { seeded: boolean } {
  const present = db.select({ n: count() }).from(exercises).get();
  if (present && present.n > 0) return { seeded: false };
  const { bodyParts: BODY_PARTS, machines: MACHINES, exercises: EXERCISES } = data;

  db.transaction((tx) => {
    const partId = new Map(BODY_PARTS.map((p, i) => [p.key as string, i + 1]));
    const machineId = new Map(MACHINES.map((m, i) => [m.key, i + 1]));
    const idOf = (map: Map<string, number>, key: string, what: string) => {
      const id = map.get(key);
      if (id === undefined) throw new Error(`Catalogue: unknown ${what} '${key}'`);
      return id;
    };

    tx.insert(bodyParts).values(BODY_PARTS.map((p, i) => ({ id: i + 1, key: p.key, koreanName: p.koreanName, englishName: p.englishName }))).run();
    tx.insert(machines).values(MACHINES.map((m, i) => ({ id: i + 1, key: m.key, koreanName: m.koreanName, englishName: m.englishName }))).run();
    const machineParts = MACHINES.flatMap((m) => m.bodyParts.map((p) => ({ machineId: idOf(machineId, m.key, 'machine'), bodyPartId: idOf(partId, p, 'body part') })));
    if (machineParts.length) tx.insert(machineBodyParts).values(machineParts).run();

    EXERCISES.forEach((e, i) => {
      const id = i + 1;
      tx.insert(exercises)
        .values({
          id,
          key: e.key,
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
          createdAt,
        })
        .run();
      tx.insert(exerciseBodyParts)
        .values(e.bodyParts.map((p, pos) => ({ exerciseId: id, bodyPartId: idOf(partId, p, 'body part'), position: pos + 1, primary: pos < e.primaryCount })))
        .run();
      if (e.machines.length) {
        tx.insert(exerciseMachines).values(e.machines.map((m, pos) => ({ exerciseId: id, machineId: idOf(machineId, m, 'machine'), position: pos + 1 }))).run();
      }
      const aliases = [...new Set(e.aliases)];
      if (aliases.length) tx.insert(exerciseAliases).values(aliases.map((alias) => ({ exerciseId: id, alias }))).run();
    });
  });
  return { seeded: true };
}
