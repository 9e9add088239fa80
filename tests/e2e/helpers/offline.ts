// Reading what the offline app left on the device (docs/decisions/017-offline-data.md), and the search
// page's results, for the offline browser tests.
import type { Page } from '@playwright/test';
import { DATA_DB } from '../../../web/offline/cache-names';

/** The member's kept answers and the catalogue copy as stored in IndexedDB (DATA_DB); undefined when absent. */
export function keptData(page: Page): Promise<{ member: unknown; copy: unknown }> {
  return page.evaluate(async (dbName) => {
    // Opening a database that does not exist would create it empty, before the app's own upgrade.
    if (!(await indexedDB.databases()).some((d) => d.name === dbName)) return { member: undefined, copy: undefined };
    return new Promise<{ member: unknown; copy: unknown }>((resolve, reject) => {
      const open = indexedDB.open(dbName);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction(['queries', 'catalogue']);
        const member = tx.objectStore('queries').get('member');
        const copy = tx.objectStore('catalogue').get('copy');
        tx.oncomplete = () => {
          db.close();
          resolve({ member: member.result, copy: copy.result });
        };
      };
    });
  }, DATA_DB);
}

/** The kept query keys (JSON), or null when no member answers are kept. */
export function keptKeys(member: unknown): string[] | null {
  const saved = member as { state: { queries: { queryKey: unknown }[] } } | undefined;
  return saved ? saved.state.queries.map((q) => JSON.stringify(q.queryKey)) : null;
}

export const results = (page: Page) => page.getByRole('list', { name: '운동 목록' });
export const resultHeading = (page: Page, keyword: string) => page.getByRole('heading', { name: new RegExp(`^'${keyword}' 검색 결과 \\d+개를 찾았어요$`) });
