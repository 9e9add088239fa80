// End to end: the recommender learns from what the member logged in gym mode and from one-tap feedback.
// A workout logged through the gym API moves the next recommendation's load by double progression, and the 'why'
// names the log; feedback tapped on a recommendation moves the next one by an implement step and says so.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../tests/helpers/app';
import { type InputArg, type Member, type MutationPath, signUpMember, type TrpcResult, trpcAs, trpcData } from '../../../tests/helpers/calls';
import { bodyPartIds, machineIds } from '../../../tests/helpers/catalogue-ids';
import { koreaMidnight } from '../../common/korea-time.shared';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let m: Member;
beforeEach(async () => {
  clock = fakeClock(koreaMidnight('2026-11-20') + 19 * 3600_000); // 19:00 in Korea
  t = await buildTestApp({ now: clock.now });
  m = await signUpMember(t.app, { sex: 0, height: 175, weight: 70, bodyFat: 11.5, muscleMass: 33, upDownBalance: 5 });
});
afterEach(async () => t.close());

const ok = async <T>(res: Promise<TrpcResult<T>>) => {
  const r = await res;
  expect(r.status, r.body).toBe(200);
  return trpcData(r);
};
const mutate = <P extends MutationPath>(path: P, ...input: InputArg<P>) => trpcAs(t.app, m).mutation(path, ...input);

type Item = { exerciseId: number; koreanName: string; weight: string; repeat: string; why: string; whyDetails: string[]; loadSource: string };
const CHEST = () => ({ bodyPartIds: bodyPartIds(t.catalogue, '가슴'), machineIds: machineIds(t.catalogue, '바벨', '벤치', '덤벨', '케이블 머신') });
const recommendChest = async (): Promise<Item[]> => (await ok(mutate('recommendation.create', CHEST()))).recommends;

/** Logs and finishes one workout of `exerciseId`: every set at `kg` × the given reps. */
async function logSession(exerciseId: number, kg: number, reps: number[]) {
  const sessionClientId = randomUUID();
  const exerciseClientId = randomUUID();
  const setClientIds = reps.map(() => randomUUID());
  await ok(mutate('training.session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
  await ok(mutate('training.session.addExercise', { sessionClientId, exerciseClientId, exerciseId, setClientIds }));
  for (const [i, r] of reps.entries())
    await ok(mutate('training.session.updateSet', { sessionClientId, exerciseClientId, setClientId: setClientIds[i]!, weight: kg, reps: r, done: true }));
  clock.advance(60_000); // short advances: the access token is short-lived
  await ok(mutate('training.session.finish', { sessionClientId }));
  clock.advance(60_000);
}

test('a logged workout at the top of the range moves the next load one step up, and the why says it came from the log', async () => {
  const first = await recommendChest();
  const bench = first.find((e) => e.koreanName === '바벨 벤치 프레스')!;
  expect([bench.weight, bench.repeat, bench.loadSource]).toEqual(['25', '10', 'model']);

  await logSession(bench.exerciseId, 25, [12, 12, 12]);
  const next = (await recommendChest()).find((e) => e.exerciseId === bench.exerciseId)!;
  expect([next.weight, next.repeat, next.loadSource]).toEqual(['27.5', '10', 'log']);
  expect(next.why).toContain('지난번(11월 20일) 25kg으로 모든 세트 12회를 채우셔서 한 단계 올린 봉 포함 27.5kg이에요.');
  expect(next.whyDetails[0]).toBe('지난 기록(11월 20일): 25kg × 12·12·12회.');
});

test('missed twice at one weight → about 10 % down; a miss once → the same weight', async () => {
  const bench = (await recommendChest()).find((e) => e.koreanName === '바벨 벤치 프레스')!;
  await logSession(bench.exerciseId, 40, [10, 8, 7]);
  const once = (await recommendChest()).find((e) => e.exerciseId === bench.exerciseId)!;
  expect([once.weight, once.loadSource]).toEqual(['40', 'log']);
  await logSession(bench.exerciseId, 40, [9, 8, 7]);
  const twice = (await recommendChest()).find((e) => e.exerciseId === bench.exerciseId)!;
  expect(twice.weight).toBe('35');
  expect(twice.why).toContain('두 번 연속 40kg에서 10회를 못 채우셔서 약 10% 낮춘');
});

test("feedback moves the next recommendation's load one implement step, and the why names the feedback", async () => {
  const rec = await ok(mutate('recommendation.create', CHEST()));
  const bench = (rec.recommends as Item[]).find((e) => e.koreanName === '바벨 벤치 프레스')!;
  await ok(mutate('recommendation.feedback', { recommendationId: rec.recommendationId, exerciseId: bench.exerciseId, feedback: 'heavy' }));
  clock.advance(60_000);
  const lighter = (await recommendChest()).find((e) => e.exerciseId === bench.exerciseId)!;
  expect([lighter.weight, lighter.loadSource]).toEqual(['22.5', 'feedback']);
  expect(lighter.why).toContain("지난 추천(11월 20일)의 25kg이 '무거웠어요'라고 하셔서 한 단계 낮췄어요.");

  const again = await ok(mutate('recommendation.create', CHEST()));
  const item = (again.recommends as Item[]).find((e) => e.exerciseId === bench.exerciseId)!;
  await ok(mutate('recommendation.feedback', { recommendationId: again.recommendationId, exerciseId: item.exerciseId, feedback: 'light' }));
  clock.advance(60_000);
  const heavier = (await recommendChest()).find((e) => e.exerciseId === bench.exerciseId)!;
  expect(heavier.weight).toBe('25'); // 22.5 felt light → one step up
});

test('a logged squat sets the leg press even when the request cannot use the squat rack (docs/training-science.md §6.16 rule 5)', async () => {
  const squat = t.catalogue.current.exercises.find((e) => e.key === 'back_squat')!;
  await logSession(squat.id, 140, [5, 5, 5]);
  const legs = { bodyPartIds: bodyPartIds(t.catalogue, '허벅지 앞'), machineIds: machineIds(t.catalogue, '레그 프레스') };
  const items: Item[] = (await ok(mutate('recommendation.create', legs))).recommends;
  const press = items.find((e) => e.koreanName === '레그 프레스')!;
  expect([press.weight, press.repeat, press.loadSource]).toEqual(['250', '10', 'log']);
  expect(press.why).toContain('바벨 백 스쿼트 기록(11월 20일, 140kg × 5회)에서 옮겨 왔어요.');
  expect(items.map((e) => e.koreanName)).not.toContain('바벨 백 스쿼트');
});
