// Through the real app: '다른 운동으로 바꾸기' in a recommendation (recommendation.alternatives, swap) and in a
// routine (routines.itemAlternatives, routines.swapItem), each refused for another member's rows or a
// replacement not offered, with the store unchanged.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../tests/helpers/app';
import {
  type InputArg,
  type Member,
  type MutationPath,
  type QueryPath,
  signUpMember,
  snapshot,
  type TrpcResult,
  trpcAs,
  trpcData,
  trpcError,
} from '../../../tests/helpers/calls';
import { machineIds } from '../../../tests/helpers/catalogue-ids';
import {
  BENCH,
  chestGym,
  HANGUL,
  type Item,
  LOAD_SOURCES,
  type Offered,
  PLANK,
  PUSH_UP,
  type Rec,
  SQUAT,
} from '../../../tests/helpers/recommendation-learning';
import { koreaMidnight } from '../../common/korea-time.shared';

const MAX = 4;

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let a: Member;
let b: Member;
beforeEach(async () => {
  // 2026-11-20 20:00 in Korea.
  clock = fakeClock(koreaMidnight('2026-11-20') + 20 * 3600_000);
  t = await buildTestApp({ now: clock.now });
  a = await signUpMember(t.app, { sex: 0, height: 175, weight: 75, bodyFat: 15, muscleMass: 34, upDownBalance: 5 });
  b = await signUpMember(t.app);
});
afterEach(async () => t.close());

const ok = async <T>(res: Promise<TrpcResult<T>>) => {
  const r = await res;
  expect(r.status, r.body).toBe(200);
  return trpcData(r);
};
const mutate = <P extends MutationPath>(m: Member, path: P, ...input: InputArg<P>) => trpcAs(t.app, m).mutation(path, ...input);
const query = <P extends QueryPath>(m: Member, path: P, ...input: InputArg<P>) => trpcAs(t.app, m).query(path, ...input);
const tables = async (...names: string[]) => JSON.stringify(await Promise.all(names.map((n) => snapshot(t.db, n))));
const CHEST_GYM = () => chestGym(t.catalogue);

/** An item of `rec` with at least one alternative, and its alternatives. */
async function swappable(m: Member, rec: Rec): Promise<{ item: Item; index: number; offered: Offered[] }> {
  for (const [index, item] of rec.recommends.entries()) {
    const offered = await ok(query(m, 'recommendation.alternatives', { recommendationId: rec.recommendationId, exerciseId: item.exerciseId }));
    if (offered.length > 0) return { item, index, offered };
  }
  throw new Error('no item of the recommendation has an alternative');
}

describe('recommendation.alternatives and recommendation.swap', () => {
  test('alternatives: at most four, same movement pattern and primary part, only the requested machines, none already in the recommendation', async () => {
    const rec: Rec = await ok(mutate(a, 'recommendation.create', CHEST_GYM()));
    const catalogue = t.catalogue.current;
    const inRec = new Set(rec.recommends.map((r) => r.exerciseId));
    const machines = new Set(rec.requestedMachines);
    let offeredAny = false;
    for (const item of rec.recommends) {
      const offered: Offered[] = await ok(query(a, 'recommendation.alternatives', { recommendationId: rec.recommendationId, exerciseId: item.exerciseId }));
      expect(offered.length).toBeLessThanOrEqual(MAX);
      const original = catalogue.byId.get(item.exerciseId)!;
      const primary = (id: number) =>
        catalogue.byId
          .get(id)!
          .bodyParts.filter((p) => p.primary)
          .map((p) => p.key);
      for (const alt of offered) {
        offeredAny = true;
        const w = catalogue.byId.get(alt.exerciseId)!;
        expect(w.pattern, w.koreanName).toBe(original.pattern);
        expect(primary(alt.exerciseId).filter((k) => primary(item.exerciseId).includes(k)).length, w.koreanName).toBeGreaterThan(0);
        expect(
          alt.machineNames.every((m) => machines.has(m)),
          w.koreanName,
        ).toBe(true);
        expect(inRec.has(alt.exerciseId), w.koreanName).toBe(false);
        expect(Number(alt.set)).toBeGreaterThan(0);
        // Prescribed for this member like any recommended exercise: a plain Korean why and where the load came from.
        expect(alt.why).toMatch(HANGUL);
        expect(LOAD_SOURCES).toContain(alt.loadSource);
      }
      expect(new Set(offered.map((o) => o.exerciseId)).size).toBe(offered.length);
    }
    expect(offeredAny).toBe(true);
  });

  test('swap replaces the item in its place; the next get shows it; a replacement not offered is refused with nothing changed', async () => {
    const rec: Rec = await ok(mutate(a, 'recommendation.create', CHEST_GYM()));
    const { item, index, offered } = await swappable(a, rec);
    const before = await tables('recommendations');
    const other = rec.recommends.find((r) => r.exerciseId !== item.exerciseId)!.exerciseId;
    for (const replacementId of [other, item.exerciseId, SQUAT, 999_999]) {
      const res = await mutate(a, 'recommendation.swap', { recommendationId: rec.recommendationId, exerciseId: item.exerciseId, replacementId });
      expect([res.status, trpcError(res).message], String(replacementId)).toEqual([400, '바꿀 수 없는 운동이에요']);
    }
    const notIn = await mutate(a, 'recommendation.swap', { recommendationId: rec.recommendationId, exerciseId: SQUAT, replacementId: offered[0]!.exerciseId });
    expect([notIn.status, trpcError(notIn).message]).toEqual([400, '추천에 없는 운동이에요']);
    expect(await tables('recommendations')).toBe(before);

    const chosen = offered[offered.length - 1]!;
    const swapped: Rec = await ok(
      mutate(a, 'recommendation.swap', { recommendationId: rec.recommendationId, exerciseId: item.exerciseId, replacementId: chosen.exerciseId }),
    );
    expect(swapped.recommends.map((r) => r.exerciseId)).toEqual(rec.recommends.map((r, i) => (i === index ? chosen.exerciseId : r.exerciseId)));
    expect(swapped.recommends[index]).toEqual({ ...chosen, retired: false, feedback: null });
    expect(await ok(query(a, 'recommendation.get', { id: rec.recommendationId }))).toEqual(swapped);
    // The swapped-out exercise is gone: it can be neither swapped again nor given feedback.
    const again = await mutate(a, 'recommendation.swap', {
      recommendationId: rec.recommendationId,
      exerciseId: item.exerciseId,
      replacementId: chosen.exerciseId,
    });
    expect(trpcError(again).message).toBe('추천에 없는 운동이에요');
  });

  test('another member’s recommendation: alternatives and swap are not found, nothing changes; no body data: BODY_DATA_NOT_FOUND', async () => {
    const rec: Rec = await ok(mutate(a, 'recommendation.create', CHEST_GYM()));
    const { item, offered } = await swappable(a, rec);
    const before = await tables('recommendations');
    const ref = { recommendationId: rec.recommendationId, exerciseId: item.exerciseId };
    expect(trpcError(await query(b, 'recommendation.alternatives', ref)).data.appCode).toBe('RECOMMEND_NOT_FOUND');
    expect(trpcError(await mutate(b, 'recommendation.swap', { ...ref, replacementId: offered[0]!.exerciseId })).data.appCode).toBe('RECOMMEND_NOT_FOUND');
    expect(await tables('recommendations')).toBe(before);
    // The member deletes every measurement: nothing to prescribe from.
    for (const r of await ok(query(a, 'user.bodyData.list', { page: 1 }))) await ok(mutate(a, 'user.bodyData.delete', { id: r.bodyDataId }));
    expect(trpcError(await query(a, 'recommendation.alternatives', ref)).data.appCode).toBe('BODY_DATA_NOT_FOUND');
  });
});

describe('routines.itemAlternatives and routines.swapItem', () => {
  async function routineWith(m: Member, exerciseIds: number[]) {
    const routineId = (await ok(mutate(m, 'routines.create', { name: '가슴' }))).routineId;
    for (const exerciseId of exerciseIds) await ok(mutate(m, 'routines.addItem', { routineIds: [routineId], exerciseId, weight: 40, rep: 10, setCount: 3 }));
    return { routineId, list: await ok(query(m, 'routines.items', { routineId })) };
  }

  test('the exercise’s primary part and pattern, the saved gym (every machine when none is saved), none already in the routine', async () => {
    const catalogue = t.catalogue.current;
    const { list } = await routineWith(a, [BENCH, PUSH_UP]);
    const bench = list[0]!;
    const all: Offered[] = await ok(query(a, 'routines.itemAlternatives', { routineItemId: bench.routineItemId }));
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(MAX);
    const original = catalogue.byId.get(BENCH)!;
    const primary = original.bodyParts.filter((p) => p.primary).map((p) => p.key);
    for (const alt of all) {
      const w = catalogue.byId.get(alt.exerciseId)!;
      expect(w.pattern).toBe(original.pattern);
      expect(
        w.bodyParts.some((p) => p.primary && primary.includes(p.key)),
        w.koreanName,
      ).toBe(true);
      expect([BENCH, PUSH_UP]).not.toContain(alt.exerciseId);
    }
    await ok(mutate(a, 'user.updatePreferences', { gymMachineIds: machineIds(t.catalogue, '덤벨', '벤치') }));
    const gym: Offered[] = await ok(query(a, 'routines.itemAlternatives', { routineItemId: bench.routineItemId }));
    expect(gym.length).toBeGreaterThan(0);
    for (const alt of gym)
      expect(
        alt.machineNames.every((m) => m === '덤벨' || m === '벤치'),
        alt.exerciseId.toString(),
      ).toBe(true);
  });

  test('swap puts the alternative in the same place with its prescription; not offered or another member’s: refused, nothing changes', async () => {
    const { routineId, list } = await routineWith(a, [PUSH_UP, BENCH, SQUAT]);
    const bench = list[1]!;
    const offered: Offered[] = await ok(query(a, 'routines.itemAlternatives', { routineItemId: bench.routineItemId }));
    const before = await tables('routines', 'routine_items');
    for (const replacementId of [PUSH_UP, SQUAT, BENCH, PLANK, 999_999]) {
      const res = await mutate(a, 'routines.swapItem', { routineItemId: bench.routineItemId, replacementId });
      expect([res.status, trpcError(res).message], String(replacementId)).toEqual([400, '바꿀 수 없는 운동이에요']);
    }
    const foreign = await mutate(b, 'routines.swapItem', { routineItemId: bench.routineItemId, replacementId: offered[0]!.exerciseId });
    expect(trpcError(foreign).data.appCode).toBe('ROUTINE_ITEM_NOT_FOUND');
    expect(trpcError(await query(b, 'routines.itemAlternatives', { routineItemId: bench.routineItemId })).data.appCode).toBe('ROUTINE_ITEM_NOT_FOUND');
    expect(await tables('routines', 'routine_items')).toBe(before);

    const chosen = offered[0]!;
    expect(await ok(mutate(a, 'routines.swapItem', { routineItemId: bench.routineItemId, replacementId: chosen.exerciseId }))).toEqual({ ok: true });
    const after = await ok(query(a, 'routines.items', { routineId }));
    expect(after.map((w: { exerciseId: number }) => w.exerciseId)).toEqual([PUSH_UP, chosen.exerciseId, SQUAT]);
    expect(after[1]).toMatchObject({
      routineItemId: bench.routineItemId,
      position: 2,
      weight: Number(chosen.weight),
      rep: Number(chosen.repeat),
      setCount: Number(chosen.set),
      caution: chosen.caution,
    });
    expect(after[0]).toEqual(list[0]);
    expect(after[2]).toEqual(list[2]);
  });
});
