// The jamo edit distance, the '혹시 …' suggestion and body-part names in a keyword, on the seeded catalogue
// as the search index holds it (docs/decisions/029-search-finds-what-people-type.md).
import { describe, expect, test } from 'vitest';
import { BODY_PARTS, type BodyPartKey, EXERCISES } from '../../../../seed/catalogue';
import { jamoDistance, suggestionReach } from './jamo-distance';
import { jamoOf } from './korean';
import { FEW_HITS, SearchIndex } from './search-engine';
import { keywordFinder, type SearchDoc } from './search-match';
import { PartNames } from './search-parts';

const partId = (key: BodyPartKey) => BODY_PARTS.findIndex((p) => p.key === key) + 1;
const DOCS: SearchDoc[] = EXERCISES.map((e, i) => ({
  id: i + 1,
  koreanName: e.koreanName,
  englishName: e.englishName,
  aliases: e.aliases,
  popularity: e.popularity,
  bodyParts: e.bodyParts.map((key, at) => ({
    bodyPartId: partId(key),
    key,
    koreanName: BODY_PARTS[partId(key) - 1]!.koreanName,
    primary: at < e.primaryCount,
  })),
}));
const index = new SearchIndex(DOCS);
const byId = new Map(EXERCISES.map((e, i) => [i + 1, e]));
const find = (keyword: string, bodyPartId: number | null = null) => index.find(keyword, { bodyPartId, offset: 0, limit: 1000 });
const names = (ids: number[]) => ids.map((id) => byId.get(id)!.koreanName);
const trains = (id: number, key: BodyPartKey) => byId.get(id)!.bodyParts.includes(key);
const primaryFor = (id: number, key: BodyPartKey) => byId.get(id)!.bodyParts.indexOf(key) < byId.get(id)!.primaryCount && trains(id, key);

describe('jamo edit distance', () => {
  const d = (a: string, b: string, limit = 10) => jamoDistance(jamoOf(a), jamoOf(b), limit);

  test('counts key presses, not syllables', () => {
    expect(d('스쿼트', '스쿼트')).toBe(0);
    expect(d('스퀏', '스쿼트')).toBe(2); // ㅅ → ㅌ, one more ㅡ
    expect(d('데드리프드', '데드리프트')).toBe(1);
    expect(d('덤밸', '덤벨')).toBe(1);
    expect(d('벤치프레쓰', '벤치프레스')).toBe(1);
    expect(d('가슴', '등')).toBe(4); // ㄱㅏㅅㅡㅁ → ㄷㅡㅇ: two out, ㅅ → ㄷ, ㅁ → ㅇ
  });

  test('a swap of two neighbours is one edit; insertions and deletions are one each', () => {
    expect(jamoDistance('ㅅㅡㅋㅓㅜ', 'ㅅㅡㅋㅜㅓ', 5)).toBe(1);
    expect(jamoDistance('abc', 'abxc', 5)).toBe(1);
    expect(jamoDistance('abxc', 'abc', 5)).toBe(1);
    expect(jamoDistance('', 'abc', 5)).toBe(3);
  });

  test('gives up past the limit (Infinity), but never on a distance within it', () => {
    expect(d('가슴', '등', 3)).toBe(Number.POSITIVE_INFINITY);
    expect(d('스퀏', '스쿼트', 2)).toBe(2);
    expect(d('스퀏', '스쿼트', 1)).toBe(Number.POSITIVE_INFINITY);
    expect(jamoDistance('abcdefgh', 'abcdefghijk', 2)).toBe(Number.POSITIVE_INFINITY);
  });

  test('the reach grows with the keyword: none under 3 jamo, a third of it, at most 3', () => {
    expect([1, 2, 3, 5, 6, 9, 10, 30].map(suggestionReach)).toEqual([0, 0, 1, 1, 2, 3, 3, 3]);
  });
});

describe('혹시 …: the nearest name when a keyword finds fewer than three', () => {
  test.each([
    ['스퀏', '스쿼트'],
    ['데드리프드', '데드리프트'],
    ['덤밸', '덤벨'],
    ['벤치프레쓰', '벤치 프레스'],
    ['랫폴다운', '랫풀다운'],
    ['레그프래스', '레그 프레스'],
    ['가숨', '가슴'],
  ])('%s → %s, and the suggestion itself finds something', (typo, expected) => {
    const answer = find(typo);
    expect(answer.total).toBeLessThan(FEW_HITS);
    expect(answer.suggestion).toBe(expected);
    expect(find(expected).total).toBeGreaterThan(0);
  });

  test('no suggestion for gibberish, 초성, or a keyword that is itself a name', () => {
    expect(find('zzzz')).toEqual({ ids: [], total: 0, bodyPartIds: [], suggestion: null });
    expect(find('ㅋㅋㅋㅋ').suggestion).toBeNull();
    expect(find('ㅂㅊㅍㄹㅅ').suggestion).toBeNull();
    // 친업 finds only itself: few hits, but it is the name.
    expect([find('친업').total, find('친업').suggestion]).toEqual([1, null]);
  });

  test('no suggestion when the keyword finds enough, whatever is near', () => {
    expect(find('스쿼').total).toBeGreaterThanOrEqual(FEW_HITS);
    expect(find('스쿼').suggestion).toBeNull();
  });

  test('the suggestion does not depend on the body-part tab', () => {
    expect(find('스퀏', partId('chest')).suggestion).toBe('스쿼트');
  });
});

describe('a body-part name lists that part’s exercises', () => {
  test('가슴: the chest’s primary movers first, by popularity, then those it assists; the same list as its tab', () => {
    const chest = find('가슴');
    expect(chest.bodyPartIds).toEqual([partId('chest')]);
    const ids = chest.ids;
    expect(ids.length).toBeGreaterThan(12);
    expect(names(ids).slice(0, 2)).toEqual(['바벨 벤치 프레스', '푸시업']);
    const firstAssist = ids.findIndex((id) => !primaryFor(id, 'chest'));
    expect(firstAssist).toBeGreaterThan(0);
    expect(ids.slice(0, firstAssist).every((id) => primaryFor(id, 'chest'))).toBe(true);
    const partList = ids.filter((id) => trains(id, 'chest'));
    expect(ids.slice(0, partList.length)).toEqual(partList);
    const popularity = (id: number) => byId.get(id)!.popularity;
    for (const group of [ids.slice(0, firstAssist), ids.slice(firstAssist, partList.length)]) {
      for (let i = 1; i < group.length; i += 1) expect(popularity(group[i - 1]!)).toBeGreaterThanOrEqual(popularity(group[i]!));
    }
    expect(chest.suggestion).toBeNull();
  });

  test('the same part from 초성, 영타, spacing, an alias, the English name, or "… 운동"', () => {
    const chest = find('가슴').ids;
    for (const keyword of ['ㄱㅅ', 'rktma', ' 가 슴 ', '가슴 운동', '가슴운동', '흉근', 'Chest']) {
      const answer = find(keyword);
      expect(answer.bodyPartIds, keyword).toEqual([partId('chest')]);
      expect(answer.ids.slice(0, 10), keyword).toEqual(chest.slice(0, 10));
    }
    expect(find('허벅지 앞').bodyPartIds).toEqual([partId('quads')]);
    expect(find('ㅎㅂㅈㅇ').bodyPartIds).toEqual([partId('quads')]);
    expect(find('햄스트링').bodyPartIds).toEqual([partId('hamstrings')]);
  });

  test('the start of a name names every part it starts ("허벅지" → 앞 and 뒤); a single character or 초성 start does not', () => {
    expect(find('허벅지').bodyPartIds).toEqual([partId('quads'), partId('hamstrings')]);
    expect(find('가스').bodyPartIds).toEqual([partId('chest')]); // typing 가슴
    expect(find('가').bodyPartIds).toEqual([]);
    expect(find('ㅎㅂㅈ').bodyPartIds).toEqual([]);
    expect(find('ㄷ').bodyPartIds).toEqual([]);
    for (const keyword of ['벤치', '스쿼트', '덤벨', '레그', 'ㅂㅊㅍㄹㅅ', 'ㄹㄱ', 'curl']) expect(find(keyword).bodyPartIds, keyword).toEqual([]);
  });

  test('a one-character part name is found whole: 등 lists the back first, then other names holding 등', () => {
    const back = find('등');
    expect(back.bodyPartIds).toEqual([partId('back')]);
    expect(names(back.ids)[0]).toBe('랫풀다운');
    const partList = back.ids.filter((id) => trains(id, 'back'));
    expect(back.ids.slice(0, partList.length)).toEqual(partList);
    // Then the keyword's own hits that do not train the back (a name or alias holding 등).
    const keywordOnly = index.ids('등').filter((id) => !trains(id, 'back'));
    expect(back.ids.slice(partList.length)).toEqual(keywordOnly);
  });

  test('a keyword that names no part keeps the keyword ranking exactly', () => {
    for (const keyword of ['벤치', '덤벨', 'ㄹㅍㄷㅇ', 'tmznjxm', '레이즈']) expect(find(keyword).ids, keyword).toEqual(index.ids(keyword));
  });

  test('a body-part tab narrows the merged list (intersection, same order)', () => {
    const all = find('가슴').ids;
    const inTriceps = find('가슴', partId('triceps'));
    expect(inTriceps.ids).toEqual(all.filter((id) => trains(id, 'triceps')));
    expect(inTriceps.total).toBe(inTriceps.ids.length);
    expect(find('가슴', 999)).toMatchObject({ ids: [], total: 0 });
  });

  test('page() and ids() (the legacy shim, the import matcher) are the keyword’s own hits, unchanged', () => {
    expect(index.page('가슴', { bodyPartId: null, offset: 0, limit: 1000 }).ids).toEqual(index.ids('가슴'));
    expect(index.ids('가슴').every((id) => [byId.get(id)!.koreanName, ...byId.get(id)!.aliases].join(' ').includes('가슴'))).toBe(true);
    expect(index.ids('스퀏')).toEqual([]);
  });

  test('the parts come from the exercises’ own links: documents without names name no part', () => {
    const bare = new PartNames([{ bodyParts: [{ bodyPartId: 1 }] }]);
    expect(bare.names).toEqual([]);
    expect(bare.named('가슴')).toEqual([]);
  });
});

describe('keywordFinder: the search’s matching for short lists on a screen', () => {
  const machines = [
    { koreanName: '랫풀다운 머신', englishName: 'lat pulldown machine' },
    { koreanName: '레그 프레스', englishName: 'leg press' },
    { koreanName: '덤벨', englishName: 'dumbbell' },
  ];
  const shown = (keyword: string) => machines.filter(keywordFinder(keyword)).map((m) => m.koreanName);
  test('초성, spacing, half-typed, 영타, English, every word', () => {
    expect(shown('ㄹㅍ')).toEqual(['랫풀다운 머신']);
    expect(shown('ㄹㅍㄷㅇ')).toEqual(['랫풀다운 머신']);
    expect(shown('레그프레스')).toEqual(['레그 프레스']);
    expect(shown('덤ㅂ')).toEqual(['덤벨']);
    expect(shown('fprm')).toEqual(['레그 프레스']);
    expect(shown('PRESS')).toEqual(['레그 프레스']);
    expect(shown('머신 lat')).toEqual(['랫풀다운 머신']);
    expect(shown('zzzz')).toEqual([]);
    expect(shown('  ')).toHaveLength(3);
  });
});
