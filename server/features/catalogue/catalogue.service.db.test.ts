// Catalogue reads and search, called directly on the real seeded catalogue: keyword and body-part search,
// pages, detail, body-part and machine lists, the legacy union search, and retired exercises.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { codeOf, type ServiceWorld, serviceWorld } from '../../../tests/helpers/services';
import { getExercise, listBodyParts, listMachines, listMachinesByPartNames, searchExercises, searchExercisesUnion } from './catalogue.service';
import { SEARCH_PAGE_SIZE } from './catalogue.shared';
import { CATALOGUE, syncCatalogue } from './sync/sync';

let w: ServiceWorld;
beforeEach(async () => {
  w = await serviceWorld();
});
afterEach(() => w.close());

const EXERCISES = CATALOGUE.exercises.length; // ids 1..n in seed order
const BICEPS = 4;
const HAMSTRINGS = 9;
const ids = (items: { id: number }[]) => items.map((i) => i.id);
const search = (keyword: string, bodyPartId = 0, page = 1) => searchExercises(w.deps, { keyword, bodyPartId, page });

test('a keyword ranks the exact name first, and a body part narrows the hits to exercises that train it', () => {
  expect(ids(search('덤벨 컬').items)).toEqual([58, 67]); // 덤벨 컬, then 인클라인 덤벨 컬
  expect(ids(search('레그 컬').items)).toEqual([140, 141]); // 라잉 레그 컬 (alias), 시티드 레그 컬
  const curls = search('컬', HAMSTRINGS);
  // 161 일립티컬 contains '컬' and trains the hamstrings as a secondary mover (ADR 025).
  expect([ids(curls.items), curls.total]).toEqual([[140, 141, 161, 143], 4]);
  expect(search('없는운동이름').total).toBe(0);
  // A body part no exercise trains (no such id) narrows to nothing; a page past the hits is empty but keeps the total.
  expect([search('벤치', 999).items, search('벤치', 999).total]).toEqual([[], 0]);
  const bench = search('벤치');
  const past = search('벤치', 0, bench.pageCount + 1);
  expect([past.items, past.total]).toEqual([[], bench.total]);
  expect(bench.total).toBeGreaterThan(0);
});

test('without a keyword every exercise is listed by popularity, 12 a page, with the page count; past the end is empty', () => {
  const first = search('');
  expect([first.total, first.page, first.pageSize, first.pageCount]).toEqual([EXERCISES, 1, SEARCH_PAGE_SIZE, Math.ceil(EXERCISES / 12)]);
  const popularity = new Map(CATALOGUE.exercises.map((e, i) => [i + 1, e.popularity]));
  const all = Array.from({ length: first.pageCount }, (_, i) => search('', 0, i + 1).items).flat();
  expect(new Set(ids(all)).size).toBe(EXERCISES);
  for (let i = 1; i < all.length; i++) {
    const [prev, next] = [all[i - 1]!.id, all[i]!.id];
    expect(popularity.get(prev)! > popularity.get(next)! || (popularity.get(prev) === popularity.get(next) && prev < next), `${prev} before ${next}`).toBe(
      true,
    );
  }
  expect(ids(first.items).slice(0, 3)).toEqual([1, 116, 20]); // 바벨 벤치 프레스 98, 바벨 백 스쿼트 97, 랫풀다운 95
  const past = search('', 0, first.pageCount + 1);
  expect([past.items, past.total]).toEqual([[], EXERCISES]);
});

test('a body-part tab lists the part’s primary movers first, then the exercises it only assists, each by popularity', () => {
  const part = search('', BICEPS);
  const entries = CATALOGUE.exercises.map((e, i) => ({ id: i + 1, e }));
  const trains = entries.filter(({ e }) => e.bodyParts.includes('biceps'));
  expect(part.total).toBe(trains.length);
  expect(ids(part.items)).toEqual([58, 59, 61, 60, 62, 33, 64, 66, 67, 63, 65, 68]);
  const all = [1, 2, 3].flatMap((page) => search('', BICEPS, page).items);
  expect(all).toHaveLength(trains.length);
  // The seed lists primary movers first; primaryCount says how many.
  const primary = (id: number) => entries[id - 1]!.e.bodyParts.indexOf('biceps') < entries[id - 1]!.e.primaryCount;
  const firstAssist = all.findIndex((x) => !primary(x.id));
  expect(all.slice(0, firstAssist).every((x) => primary(x.id))).toBe(true);
  expect(all.slice(firstAssist).some((x) => primary(x.id))).toBe(false);
});

test('detail by id carries the body parts (primary first) and machines; an unknown id is EXERCISE_NOT_FOUND', async () => {
  const bench = getExercise(w.deps, 1);
  expect([bench.key, bench.koreanName, bench.repUnit, bench.retired]).toEqual(['bench_press', '바벨 벤치 프레스', '회', false]);
  expect(bench.bodyParts).toEqual([
    { bodyPartId: 1, key: 'chest', koreanName: '가슴', primary: true },
    { bodyPartId: 5, key: 'triceps', koreanName: '삼두', primary: false },
    { bodyPartId: 3, key: 'shoulders', koreanName: '어깨', primary: false },
  ]);
  expect(getExercise(w.deps, 81).repUnit).toBe('초'); // 플랭크 is held for time
  expect(await codeOf(() => getExercise(w.deps, EXERCISES + 1))).toBe('EXERCISE_NOT_FOUND');
});

test('body parts and machines are listed in id order; machines can be narrowed by part id or Korean part name', () => {
  expect(listBodyParts(w.deps).map((p) => [p.bodyPartId, p.koreanName])).toEqual([
    [1, '가슴'],
    [2, '등'],
    [3, '어깨'],
    [4, '이두'],
    [5, '삼두'],
    [6, '복근'],
    [7, '엉덩이'],
    [8, '허벅지 앞'],
    [9, '허벅지 뒤'],
    [10, '종아리'],
  ]);
  expect(listMachines(w.deps, { bodyPartIds: [] })).toHaveLength(CATALOGUE.machines.length);
  const forBiceps = listMachines(w.deps, { bodyPartIds: [BICEPS] }).map((m) => [m.machineId, m.koreanName]);
  expect(forBiceps).toEqual([
    [1, '바벨'],
    [2, '덤벨'],
    [4, '벤치'],
    [7, '케이블 머신'],
    [20, '풀업 바'],
    [23, 'EZ 바'],
    [24, '프리처 컬 벤치'],
  ]);
  expect(listMachinesByPartNames(w.deps, ['이두']).map((m) => [m.machineId, m.koreanName])).toEqual(forBiceps);
  expect(listMachinesByPartNames(w.deps, ['없는 부위'])).toEqual([]);
  expect(listMachinesByPartNames(w.deps, [])).toHaveLength(CATALOGUE.machines.length);
});

test('the legacy search is a union: keyword hits first (ranked), then body-part hits newest first; page -1 is everything', () => {
  expect(ids(searchExercisesUnion(w.deps, { keyword: '', bodyPartNames: [], page: 1 }))).toEqual(Array.from({ length: 12 }, (_, i) => EXERCISES - i));
  expect(searchExercisesUnion(w.deps, { keyword: '', bodyPartNames: [], page: -1 })).toHaveLength(EXERCISES);
  const calves = ids(searchExercisesUnion(w.deps, { keyword: '', bodyPartNames: ['종아리'], page: -1 }));
  // Newest first: 종아리 스트레칭, 햄스트링 스트레칭 and four cardio machines (ADR 025), then the calf raises.
  expect(calves).toEqual([167, 162, 161, 160, 157, 156, 154, 153, 152, 151, 150, 149, 148, 147, 146, 140, 126]);
  const union = ids(searchExercisesUnion(w.deps, { keyword: '덤벨 컬', bodyPartNames: ['종아리'], page: -1 }));
  expect(union).toEqual([58, 67, ...calves]);
  expect(searchExercisesUnion(w.deps, { keyword: '', bodyPartNames: ['없는 부위'], page: 1 })).toEqual([]);
});

test('a retired exercise leaves search and lists but stays readable by id, marked', async () => {
  const retiredId = 58;
  await syncCatalogue(w.db, { ...CATALOGUE, exercises: CATALOGUE.exercises.filter((e) => e.key !== 'db_curl') }, { catalogue: w.deps.catalogue });
  expect(ids(search('덤벨 컬').items)).toEqual([67]);
  expect(search('').total).toBe(EXERCISES - 1);
  expect(ids(search('', BICEPS).items)).not.toContain(retiredId);
  expect(ids(searchExercisesUnion(w.deps, { keyword: '', bodyPartNames: [], page: -1 }))).not.toContain(retiredId);
  expect(getExercise(w.deps, retiredId)).toMatchObject({ id: retiredId, key: 'db_curl', koreanName: '덤벨 컬', retired: true });
});
