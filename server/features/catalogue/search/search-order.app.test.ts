// A body-part tab of the search (tRPC catalogue.search, no keyword) opens with the exercises
// whose primary mover is that part, then those it only assists; each group by popularity, then id.
// With a keyword the keyword ranking stays; the legacy shim's id-descending order is untouched.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app';
import { api, type InputOf, signUpMember, trpcData, trpcQuery } from '../../../../tests/helpers/calls';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Summary = { id: number; koreanName: string };
type Page = { items: Summary[]; total: number; pageCount: number };
type Detail = { id: number; koreanName: string; popularity: number; bodyParts: { bodyPartId: number; primary: boolean }[] };

const search = async (input: InputOf<'catalogue.search'>): Promise<Page> => trpcData(await trpcQuery(t.app, 'catalogue.search', input));
async function everyPage(input: InputOf<'catalogue.search'>): Promise<Summary[]> {
  const first = await search({ ...input, page: 1 });
  const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, i) => search({ ...input, page: i + 2 })));
  return [first, ...rest].flatMap((p) => p.items);
}
const details = new Map<number, Detail>();
async function detail(id: number): Promise<Detail> {
  if (!details.has(id)) details.set(id, trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id })));
  return details.get(id)!;
}

describe('tRPC catalogue.search with a body part and no keyword', () => {
  test('the 어깨 tab opens with shoulder exercises, not the bench press or the lat pulldown', async () => {
    const parts: { bodyPartId: number; koreanName: string }[] = trpcData(await trpcQuery(t.app, 'catalogue.bodyParts'));
    const shoulders = parts.find((p) => p.koreanName === '어깨')!;
    const { items } = await search({ bodyPartId: shoulders.bodyPartId });
    expect(items.map((i) => i.koreanName)).not.toContain('바벨 벤치 프레스');
    expect(items.map((i) => i.koreanName)).not.toContain('랫풀다운');
    for (const item of items) {
      const w = await detail(item.id);
      expect(w.bodyParts.find((p) => p.bodyPartId === shoulders.bodyPartId)?.primary, w.koreanName).toBe(true);
    }
    // The bench press still trains the shoulders (secondary): it is in the tab, further down.
    const all = await everyPage({ bodyPartId: shoulders.bodyPartId });
    expect(all.map((i) => i.koreanName)).toContain('바벨 벤치 프레스');
  });

  test('every tab: primary movers first, then secondary, each by popularity then id; nothing else, nothing twice', async () => {
    for (let bodyPartId = 1; bodyPartId <= 10; bodyPartId++) {
      const listed = await everyPage({ bodyPartId });
      const ws = await Promise.all(listed.map((i) => detail(i.id)));
      const role = (w: Detail) => w.bodyParts.find((p) => p.bodyPartId === bodyPartId);
      expect(ws.every((w) => role(w) !== undefined)).toBe(true);
      const expected = [...ws].sort((a, b) => Number(!role(a)!.primary) - Number(!role(b)!.primary) || b.popularity - a.popularity || a.id - b.id);
      expect(
        listed.map((i) => i.id),
        `body part ${bodyPartId}`,
      ).toEqual(expected.map((w) => w.id));
      expect(new Set(listed.map((i) => i.id)).size).toBe(listed.length);
      expect(ws.some((w) => role(w)!.primary)).toBe(true);
    }
  });

  test('the 전체 tab (0) stays by popularity, then id', async () => {
    const listed = await everyPage({ bodyPartId: 0 });
    const ws = await Promise.all(listed.map((i) => detail(i.id)));
    expect(ws.map((w) => w.id)).toEqual([...ws].sort((a, b) => b.popularity - a.popularity || a.id - b.id).map((w) => w.id));
  });

  test('with a keyword and a part the keyword ranking is kept (intersection, same order)', async () => {
    for (const keyword of ['프레스', '덤벨', '레이즈']) {
      const anywhere = await everyPage({ keyword });
      const inShoulders = await everyPage({ keyword, bodyPartId: 3 });
      const trainsShoulders = [];
      for (const item of anywhere) if ((await detail(item.id)).bodyParts.some((p) => p.bodyPartId === 3)) trainsShoulders.push(item.id);
      expect(
        inShoulders.map((i) => i.id),
        keyword,
      ).toEqual(trainsShoulders);
    }
  });

  test('the legacy search shim keeps its id-descending body-part list', async () => {
    const member = await signUpMember(t.app);
    const res = await api(t.app, 'POST', '/workouts/search/list/-1', { token: member.accessToken, body: { searchKeyword: '', bodyPartKoreanName: ['어깨'] } });
    expect(res.status).toBe(200);
    const ids = res.json().map((w: { id: number }) => w.id);
    expect(ids.length).toBeGreaterThan(8);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });
});
