// The outbox's write-ahead journal (docs/decisions/018-outbox-and-conflicts.md): IndexedDB stores an entry a
// few milliseconds after the tap, and a tab closed or killed in between would lose it. So every new entry is
// first written here, synchronously (localStorage), and leaves once IndexedDB holds it or the server has
// answered it (in any tab: the journal is shared). The next page to open moves what is left into IndexedDB.
import type { OutboxEntry } from './entries-db';

export const JOURNAL_KEY = 'ffm.outbox.journal';

export type Journal = ReturnType<typeof createJournal>;

export function createJournal(storage: Storage) {
  /** The entries not yet known to be stored or answered, oldest first. */
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
      // Storage full or blocked: IndexedDB (or this tab's memory) still has the entry.
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
