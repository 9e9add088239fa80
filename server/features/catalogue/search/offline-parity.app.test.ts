// The web client's offline catalogue answers (web/offline/catalogue-answers.ts, docs/decisions/017-offline-data.md)
// are the server's: the copy is fetched from the real app (catalogue.offlineCopy), and for many queries
// (초성, 영타, spacing, aliases, half-typed syllables, body-part names, typos and their suggestions, body-part
// tabs, pages, random fragments of names) the local answer equals what the real app answers over tRPC, item
// for item and in the same order.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app';
import { type InputOf, trpcData, trpcQuery } from '../../../../tests/helpers/calls';
import { queries } from '../../../../tests/helpers/search-oracle';
import { answerFromCopy, type LocalCatalogue, localCatalogueOf } from '../../../../web/offline/catalogue-answers';

let t: TestApp;
let local: LocalCatalogue;
beforeAll(async () => {
  t = await buildTestApp();
  // Through JSON, as the browser keeps it.
  local = localCatalogueOf(JSON.parse(JSON.stringify(trpcData(await trpcQuery(t.app, 'catalogue.offlineCopy')))));
});
afterAll(async () => t.close());

const serverSearch = async (input: InputOf<'catalogue.search'>) => trpcData(await trpcQuery(t.app, 'catalogue.search', input));

async function expectSameSearch(input: InputOf<'catalogue.search'>) {
  expect(answerFromCopy(local, 'catalogue.search', input), JSON.stringify(input)).toEqual(await serverSearch(input));
}

describe('offline catalogue answers = the server answers', () => {
  test('the keywords members type: 초성, 영타, spacing, aliases, half-typed, mixed', async () => {
    const keywords = [
      'ㅂㅊㅍㄹㅅ',
      'qpscl',
      'qpsclvmfptm',
      '벤치 프레스',
      '벤치프레스',
      '벤치',
      '벤ㅊ',
      '스쿼트',
      'tmznjxm',
      'ㅅㅋㅌ',
      '랫풀다운',
      '렛풀',
      '데드',
      'dead',
      'DEAD lift',
      '덤벨 컬',
      '풀업',
      '턱걸이',
      '플랭크',
      '레그',
      'ㄹㄱ',
      '숄더 press',
      'curl',
      '가슴',
      'x',
      '2',
      // Body-part names (ADR 029): whole, 초성, 영타, with 운동, an alias, the start of two parts.
      '등',
      'ㄱㅅ',
      'rktma',
      '가슴 운동',
      '햄스트링',
      '허벅지',
      '허벅지 앞',
      '팔',
      'back',
    ];
    let nonEmpty = 0;
    for (const keyword of keywords) {
      const server = await serverSearch({ keyword });
      if (server.total > 0) nonEmpty += 1;
      await expectSameSearch({ keyword });
    }
    // The list above mostly finds something: the comparison is not between two empty answers.
    expect(nonEmpty).toBeGreaterThan(keywords.length - 4);
  });

  test('typos get the same suggestion, and nothing found the same nothing', async () => {
    for (const keyword of ['스퀏', '데드리프드', '덤밸', '벤치프레쓰', '랫폴다운', '가숨', 'zzzz', '친업', 'ㅋㅋㅋ']) {
      await expectSameSearch({ keyword });
      await expectSameSearch({ keyword, bodyPartId: 1 });
    }
    // The comparison is between answers that carry a suggestion.
    expect((await serverSearch({ keyword: '스퀏' })).suggestion).toBe('스쿼트');
    expect((await serverSearch({ keyword: '가슴' })).matchedBodyPartIds).toEqual([1]);
  });

  test('body-part names narrowed by every tab, across pages', async () => {
    for (const bodyPartId of [0, ...local.copy.bodyParts.map((p) => p.bodyPartId)]) {
      for (const page of [1, 2, 3]) {
        await expectSameSearch({ keyword: '가슴', bodyPartId, page });
        await expectSameSearch({ keyword: '허벅지', bodyPartId, page });
      }
    }
  });

  test('body-part tabs and pages, with and without a keyword', async () => {
    const parts = local.copy.bodyParts.map((p) => p.bodyPartId);
    for (const bodyPartId of [0, ...parts]) {
      for (const page of [1, 2, 3]) {
        await expectSameSearch({ bodyPartId, page });
        await expectSameSearch({ keyword: '덤벨', bodyPartId, page });
        await expectSameSearch({ keyword: 'ㄹ', bodyPartId, page });
      }
    }
  });

  test('random fragments of names and aliases, as the search property test draws them', async () => {
    const names = local.search.exercises.flatMap((w) => [w.koreanName, w.englishName, ...w.aliases]);
    await fc.assert(
      fc.asyncProperty(
        queries(names),
        fc.constantFrom(0, ...local.copy.bodyParts.map((p) => p.bodyPartId)),
        fc.integer({ min: 1, max: 3 }),
        async (keyword, bodyPartId, page) => {
          await expectSameSearch({ keyword: keyword.slice(0, 50), bodyPartId, page });
        },
      ),
      { numRuns: 300 },
    );
  });

  test('exercises by id (retired ones too), body parts and machines', async () => {
    for (const w of local.copy.exercises) {
      expect(answerFromCopy(local, 'catalogue.exercise', { id: w.id })).toEqual(trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id: w.id })));
    }
    expect(answerFromCopy(local, 'catalogue.exercise', { id: 999_999 })).toBeUndefined();
    expect(answerFromCopy(local, 'catalogue.bodyParts', undefined)).toEqual(trpcData(await trpcQuery(t.app, 'catalogue.bodyParts')));
    for (const bodyPartIds of [[], [1], [2, 3], [10]]) {
      expect(answerFromCopy(local, 'catalogue.machines', { bodyPartIds })).toEqual(trpcData(await trpcQuery(t.app, 'catalogue.machines', { bodyPartIds })));
    }
  });
});
