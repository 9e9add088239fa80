// Recommendations through the real app: tRPC procedures and the legacy shims (docs/legacy-api.md §4.4, §4.6).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { recommendations } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import {
  api,
  type InputOf,
  type Member,
  signUpMember,
  snapshot,
  trpcData,
  trpcError,
  trpcMutation,
  trpcQuery,
  trpcRawMutation,
} from '../../../tests/helpers/calls';
import { bodyPartIds, machineIds, UNKNOWN_ID } from '../../../tests/helpers/catalogue-ids';
import { sqlRows } from '../../../tests/helpers/test-db';

let t: TestApp;
let a: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app, { sex: 0, height: 175, weight: 75, bodyFat: 15, muscleMass: 34, upDownBalance: 5 });
});
afterEach(async () => t.close());

const partIds = (...names: string[]) => bodyPartIds(t.catalogue, ...names);
const machineIdsOf = (...names: string[]) => machineIds(t.catalogue, ...names);
const create = (m: Member, input: InputOf<'recommendation.create'>) => trpcMutation(t.app, 'recommendation.create', input, m.accessToken);

describe('tRPC recommendation', () => {
  test('create answers the stored recommendation at once; get returns the same; list is newest first', async () => {
    const res = await create(a, { bodyPartIds: partIds('가슴', '등'), machineIds: machineIdsOf('바벨', '벤치', '덤벨', '랫풀다운 머신') });
    expect(res.status).toBe(200);
    const rec = trpcData(res);
    expect(rec).toMatchObject({ requestedBodyParts: ['가슴', '등'], date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(rec.recommends.length).toBeGreaterThanOrEqual(3);
    const usable = new Set(['바벨', '벤치', '덤벨', '랫풀다운 머신']);
    for (const r of rec.recommends) {
      expect(r.machineNames.every((m: string) => usable.has(m))).toBe(true);
      expect(r.explanation).toMatch(/[가-힣]/);
      if (r.weightUnit !== 'bodyweight') expect(Number(r.weight)).toBeGreaterThan(0);
    }
    const parts = rec.recommends.flatMap((r: { bodyPartNames: string[] }) => r.bodyPartNames);
    expect(parts).toContain('가슴');
    expect(parts).toContain('등');
    expect(trpcData(await trpcQuery(t.app, 'recommendation.get', { id: rec.recommendationId }, a.accessToken))).toEqual(rec);
    const second = trpcData(await create(a, { bodyPartIds: partIds('종아리') }));
    const list = trpcData(await trpcQuery(t.app, 'recommendation.list', { page: 1 }, a.accessToken));
    expect(list.map((r: { recommendationId: number }) => r.recommendationId)).toEqual([second.recommendationId, rec.recommendationId]);
  });

  test('the same inputs give byte-identical recommendations', async () => {
    const input = { bodyPartIds: partIds('허벅지 앞', '엉덩이'), machineIds: [] };
    const one = trpcData(await create(a, input));
    const two = trpcData(await create(a, input));
    expect(JSON.stringify(two.recommends)).toBe(JSON.stringify(one.recommends));
  });

  test('no machines chosen means every machine listed for those parts', async () => {
    const rec = trpcData(await create(a, { bodyPartIds: partIds('가슴') }));
    expect(rec.requestedMachines).toEqual(expect.arrayContaining(['바벨', '덤벨', '벤치']));
    expect(rec.recommends.length).toBeGreaterThan(0);
  });

  test('unknown parts or machines and empty parts are a 400 with a Korean message; nothing is stored', async () => {
    for (const input of [
      { bodyPartIds: [] },
      { bodyPartIds: [UNKNOWN_ID] },
      { bodyPartIds: partIds('가슴'), machineIds: [UNKNOWN_ID] },
      { bodyPartIds: partIds('가슴')[0] },
      {},
    ]) {
      const res = await trpcRawMutation(t.app, 'recommendation.create', input, a.accessToken);
      expect(res.status).toBe(400);
      expect(trpcError(res).message).toMatch(/[가-힣]/);
    }
    expect(await snapshot(t.db, 'recommendations')).toBe('[]');
  });

  test("another member's recommendation is not found and cannot be deleted", async () => {
    const b = await signUpMember(t.app);
    const rec = trpcData(await create(a, { bodyPartIds: partIds('어깨') }));
    const read = await trpcQuery(t.app, 'recommendation.get', { id: rec.recommendationId }, b.accessToken);
    expect(trpcError(read).data.appCode).toBe('RECOMMEND_NOT_FOUND');
    expect(trpcData(await trpcQuery(t.app, 'recommendation.list', { page: 1 }, b.accessToken))).toEqual([]);
    const before = await snapshot(t.db, 'recommendations');
    expect((await trpcMutation(t.app, 'recommendation.delete', { id: rec.recommendationId }, b.accessToken)).status).toBe(404);
    expect(await snapshot(t.db, 'recommendations')).toBe(before);
  });
});

describe('legacy recommendation shims', () => {
  test('POST answers the bare id only after the results exist; history has the legacy shape plus videoLink and caution', async () => {
    const res = await api(t.app, 'POST', '/recommendation/workout', {
      token: a.accessToken,
      body: { bodyPartKoreanName: ['가슴'], machineKoreanName: ['바벨', '덤벨', '벤치'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/^\d+$/);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const history = await api(t.app, 'GET', `/recommendation/workout/history/${res.body}`, { token: a.accessToken });
    expect(history.status).toBe(200);
    const body = history.json();
    expect(Object.keys(body).sort()).toEqual(['date', 'recommends', 'requestedBodyParts']);
    expect(body.requestedBodyParts).toEqual(['가슴']);
    for (const r of body.recommends) {
      expect(Object.keys(r).sort()).toEqual(
        [
          'bodyPartKoreanName',
          'caution',
          'description',
          'englishName',
          'imgPath',
          'koreanName',
          'machineKoreanName',
          'repeat',
          'set',
          'videoLink',
          'weight',
          'workoutId',
        ].sort(),
      );
      expect([typeof r.weight, typeof r.repeat, typeof r.set]).toEqual(['string', 'string', 'string']);
    }
    expect(new Set(body.recommends.map((r: { workoutId: number }) => r.workoutId)).size).toBe(body.recommends.length);
  });

  test('unknown or foreign ids are 404 RECOMMEND_NOT_FOUND_EXCEPTION; bad input is a 4xx envelope', async () => {
    const b = await signUpMember(t.app);
    const id = (await api(t.app, 'POST', '/recommendation/workout', { token: a.accessToken, body: { bodyPartKoreanName: ['등'], machineKoreanName: null } }))
      .body;
    for (const [token, path] of [
      [b.accessToken, id],
      [a.accessToken, '999999'],
    ] as const) {
      const res = await api(t.app, 'GET', `/recommendation/workout/history/${path}`, { token });
      expect([res.status, res.json()]).toEqual([404, { status: 'RECOMMEND_NOT_FOUND_EXCEPTION', statusMessage: '존재하지 않는 추천기록입니다.' }]);
    }
    for (const body of [
      { bodyPartKoreanName: ['꼬리'], machineKoreanName: ['바벨'] },
      { bodyPartKoreanName: [], machineKoreanName: [] },
      { bodyPartKoreanName: ['가슴'], machineKoreanName: ['우주선'] },
      { bodyPartKoreanName: null },
      {},
    ]) {
      const res = await api(t.app, 'POST', '/recommendation/workout', { token: a.accessToken, body });
      expect(res.status).toBe(400);
      expect(res.json().status).toBe('BAD_REQUEST');
    }
    expect((await api(t.app, 'GET', '/recommendation/workout/history/abc', { token: a.accessToken })).status).toBe(400);
  });

  test('the history list pages the caller’s own records newest first; delete removes only the caller’s', async () => {
    const b = await signUpMember(t.app);
    const first = (await api(t.app, 'POST', '/recommendation/workout', { token: a.accessToken, body: { bodyPartKoreanName: ['이두'] } })).body;
    const second = (await api(t.app, 'POST', '/recommendation/workout', { token: a.accessToken, body: { bodyPartKoreanName: ['삼두'] } })).body;
    const list = (await api(t.app, 'GET', '/recommendation/workout/history/list/1', { token: a.accessToken })).json();
    expect(list.map((r: { recommendId: number }) => r.recommendId)).toEqual([Number(second), Number(first)]);
    expect(Object.keys(list[0]).sort()).toEqual(['date', 'recommendId', 'requestedBodyParts', 'workouts']);
    expect((await api(t.app, 'GET', '/recommendation/workout/history/list/1', { token: b.accessToken })).json()).toEqual([]);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/recommendation/workout/history/${first}`,
      headers: { authorization: `Bearer ${b.accessToken}` },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/recommendation/workout/history/${first}`,
      headers: { authorization: `Bearer ${a.accessToken}` },
    });
    expect([own.statusCode, own.body]).toEqual([200, '']);
    expect((await api(t.app, 'GET', `/recommendation/workout/history/${first}`, { token: a.accessToken })).status).toBe(404);
  });

  test('POST /api/machines/list and the recommendation need a token', async () => {
    expect((await api(t.app, 'POST', '/recommendation/workout', { body: { bodyPartKoreanName: ['가슴'] } })).status).toBe(401);
  });
});

test('a result stored before goals and experience reads as it was: its text as the why, no details, no body-figure label (its class was the engine’s own)', async () => {
  const userId = (await sqlRows<{ id: number }>(t.db, 'select id from users'))[0]!.id;
  const stored = await trpcData(await trpcMutation(t.app, 'recommendation.create', { bodyPartIds: partIds('가슴') }, a.accessToken));
  const old = {
    configVersion: '2026-11-1',
    figure: 'fat',
    metrics: {},
    // Items stored back then named the exercise `workoutId`.
    exercises: stored.recommends.map(({ exerciseId, koreanName, weight, repeat, set }: Record<string, unknown>) => ({
      workoutId: exerciseId,
      koreanName,
      weight,
      repeat,
      set,
      explanation: '체지방률 25.0%의 비만 체형이고 가슴을 고르셔서 골랐어요.',
    })),
  };
  const [row] = await t.db.transaction((tx) =>
    tx
      .insert(recommendations)
      .values({ userId, date: '2026-11-01', requestedBodyParts: ['가슴'], requestedMachines: [], configVersion: '2026-11-1', result: old, createdAt: 1 })
      .returning(),
  );
  const got = await trpcData(await trpcQuery(t.app, 'recommendation.get', { id: row!.id }, a.accessToken));
  expect(got).toMatchObject({ bodyFigure: null, bodyFigureLabel: null, goal: null, experience: null });
  for (const item of got.recommends) {
    expect(item).toMatchObject({ why: old.exercises[0]!.explanation, whyDetails: [], loadSource: 'model', feedback: null, retired: false });
  }
});
