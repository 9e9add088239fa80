// The search, checked against a brute-force scan. The oracle (tests/helpers/search-oracle.ts) is written
// from the documented ranking (search-engine.ts, catalogue.service.ts: exact > prefix > alias > contains >
// 초성 > jamo > 영타 > every word somewhere; ties by popularity, then id) as a plain scan of every exercise,
// sharing no code with the engine: it decomposes Hangul with Unicode NFD and compares 두벌식 keystrokes
// instead of jamo strings. Only the public entry points are used (searchExercises, and SearchIndex as the
// catalogue store builds and queries it), so the engine's internals may change freely while this holds
// them to the same results in the same order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Db, migrateDatabase, openDatabase } from '../../../../db/client';
import { createTestDb } from '../../../../tests/helpers/app';
import { bruteForcePage, bruteForceSearch, type Exercise, exercisesIn, type Part, partsIn, queries } from '../../../../tests/helpers/search-oracle';
import { searchExercises } from '../catalogue.service';
import { CatalogueStore } from '../catalogue.store';
import { CATALOGUE, type CatalogueData, syncCatalogue } from '../sync/sync';
import { SearchIndex } from './search-engine';

// ---- the properties ------------------------------------------------------------------------------

/** 20,000 exercises like bench/search.bench.ts's: the real ones again with numbered variants (popularity ties). */
function syntheticCatalogue(size: number): CatalogueData {
  const exercises = Array.from({ length: size }, (_, i) => {
    const base = CATALOGUE.exercises[i % CATALOGUE.exercises.length]!;
    const round = Math.floor(i / CATALOGUE.exercises.length);
    if (round === 0) return base;
    return { ...base, key: `${base.key}_${round}`, koreanName: `${base.koreanName} ${round}`, englishName: `${base.englishName} ${round}` };
  });
  return { ...CATALOGUE, exercises };
}

for (const catalogue of ['real', 'synthetic'] as const) {
  describe(`searchExercises on the ${catalogue} catalogue = a brute-force scan`, () => {
    let db: Db;
    let store: CatalogueStore;
    let dispose: () => Promise<void>;
    let exercises: Exercise[];
    let parts: Part[];
    let bodyPartIds: number[];
    beforeAll(async () => {
      if (catalogue === 'real') {
        ({ db, catalogue: store, dispose } = await createTestDb());
      } else {
        const dir = mkdtempSync(join(tmpdir(), 'fitforme-synthetic-'));
        db = openDatabase(join(dir, 'synthetic.db'));
        await migrateDatabase(db);
        await syncCatalogue(db, syntheticCatalogue(20_000), { today: '2026-01-02' });
        store = await CatalogueStore.open(db);
        dispose = async () => {
          await db.close();
          rmSync(dir, { recursive: true, force: true });
        };
      }
      exercises = exercisesIn(db);
      parts = partsIn(db);
      bodyPartIds = (db.sqlite!.prepare('SELECT id FROM body_parts WHERE retired_at IS NULL').all() as { id: number }[]).map((r) => r.id);
    }, 120_000); // syncing 20,000 exercises takes ~3 s alone, far longer on a saturated machine
    afterAll(() => dispose());

    test('same results in the same order, with and without a body part, on any page', () => {
      expect(exercises.length).toBe(catalogue === 'real' ? CATALOGUE.exercises.length : 20_000);
      // Body-part names too: a keyword naming a part lists its exercises (ADR 029).
      const names = [
        ...exercises.slice(0, CATALOGUE.exercises.length * 2).flatMap((e) => [e.koreanName, e.englishName, ...e.aliases]),
        ...parts.map((p) => p.koreanName),
      ];
      const input = fc.record({
        keyword: queries(names),
        bodyPartId: fc.oneof(fc.constant(0), fc.constantFrom(...bodyPartIds), fc.constant(999)),
        page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: catalogue === 'real' ? 15 : 1700 })),
      });
      fc.assert(
        fc.property(input, (search) => {
          const got = searchExercises({ catalogue: store }, search);
          const want = bruteForcePage(exercises, search, parts);
          expect({ ids: got.items.map((i) => i.id), total: got.total, pageCount: got.pageCount }).toEqual(want);
        }),
        { numRuns: catalogue === 'real' ? 600 : 100 },
      );
    }, 120_000);
  });
}

describe('SearchIndex on generated catalogues = a brute-force scan', () => {
  // Few syllables, letters and popularity values, so names overlap, ranks tie and every rule is met often.
  const SYLLABLES = [...'벤치프레스쿼트덤벨바컬랫풀다운로우숄더레이즈'];
  const word = fc.string({ unit: fc.constantFrom(...SYLLABLES), minLength: 1, maxLength: 4 });
  const englishWord = fc.string({ unit: fc.constantFrom(...'abcdelmnprstux'), minLength: 1, maxLength: 6 });
  const doc = fc.record({
    koreanName: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
    englishName: fc.array(englishWord, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
    aliases: fc.array(fc.oneof(word, englishWord), { maxLength: 2 }),
    popularity: fc.integer({ min: 1, max: 3 }),
  });
  // In id order with gaps, as the catalogue store hands them over.
  const catalogues = fc.array(doc, { minLength: 1, maxLength: 40 }).map((docs) => docs.map((d, i) => ({ ...d, id: i * 3 + 1 })));

  test('same ids in the same order for any query', () => {
    fc.assert(
      fc.property(
        catalogues.chain((docs) => fc.tuple(fc.constant(docs), queries(docs.flatMap((d) => [d.koreanName, d.englishName, ...d.aliases])))),
        ([docs, keyword]) => {
          const index = new SearchIndex(docs);
          const expected = bruteForceSearch(docs, keyword);
          expect(index.ids(keyword)).toEqual(expected);
          // A page of the same ranking, with the total, as the service asks for it (twice: the second
          // answer comes from the engine's recent-keyword memory).
          for (let i = 0; i < 2; i++)
            expect(index.page(keyword, { bodyPartId: null, offset: 3, limit: 4 })).toEqual({ ids: expected.slice(3, 7), total: expected.length });
        },
      ),
      { numRuns: 1500 },
    );
  });

  test('answers stay right when more keywords are asked than the index remembers (256), in any order', () => {
    fc.assert(
      fc.property(
        catalogues.chain((docs) =>
          fc.tuple(
            fc.constant(docs),
            fc.uniqueArray(queries(docs.flatMap((d) => [d.koreanName, d.englishName, ...d.aliases])), { minLength: 300, maxLength: 320 }),
          ),
        ),
        ([docs, keywords]) => {
          const index = new SearchIndex(docs);
          // Every keyword twice: the second round meets some from memory and some evicted and ranked again.
          for (const keyword of [...keywords, ...[...keywords].reverse()]) {
            const expected = bruteForceSearch(docs, keyword);
            expect(index.page(keyword, { bodyPartId: null, offset: 0, limit: 12 })).toEqual({ ids: expected.slice(0, 12), total: expected.length });
          }
        },
      ),
      { numRuns: 5 },
    );
  });
});
