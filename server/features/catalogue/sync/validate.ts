// The checks on the seed data that run before the sync writes anything.
import type { CatalogueData } from '../catalogue-data';

export class CatalogueDataError extends Error {}

/** Refuses seed data the database could not hold consistently, before anything is written. */
export function validateCatalogue(data: CatalogueData): void {
  const fail = (message: string): never => {
    throw new CatalogueDataError(`Catalogue: ${message}`);
  };
  const uniqueKeys = (what: string, entries: { key: string; koreanName: string }[]) => {
    const keys = new Set<string>();
    const names = new Set<string>();
    for (const e of entries) {
      if (typeof e.key !== 'string' || !/^[a-z][a-z0-9_]{0,79}$/.test(e.key)) fail(`bad ${what} key '${String(e.key)}'`);
      if (keys.has(e.key)) fail(`duplicate ${what} key '${e.key}'`);
      if (typeof e.koreanName !== 'string' || e.koreanName.trim() === '') fail(`${what} '${e.key}' has no Korean name`);
      if (names.has(e.koreanName)) fail(`duplicate ${what} Korean name '${e.koreanName}'`);
      keys.add(e.key);
      names.add(e.koreanName);
    }
    return keys;
  };
  const partKeys = uniqueKeys('body part', data.bodyParts);
  const machineKeys = uniqueKeys('machine', data.machines);
  uniqueKeys('exercise', data.exercises);
  for (const m of data.machines) {
    for (const p of m.bodyParts) if (!partKeys.has(p)) fail(`machine '${m.key}' names unknown body part '${p}'`);
  }
  for (const e of data.exercises) {
    if (e.bodyParts.length === 0) fail(`exercise '${e.key}' has no body part`);
    if (new Set(e.bodyParts).size !== e.bodyParts.length) fail(`exercise '${e.key}' lists a body part twice`);
    for (const p of e.bodyParts) if (!partKeys.has(p)) fail(`exercise '${e.key}' names unknown body part '${p}'`);
    if (new Set(e.machines).size !== e.machines.length) fail(`exercise '${e.key}' lists a machine twice`);
    for (const m of e.machines) if (!machineKeys.has(m)) fail(`exercise '${e.key}' names unknown machine '${m}'`);
    if (!Number.isInteger(e.primaryCount) || e.primaryCount < 1 || e.primaryCount > e.bodyParts.length) {
      fail(`exercise '${e.key}' has a bad primaryCount`);
    }
  }
}
