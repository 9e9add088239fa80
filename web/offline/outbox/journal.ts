// Write-ahead (docs/decisions/018-outbox-and-conflicts.md): a tab killed before IndexedDB's commit, milliseconds
// after the tap, would lose the entry. The next page moves what is left into IndexedDB.
import type { OutboxEntry } from './entries-db';

export const JOURNAL_KEY = 'ffm.outbox.journal';

export type Journal = ReturnType<typeof createJournal>;

export function createJournal(storage: Storage) {
  function read(): OutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(JOURNAL_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
    } catch {
      return [];
    }
  }

  function write(entries: OutboxEntry[]) {
    try {
      if (entries.length > 0) storage.setItem(JOURNAL_KEY, JSON.stringify(entries));
      else storage.removeItem(JOURNAL_KEY);
    } catch {
      // IndexedDB (or this tab's memory) still has the entry.
    }
  }

  function removeWhere(drop: (entry: OutboxEntry) => boolean) {
    const entries = read();
    if (entries.some(drop)) write(entries.filter((e) => !drop(e)));
  }

  return {
    read,
    add(entry: OutboxEntry) {
      write([...read(), entry]);
    },
    remove(clientMutationIds: readonly string[]) {
      const gone = new Set(clientMutationIds);
      removeWhere((e) => gone.has(e.clientMutationId));
    },
    removeWhere,
  };
}
