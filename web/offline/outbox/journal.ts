// The outbox's write-ahead journal (docs/decisions/018-outbox-and-conflicts.md): IndexedDB stores an entry a
// few milliseconds after the tap, and a tab closed or killed in between would lose it. So every new entry is
// first written here, synchronously (localStorage), and leaves once IndexedDB holds it or the server has
// answered it (in any tab: the journal is shared). The next page to open moves what is left into IndexedDB.
import type { OutboxEntry } from './entries-db';

export const JOURNAL_KEY = 'ffm.outbox.journal';

function read(): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(JOURNAL_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function write(entries: OutboxEntry[]) {
  try {
    if (entries.length > 0) localStorage.setItem(JOURNAL_KEY, JSON.stringify(entries));
    else localStorage.removeItem(JOURNAL_KEY);
  } catch {
    // Storage full or blocked: IndexedDB (or this tab's memory) still has the entry.
  }
}

export const journal = {
  /** The entries not yet known to be stored or answered, oldest first. */
  read,
  add(entry: OutboxEntry) {
    write([...read(), entry]);
  },
  remove(clientMutationIds: readonly string[]) {
    const gone = new Set(clientMutationIds);
    journal.removeWhere((e) => gone.has(e.clientMutationId));
  },
  removeWhere(drop: (entry: OutboxEntry) => boolean) {
    const entries = read();
    if (entries.some(drop)) write(entries.filter((e) => !drop(e)));
  },
};
