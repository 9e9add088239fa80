// What a sync did (added, updated, retired, restored keys per kind) and its one-line report.

export type KindChanges = { added: string[]; updated: string[]; retired: string[]; restored: string[] };

export type CatalogueSyncSummary = {
  /** sha256 (hex) of the seed data now in the database. */
  version: string;
  /** The version stored before this run; null for a database never synced (empty, or seeded positionally). */
  previousVersion: string | null;
  /** The stored version matched: nothing was compared or written. */
  upToDate: boolean;
  /** The database had no catalogue at all before this run. */
  seeded: boolean;
  bodyParts: KindChanges;
  machines: KindChanges;
  exercises: KindChanges;
};

export const emptyChanges = (): KindChanges => ({ added: [], updated: [], retired: [], restored: [] });

/** Number of entries this run added, updated, retired or restored. */
export function changeCount(s: CatalogueSyncSummary): number {
  return [s.bodyParts, s.machines, s.exercises].reduce((n, k) => n + k.added.length + k.updated.length + k.retired.length + k.restored.length, 0);
}

type CatalogueKind = 'bodyPart' | 'machine' | 'exercise';
const KIND_LABEL: Record<CatalogueKind, string> = { bodyPart: 'body part', machine: 'machine', exercise: 'exercise' };
const KEYS_SHOWN = 8;

/** One line for the start-up log and `npm run seed`, e.g. `catalogue: 1 added (exercise new_key), 1 retired (exercise old_key)`. */
export function formatSyncSummary(s: CatalogueSyncSummary): string {
  const short = (v: string | null) => (v ? v.slice(0, 12) : 'none');
  if (s.upToDate) return `catalogue: up to date (version ${short(s.version)})`;
  const kinds: [CatalogueKind, KindChanges][] = [
    ['bodyPart', s.bodyParts],
    ['machine', s.machines],
    ['exercise', s.exercises],
  ];
  if (s.seeded) {
    const n = (list: string[], one: string, many: string) => `${list.length} ${list.length === 1 ? one : many}`;
    return (
      `catalogue: seeded ${n(s.bodyParts.added, 'body part', 'body parts')}, ${n(s.machines.added, 'machine', 'machines')}, ` +
      `${n(s.exercises.added, 'exercise', 'exercises')} (version ${short(s.version)})`
    );
  }
  if (changeCount(s) === 0) return `catalogue: up to date, version ${short(s.version)} recorded (was ${short(s.previousVersion)})`;
  const parts = (['added', 'updated', 'retired', 'restored'] as const).flatMap((what) => {
    const keys = kinds.flatMap(([kind, c]) => c[what].map((key) => `${KIND_LABEL[kind]} ${key}`));
    if (keys.length === 0) return [];
    const shown = keys.slice(0, KEYS_SHOWN).join(', ') + (keys.length > KEYS_SHOWN ? `, … +${keys.length - KEYS_SHOWN} more` : '');
    return [`${keys.length} ${what} (${shown})`];
  });
  return `catalogue: ${parts.join(', ')}; version ${short(s.previousVersion)} → ${short(s.version)}`;
}
