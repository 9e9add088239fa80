// Seeds the exercise catalogue into an empty database (the catalogue arrives with issue 3).
import type { Db } from '../db/client';

export function seedCatalogueIfEmpty(_db: Db): { seeded: boolean } {
  return { seeded: false };
}
