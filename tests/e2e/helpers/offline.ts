// Reading what the offline app left on the device (docs/decisions/017-offline-data.md, 018-outbox-and-conflicts.md),
// cutting the API off, and the search page as a member types into it, for the offline browser tests.
import { type BrowserContext, expect, type Page } from '@playwright/test';
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

/** The kept query keys, one a line ('' when none). */
export const keptKeysText = async (page: Page) => keptKeys((await keptData(page)).member)?.join('\n') ?? '';

/** The outbox's entries kept on the device: in IndexedDB, and in the journal (the tap's copy until IndexedDB has it). */
export function outboxEntries<Entry>(page: Page): Promise<{ stored: Entry[]; journal: Entry[] }> {
  return page.evaluate(async () => {
    const journal = JSON.parse(localStorage.getItem('ffm.outbox.journal') ?? '[]');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('ffm-outbox');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stored = await new Promise<never[]>((resolve, reject) => {
      const all = db.transaction('entries').objectStore('entries').getAll();
      all.onsuccess = () => resolve(all.result as never[]);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return { stored, journal };
  });
}

const TRPC = '**/trpc/**';

/** Every API call of the context refused, as a dropped connection would be (the page and its service worker). */
export const refuseApi = (context: BrowserContext) => context.route(TRPC, (route) => route.abort('internetdisconnected'));
/** The API answers again. */
export const allowApi = (context: BrowserContext) => context.unroute(TRPC);

export const results = (page: Page) => page.getByRole('list', { name: '운동 목록' });
const resultHeading = (page: Page, keyword: string) => page.getByRole('heading', { name: new RegExp(`^'${keyword}' 검색 결과 \\d+개를 찾았어요$`) });

/** Types `keyword` into the search field as a member does; the result cards' names once the results show. */
export async function search(page: Page, keyword: string): Promise<string[]> {
  const toggle = page.getByRole('button', { name: '운동 이름으로 검색' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const field = page.getByLabel('모든 부위에서 검색');
  await field.fill(keyword);
  await field.press('Enter');
  await expect(resultHeading(page, keyword)).toBeVisible();
  return results(page).getByRole('heading', { level: 3 }).allTextContents();
}

/** The quiet notice of a page showing kept data. */
export const OFFLINE_NOTICE = /^오프라인 · 마지막 동기화 (\d+월 \d+일 )?(오전|오후) \d{1,2}:\d{2}$/;
