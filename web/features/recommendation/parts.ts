import type { BodyPart } from '../../../server/features/catalogue/catalogue.shared';

/** Catalogue ids of the named parts, in the named order; unknown names are left out. */
export function bodyPartIdsOf(parts: readonly BodyPart[], names: readonly string[]): number[] {
  const byName = new Map(parts.map((p) => [p.koreanName, p.bodyPartId]));
  return names.map((n) => byName.get(n)).filter((id): id is number => id !== undefined);
}
