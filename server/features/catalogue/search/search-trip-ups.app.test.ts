// What a new member types into the search (docs/decisions/029-search-finds-what-people-type.md), through the
// real app on both dialects: a body-part name lists that part's exercises (primary movers first), a typo gets a
// near name to try, nothing found says so with no suggestion; the legacy /api search keeps its old answers.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app';
import { api, type InputOf, trpcData, trpcQuery } from '../../../../tests/helpers/calls';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const CHEST = 1;
const search = async (input: InputOf<'catalogue.search'>) => trpcData(await trpcQuery(t.app, 'catalogue.search', input));
const detail = async (id: number) => trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id }));
async function everyPage(input: InputOf<'catalogue.search'>) {
  const first = await search({ ...input, page: 1 });
  const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, i) => search({ ...input, page: i + 2 })));
  return [first, ...rest].flatMap((r) => r.items);
}

describe('tRPC catalogue.search', () => {
  test("'가슴' lists the chest tab's exercises in the tab's order, and says which part it read", async () => {
    const answer = await search({ keyword: '가슴' });
    expect(answer.matchedBodyPartIds).toEqual([CHEST]);
    expect(answer.suggestion).toBeNull();
    expect(answer.total).toBeGreaterThan(12);
    const tab = await everyPage({ bodyPartId: CHEST });
    const listed = await everyPage({ keyword: '가슴' });
    expect(listed.slice(0, tab.length).map((i) => i.id)).toEqual(tab.map((i) => i.id));
    expect(listed[0]!.koreanName).toBe('바벨 벤치 프레스');
    // After the part's list, only exercises whose name or alias holds '가슴' (none of them trains the chest).
    for (const item of listed.slice(tab.length)) {
      const w = await detail(item.id);
      expect([w.koreanName, ...w.aliases].join(' ')).toContain('가슴');
    }
  });

  test('초성 and 영타 of a part name read the same part; a name that is no part reads none', async () => {
    for (const keyword of ['ㄱㅅ', 'rktma', '가슴 운동']) expect((await search({ keyword })).matchedBodyPartIds, keyword).toEqual([CHEST]);
    expect((await search({ keyword: '허벅지' })).matchedBodyPartIds).toEqual([8, 9]);
    const bench = await search({ keyword: '벤치' });
    expect([bench.matchedBodyPartIds, bench.suggestion]).toEqual([[], null]);
  });

  test("typos: '스퀏' → '스쿼트', '데드리프드' → '데드리프트'; 'zzzz' finds nothing and suggests nothing", async () => {
    expect(await search({ keyword: '스퀏' })).toMatchObject({ total: 0, items: [], suggestion: '스쿼트', matchedBodyPartIds: [] });
    expect(await search({ keyword: '데드리프드' })).toMatchObject({ total: 0, suggestion: '데드리프트' });
    expect(await search({ keyword: 'zzzz' })).toEqual({ items: [], total: 0, page: 1, pageSize: 12, pageCount: 0, matchedBodyPartIds: [], suggestion: null });
    // The suggestion finds what it names.
    expect((await search({ keyword: '스쿼트' })).items.some((i) => i.koreanName.includes('스쿼트'))).toBe(true);
    expect((await search({ keyword: '데드리프트' })).items[0]!.koreanName).toBe('컨벤셔널 데드리프트');
  });

  test('without a keyword there is nothing to read or suggest', async () => {
    expect(await search({ bodyPartId: CHEST })).toMatchObject({ matchedBodyPartIds: [], suggestion: null });
  });
});

describe('the legacy /api search keeps its old answers (docs/legacy-api.md §4.3)', () => {
  const legacy = async (searchKeyword: string) =>
    (await api(t.app, 'POST', '/workouts/search/list/-1', { body: { searchKeyword, bodyPartKoreanName: [] } })).json() as {
      koreanName: string;
      bodyPartKoreanName: string[];
    }[];

  test("'가슴' is a keyword there, not a body part: only names holding it, the legacy fields only", async () => {
    const hits = await legacy('가슴');
    const tab = await everyPage({ bodyPartId: CHEST });
    expect(hits.length).toBeLessThan(tab.length);
    for (const hit of hits) {
      expect(Object.keys(hit)).not.toContain('suggestion');
    }
    expect(hits.map((h) => h.koreanName)).not.toContain('바벨 벤치 프레스');
  });

  test('a typo finds nothing and the answer stays a bare array', async () => {
    const res = await api(t.app, 'POST', '/workouts/search/list/1', { body: { searchKeyword: '스퀏', bodyPartKoreanName: [] } });
    expect([res.status, res.json()]).toEqual([200, []]);
  });
});
