// ADR 030 through the real app (SQLite and PostgreSQL): the parts come back in the order chosen (tRPC and the
// legacy shim), each part is led by a move fit to lead it, a member with no experience set gets no unassisted
// chin-up when the machines offer an easier pull, and the swap list explains each offer for the replaced part,
// never twice the same.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { api, type InputOf, type Member, signUpMember, trpcData, trpcMutation, trpcQuery } from '../../../tests/helpers/calls';
import { bodyPartIds, machineIds } from '../../../tests/helpers/catalogue-ids';

let t: TestApp;
let a: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app, { sex: 0, height: 175, weight: 75, bodyFat: 15, muscleMass: 34, upDownBalance: 5 });
});
afterEach(async () => t.close());

type Item = { exerciseId: number; koreanName: string; why: string; basis: { role: 'main' | 'accessory' } };
const partIds = (...names: string[]) => bodyPartIds(t.catalogue, ...names);
const machineIdsOf = (...names: string[]) => machineIds(t.catalogue, ...names);
const create = async (m: Member, input: InputOf<'recommendation.create'>) => trpcData(await trpcMutation(t.app, 'recommendation.create', input, m.accessToken));
const exercise = (id: number) => t.catalogue.current.byId.get(id)!;
const mainMover = (id: number) => exercise(id).bodyParts.find((p) => p.primary)!.key;
const GYM = ['바벨', '벤치', '덤벨', '랫풀다운 머신', '케이블 머신'];

describe('the order of choice', () => {
  test('가슴 then 등 lists the chest first, 등 then 가슴 the back first; the stored parts keep the order', async () => {
    const chestFirst = await create(a, { bodyPartIds: partIds('가슴', '등'), machineIds: machineIdsOf(...GYM) });
    expect(chestFirst.requestedBodyParts).toEqual(['가슴', '등']);
    const movers = chestFirst.recommends.map((r: Item) => mainMover(r.exerciseId));
    expect(movers[0]).toBe('chest');
    // After the main lifts (docs/training-science.md §6.16 rule 3), the chest's exercises before the back's.
    const rest = movers.slice(chestFirst.recommends.filter((r: Item) => r.basis.role === 'main').length);
    expect(rest.lastIndexOf('chest')).toBeLessThan(rest.indexOf('back'));

    const backFirst = await create(a, { bodyPartIds: partIds('등', '가슴'), machineIds: machineIdsOf(...GYM) });
    expect(backFirst.requestedBodyParts).toEqual(['등', '가슴']);
    expect(mainMover(backFirst.recommends[0]!.exerciseId)).toBe('back');
    // The same answer read back.
    expect(trpcData(await trpcQuery(t.app, 'recommendation.get', { id: chestFirst.recommendationId }, a.accessToken))).toEqual(chestFirst);
  });

  test('a chosen part nothing can train with the chosen machines is named, with why (docs/training-science.md §6.16 rule 8)', async () => {
    const bare = await create(a, { bodyPartIds: partIds('이두', '등', '가슴'), machineIds: machineIdsOf('벤치') });
    expect(bare.missingParts).toEqual([{ name: '이두', reason: 'equipment' }]);
    // 등 with no machine for it gets the prone cobra.
    expect(bare.recommends.map((r) => exercise(r.exerciseId).key)).toContain('prone_cobra');
    expect((await create(a, { bodyPartIds: partIds('가슴'), machineIds: machineIdsOf(...GYM) })).missingParts).toEqual([]);
  });

  test('the legacy shim keeps the order of its name list too', async () => {
    const res = await api(t.app, 'POST', '/recommendation/workout', {
      token: a.accessToken,
      body: { bodyPartKoreanName: ['가슴', '등'], machineKoreanName: GYM },
    });
    expect(res.status).toBe(200);
    const history = (await api(t.app, 'GET', `/recommendation/workout/history/${res.body}`, { token: a.accessToken })).json();
    expect(history.requestedBodyParts).toEqual(['가슴', '등']);
    expect(history.recommends[0].bodyPartKoreanName[0]).toBe('가슴');
  });
});

describe('each part’s lead', () => {
  test('엉덩이 and 허벅지 뒤 on machines only start with a hip hinge, not the leg press', async () => {
    const rec = await create(a, {
      bodyPartIds: partIds('엉덩이', '허벅지 뒤'),
      machineIds: machineIdsOf('레그 프레스', '핵 스쿼트 머신', '레그 컬', '힙 어브덕션 머신', '케이블 머신', '스미스 머신', '벤치'),
    });
    const lead = exercise(rec.recommends[0]!.exerciseId);
    expect(lead.key).not.toBe('leg_press');
    expect(lead.compound).toBe(true);
    expect(['hinge', 'hip_ext']).toContain(lead.pattern);
  });

  test('with experience unknown, a lean member gets the lat pulldown or the assisted machine, not an unassisted chin-up', async () => {
    const lean = await signUpMember(t.app, { sex: 0, height: 178, weight: 58, bodyFat: 7, muscleMass: 27, upDownBalance: 5 });
    const keys = async (experience: InputOf<'recommendation.create'>['experience']) =>
      (
        await create(lean, { bodyPartIds: partIds('등', '이두'), machineIds: machineIdsOf('풀업 바', '랫풀다운 머신', '어시스티드 풀업 머신'), experience })
      ).recommends.map((r: Item) => exercise(r.exerciseId).key);
    for (const experience of [null, 'none'] as const) {
      const got = await keys(experience);
      expect(got, String(experience)).not.toContain('chin_up');
      expect(got, String(experience)).not.toContain('pull_up');
      expect(got).toContain('lat_pulldown');
    }
  });
});

describe('swap explanations', () => {
  test('덤벨 풀오버 for 랫풀다운 is explained as a back move; no two offers share an explanation', async () => {
    const rec = await create(a, { bodyPartIds: partIds('가슴', '등'), machineIds: machineIdsOf(...GYM) });
    const pulldown = rec.recommends.find((r: Item) => r.koreanName === '랫풀다운');
    expect(pulldown).toBeDefined();
    const offered: Item[] = trpcData(
      await trpcQuery(t.app, 'recommendation.alternatives', { recommendationId: rec.recommendationId, exerciseId: pulldown!.exerciseId }, a.accessToken),
    );
    expect(offered.length).toBeGreaterThanOrEqual(2);
    expect(new Set(offered.map((o) => o.why)).size).toBe(offered.length);
    for (const o of offered) expect(o.why.startsWith('등을 '), `${o.koreanName}: ${o.why}`).toBe(true);
    const pullover = offered.find((o) => o.koreanName === '덤벨 풀오버');
    if (pullover) expect(pullover.why).not.toContain('가슴만');
  });
});
