// The seeded catalogue and its API, through the real app: counts, completeness, pictures, search rules
// on real entries, and the legacy shim shapes (docs/legacy-api.md §4.3).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { api, type InputOf, type OutputOf, signUpMember, trpcData, trpcError, trpcQuery, trpcRawQuery } from '../../../tests/helpers/calls';
import { PART_NAMES } from '../../../tests/helpers/catalogue-seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Summary = OutputOf<'catalogue.search'>['items'][number];
const search = async (input: InputOf<'catalogue.search'>) => trpcData(await trpcQuery(t.app, 'catalogue.search', input));
const names = (items: Summary[]) => items.map((i) => i.koreanName);
const allExercises = async () => {
  const first = await search({ page: 1 });
  const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, i) => search({ page: i + 2 })));
  return [first, ...rest].flatMap((r) => r.items);
};

describe('catalogue contents', () => {
  test('10 body parts in the spec order, the first six being the upper body', async () => {
    const parts = trpcData(await trpcQuery(t.app, 'catalogue.bodyParts'));
    expect(parts.map((p: { koreanName: string }) => p.koreanName)).toEqual(PART_NAMES);
    expect(parts.map((p: { bodyPartId: number }) => p.bodyPartId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('at least 150 exercises, at least 8 per body part, unique names, every field present and valid', async () => {
    const summaries = await allExercises();
    expect(summaries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(summaries.map((s) => s.koreanName)).size).toBe(summaries.length);
    const machines = new Set(trpcData(await trpcQuery(t.app, 'catalogue.machines', {})).map((m: { koreanName: string }) => m.koreanName));
    expect(machines.size).toBeGreaterThanOrEqual(20);
    const perPart = new Map<string, number>();
    for (const s of summaries) {
      const w = trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id: s.id }));
      expect(w.koreanName).toMatch(/[가-힣]/);
      expect(w.englishName).toMatch(/[A-Za-z]/);
      expect(w.description.length).toBeGreaterThan(30);
      expect(w.caution.length).toBeGreaterThan(5);
      expect(w.level).toBeGreaterThanOrEqual(1);
      expect(w.level).toBeLessThanOrEqual(4);
      expect(w.bodyParts.length).toBeGreaterThan(0);
      expect(w.bodyParts[0]!.primary).toBe(true);
      for (const m of w.machineNames) expect(machines.has(m)).toBe(true);
      expect(w.videoLink === null || /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(w.videoLink)).toBe(true);
      expect(w.imgPath).toMatch(/^\/media\/exercises\/[a-z0-9_]+\.svg$/);
      for (const p of w.bodyParts.filter((p: { primary: boolean }) => p.primary)) perPart.set(p.koreanName, (perPart.get(p.koreanName) ?? 0) + 1);
    }
    expect(perPart.size).toBe(10);
    for (const count of perPart.values()) expect(count).toBeGreaterThanOrEqual(8);
  });

  test('every exercise, body part and machine picture is served by our host as an image', async () => {
    const summaries = await allExercises();
    const parts = trpcData(await trpcQuery(t.app, 'catalogue.bodyParts'));
    const machines = trpcData(await trpcQuery(t.app, 'catalogue.machines', {}));
    const paths = [...summaries, ...parts, ...machines].map((x: { imgPath: string }) => x.imgPath);
    for (const path of paths) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body.startsWith('<svg')).toBe(true);
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/exercises/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/exercises/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  test('holds are counted in seconds (repUnit 초), cardio in minutes (분) in search and detail; everything else in 회', async () => {
    const all = await allExercises();
    const timed = all.filter((w) => w.repUnit === '초').map((w) => w.koreanName);
    expect(timed).toEqual(expect.arrayContaining(['플랭크', '사이드 플랭크']));
    // Stretches are held for time too (ADR 025); besides them, only a few holds.
    const stretches = [
      '햄스트링 스트레칭',
      '대퇴사두 스트레칭',
      '가슴 스트레칭',
      '고양이-소 자세',
      '비둘기 자세',
      '종아리 스트레칭',
      '광배근 스트레칭',
      '어깨 스트레칭',
    ];
    expect(timed).toEqual(expect.arrayContaining(stretches));
    expect(timed.filter((name) => !stretches.includes(name)).length).toBeLessThan(10);
    // Cardio (load model 'cardio', ADR 025) is counted in minutes: exactly the six machines' exercises.
    const cardio = all.filter((w) => w.repUnit === '분');
    expect(cardio.map((w) => w.koreanName).sort()).toEqual(['런닝머신', '로잉 머신', '리컴번트 자전거', '실내 자전거', '일립티컬', '천국의 계단'].sort());
    expect(cardio.every((w) => w.loadModel === 'cardio')).toBe(true);
    expect(all.filter((w) => w.repUnit !== '분').every((w) => (w.repUnit === '초' || w.repUnit === '회') && w.loadModel !== 'cardio')).toBe(true);
    const plank = all.find((w) => w.koreanName === '플랭크')!;
    expect(trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id: plank.id }))).toMatchObject({ repUnit: '초' });
    const crunch = all.find((w) => w.koreanName === '크런치')!;
    expect(trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id: crunch.id }))).toMatchObject({ repUnit: '회' });
  });

  test('an unknown exercise id is EXERCISE_NOT_FOUND', async () => {
    const res = await trpcQuery(t.app, 'catalogue.exercise', { id: 999999 });
    expect(res.status).toBe(404);
    expect(trpcError(res)).toMatchObject({ message: '존재하지 않는 운동입니다.', data: { appCode: 'EXERCISE_NOT_FOUND' } });
  });
});

describe('search matching (tRPC)', () => {
  test('spacing-insensitive: 벤치 프레스 = 벤치프레스', async () => {
    const spaced = await search({ keyword: '벤치 프레스' });
    const joined = await search({ keyword: '벤치프레스' });
    expect(names(spaced.items)).toEqual(names(joined.items));
    expect(names(spaced.items)).toContain('바벨 벤치 프레스');
  });

  test('English is case-insensitive', async () => {
    expect(names((await search({ keyword: 'LAT PULLDOWN' })).items)[0]).toBe('랫풀다운');
    expect(names((await search({ keyword: 'lat pulldown' })).items)[0]).toBe('랫풀다운');
  });

  test.each([
    ['사레레', '사이드 레터럴 레이즈'],
    ['랫풀', '랫풀다운'],
    ['레익', '레그 익스텐션'],
    ['데드', '컨벤셔널 데드리프트'],
    ['턱걸이', '풀업'],
  ])('alias %s finds %s', async (alias, expected) => {
    expect(names((await search({ keyword: alias })).items)).toContain(expected);
  });

  // Cardio and stretches (ADR 025): what members type for the gym's cardio zone finds the machine's exercise first.
  test.each([
    ['런닝머신', '런닝머신'],
    ['트레드밀', '런닝머신'],
    ['러닝머신', '런닝머신'],
    ['런닝', '런닝머신'],
    ['스텝밀', '천국의 계단'],
    ['천국의계단', '천국의 계단'],
    ['싸이클', '실내 자전거'],
    ['사이클', '실내 자전거'],
    ['로잉', '로잉 머신'],
    ['엘립티컬', '일립티컬'],
    ['treadmill', '런닝머신'],
    ['캣카우', '고양이-소 자세'],
    ['둔근 스트레칭', '비둘기 자세'],
    ['햄스트링 스트레칭', '햄스트링 스트레칭'],
  ])('cardio / stretch: %s finds %s first', async (typed, expected) => {
    expect(names((await search({ keyword: typed })).items)[0]).toBe(expected);
  });

  test('the cardio zone: its machines are listed, and each exercise names its machine', async () => {
    const machines = trpcData(await trpcQuery(t.app, 'catalogue.machines', { bodyPartIds: [] })).map((x: { koreanName: string }) => x.koreanName);
    expect(machines).toEqual(expect.arrayContaining(['런닝머신', '실내 자전거', '리컴번트 자전거', '로잉 머신', '천국의 계단', '일립티컬']));
    const treadmill = (await search({ keyword: '런닝머신' })).items[0]!;
    const detail = trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id: treadmill.id }));
    expect(detail).toMatchObject({ machineNames: ['런닝머신'], loadModel: 'cardio', pattern: 'cardio', ratios: null, videoLink: null });
    expect(treadmill.bodyweight).toBe(false);
  });

  test('초성 queries find the exercise', async () => {
    expect(names((await search({ keyword: 'ㅂㅊㅍㄹㅅ' })).items)).toContain('바벨 벤치 프레스');
    expect(names((await search({ keyword: 'ㄷㄷㄹㅍㅌ' })).items)).toContain('컨벤셔널 데드리프트');
    const pulldowns = names((await search({ keyword: 'ㄹㅍㄷㅇ' })).items);
    expect(pulldowns[0]).toBe('랫풀다운');
    expect(pulldowns.every((n) => n.includes('랫풀다운'))).toBe(true);
  });

  test('partial syllables while typing: 스쿼 and the half-typed 스쿠 find squats', async () => {
    expect(names((await search({ keyword: '스쿼' })).items)).toContain('바벨 백 스쿼트');
    expect(names((await search({ keyword: '스쿠' })).items)).toContain('바벨 백 스쿼트');
    expect(names((await search({ keyword: '랫푸' })).items)).toContain('랫풀다운');
  });

  test('Korean typed with the keyboard in English mode (영타)', async () => {
    expect(names((await search({ keyword: 'fotvnfekdns' })).items)).toContain('랫풀다운');
    expect(names((await search({ keyword: 'tmznjxm' })).items).some((n) => n.includes('스쿼트'))).toBe(true);
  });

  test('ranking: exact name first, then prefixes, then aliases, then contains', async () => {
    const squat = names((await search({ keyword: '풀업' })).items);
    expect(squat[0]).toBe('풀업');
    const deadlift = names((await search({ keyword: '데드리프트' })).items);
    // No exercise is named exactly 데드리프트: the alias holder outranks names that merely contain it.
    expect(deadlift[0]).toBe('컨벤셔널 데드리프트');
    expect(deadlift.length).toBeGreaterThan(4);
  });

  test('results are deterministic', async () => {
    const a = await search({ keyword: '덤벨' });
    const b = await search({ keyword: '덤벨' });
    expect(a).toEqual(b);
    expect(a.total).toBeGreaterThan(12);
    expect(a.items).toHaveLength(12);
  });

  test('a body part narrows the keyword (intersection)', async () => {
    const all = await search({ keyword: '덤벨' });
    const chest = await search({ keyword: '덤벨', bodyPartId: 1 });
    expect(chest.total).toBeLessThan(all.total);
    expect(chest.items.every((i) => i.bodyPartNames.includes('가슴'))).toBe(true);
  });

  test('no keyword lists by body part, 12 per page, with the total', async () => {
    const calves = await search({ bodyPartId: 10 });
    expect(calves.items.every((i) => i.bodyPartNames.includes('종아리'))).toBe(true);
    const page1 = await search({ page: 1 });
    expect(page1.pageSize).toBe(12);
    expect(page1.pageCount).toBe(Math.ceil(page1.total / 12));
    const past = await search({ page: page1.pageCount + 1 });
    expect(past.items).toEqual([]);
  });

  test('bad search input is a 400 with a Korean message', async () => {
    for (const input of [{ page: 0 }, { page: 'x' }, { keyword: 'a\u0000b' }, { keyword: 'x'.repeat(51) }, { bodyPartId: -1 }]) {
      const res = await trpcRawQuery(t.app, 'catalogue.search', input);
      expect(res.status).toBe(400);
      expect(trpcError(res).message).toMatch(/[가-힣]/);
    }
  });
});

describe('legacy catalogue shims', () => {
  const legacyKeys = [
    'atcetera',
    'bodyPartKoreanName',
    'caution',
    'createdAt',
    'description',
    'englishName',
    'id',
    'imgPath',
    'koreanName',
    'machineKoreanName',
    'machineName',
    'videoLink',
  ];

  test('GET /api/workouts/{id} answers the workout object; unknown → 403 WORKOUT_NOT_FOUND_EXCEPTION; bad id → 400', async () => {
    const res = await api(t.app, 'GET', '/workouts/1');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(legacyKeys);
    expect(res.json()).toMatchObject({ id: 1, atcetera: null });
    const missing = await api(t.app, 'GET', '/workouts/99999');
    expect(missing.status).toBe(403);
    expect(missing.json()).toEqual({ status: 'WORKOUT_NOT_FOUND_EXCEPTION', statusMessage: '존재하지 않는 운동입니다.' });
    expect((await api(t.app, 'GET', '/workouts/abc')).status).toBe(400);
  });

  test('POST /api/workouts/search/list/{page}: bare arrays of at most 12, page past the end [], page -1 all, bad page 400', async () => {
    const page1 = await api(t.app, 'POST', '/workouts/search/list/1', { body: { searchKeyword: '', bodyPartKoreanName: [] } });
    expect(page1.status).toBe(200);
    expect(page1.json()).toHaveLength(12);
    expect(Object.keys(page1.json()[0]).sort()).toEqual(legacyKeys);
    const all = (await api(t.app, 'POST', '/workouts/search/list/-1', { body: {} })).json();
    expect(all.length).toBeGreaterThanOrEqual(150);
    const last = Math.ceil(all.length / 12);
    expect((await api(t.app, 'POST', `/workouts/search/list/${last + 1}`, { body: {} })).json()).toEqual([]);
    for (const page of ['0', '-2', 'x', '1.5']) {
      const res = await api(t.app, 'POST', `/workouts/search/list/${page}`, { body: {} });
      expect(res.status).toBe(400);
      expect(res.json().status).toBe('BAD_REQUEST');
    }
  });

  test('the shim keeps the legacy union: keyword OR body part', async () => {
    const union = (await api(t.app, 'POST', '/workouts/search/list/-1', { body: { searchKeyword: '랫풀다운', bodyPartKoreanName: ['종아리'] } })).json();
    const namesOf: string[] = union.map((w: { koreanName: string }) => w.koreanName);
    const keywordHits = names((await search({ keyword: '랫풀다운' })).items);
    expect(namesOf.slice(0, keywordHits.length)).toEqual(keywordHits);
    const rest = union.slice(keywordHits.length);
    expect(rest.length).toBeGreaterThanOrEqual(8);
    expect(rest.every((w: { bodyPartKoreanName: string[] }) => w.bodyPartKoreanName.includes('종아리'))).toBe(true);
  });

  test('the shim uses the better matching too (초성, spacing), and unknown body parts match nothing', async () => {
    const chosung = (await api(t.app, 'POST', '/workouts/search/list/1', { body: { searchKeyword: 'ㄹㅍㄷㅇ', bodyPartKoreanName: null } })).json();
    expect(chosung[0].koreanName).toBe('랫풀다운');
    const unknown = await api(t.app, 'POST', '/workouts/search/list/1', { body: { searchKeyword: '', bodyPartKoreanName: ['꼬리'] } });
    expect([unknown.status, unknown.json()]).toEqual([200, []]);
    const wrongType = await api(t.app, 'POST', '/workouts/search/list/1', { body: { searchKeyword: 5 } });
    expect(wrongType.status).toBe(400);
  });

  test('GET /api/bodyParts/all is the bare array with 1-based positions and absolute picture URLs', async () => {
    const res = await api(t.app, 'GET', '/bodyParts/all');
    expect(res.json()[0]).toEqual({ bodyPartId: 1, englishName: 'chest', koreanName: '가슴', imgPath: 'http://localhost:80/media/body-parts/chest.svg' });
    expect(res.json().map((p: { bodyPartId: number }) => p.bodyPartId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('POST /api/machines/list needs a token, answers machines for any of the parts (id descending); unknown names → []', async () => {
    expect((await api(t.app, 'POST', '/machines/list', { body: { bodyPartKoreanName: ['가슴'] } })).status).toBe(401);
    const m = await signUpMember(t.app);
    const chest = (await api(t.app, 'POST', '/machines/list', { token: m.accessToken, body: { bodyPartKoreanName: ['가슴'] } })).json();
    expect(chest.map((x: { koreanName: string }) => x.koreanName)).toEqual(expect.arrayContaining(['바벨', '덤벨', '벤치']));
    expect(Object.keys(chest[0]).sort()).toEqual(['englishName', 'imgPath', 'koreanName']);
    // Legacy order is id descending: the reverse of the catalogue order tRPC answers.
    const catalogueOrder = trpcData(await trpcQuery(t.app, 'catalogue.machines', { bodyPartIds: [1] })).map((x: { koreanName: string }) => x.koreanName);
    expect(chest.map((x: { koreanName: string }) => x.koreanName)).toEqual([...catalogueOrder].reverse());
    const all = (await api(t.app, 'POST', '/machines/list', { token: m.accessToken, body: { bodyPartKoreanName: [] } })).json();
    expect(all.length).toBeGreaterThan(chest.length);
    const both = (await api(t.app, 'POST', '/machines/list', { token: m.accessToken, body: { bodyPartKoreanName: ['가슴', '종아리'] } })).json();
    expect(both.length).toBeGreaterThan(chest.length);
    expect((await api(t.app, 'POST', '/machines/list', { token: m.accessToken, body: { bodyPartKoreanName: ['꼬리'] } })).json()).toEqual([]);
    expect((await api(t.app, 'POST', '/machines/list', { token: m.accessToken, body: { bodyPartKoreanName: '가슴' } })).status).toBe(400);
  });
});
