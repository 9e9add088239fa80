// '루틴으로 저장' through the real app (SQLite and PostgreSQL): a recommended session becomes a routine with each
// exercise's amounts in one write; the limits, another member's ids and a replayed write change nothing else.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { type InputOf, type Member, signUpMember, snapshot, trpcData, trpcError, trpcMutation, trpcQuery } from '../../../tests/helpers/calls';
import { bodyPartIds, machineIds } from '../../../tests/helpers/catalogue-ids';

let t: TestApp;
let a: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
});
afterEach(async () => t.close());

const recommend = async (m: Member) =>
  trpcData(
    await trpcMutation(
      t.app,
      'recommendation.create',
      { bodyPartIds: bodyPartIds(t.catalogue, '가슴', '삼두'), machineIds: machineIds(t.catalogue, '바벨', '벤치', '덤벨', '케이블 머신') },
      m.accessToken,
    ),
  );
const save = (m: Member, input: InputOf<'routines.saveRecommendation'>) => trpcMutation(t.app, 'routines.saveRecommendation', input, m.accessToken);
const routinesOf = async (m: Member) => trpcData(await trpcQuery(t.app, 'routines.list', undefined, m.accessToken));
const itemsOf = async (m: Member, routineId: number) => trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, m.accessToken));
const stored = async () => `${await snapshot(t.db, 'routines')}${await snapshot(t.db, 'routine_items')}`;

describe('routines.saveRecommendation', () => {
  test('the whole session, in order, each exercise at its recommended weight, reps and sets', async () => {
    const rec = await recommend(a);
    const routine = trpcData(await save(a, { recommendationId: rec.recommendationId, name: '가슴·삼두' }));
    expect(routine).toMatchObject({ routineName: '가슴·삼두', routineIndex: 1, itemCount: rec.recommends.length });
    const items = await itemsOf(a, routine.routineId);
    expect(items.map((i) => [i.exerciseId, i.weight, i.rep, i.setCount])).toEqual(
      rec.recommends.map((e) => [e.exerciseId, Number(e.weight), Number(e.repeat), Number(e.set)]),
    );
  });

  test('chosen exercises only, in the order given', async () => {
    const rec = await recommend(a);
    const [first, second] = rec.recommends.map((e) => e.exerciseId);
    const routine = trpcData(await save(a, { recommendationId: rec.recommendationId, name: '둘만', exerciseIds: [second!, first!] }));
    expect((await itemsOf(a, routine.routineId)).map((i) => i.exerciseId)).toEqual([second, first]);
  });

  test('with five routines it is refused in Korean; naming one to replace saves in its place, all in one write', async () => {
    const rec = await recommend(a);
    for (const name of ['월', '화', '수', '목', '금']) expect((await trpcMutation(t.app, 'routines.create', { name }, a.accessToken)).status).toBe(200);
    const before = await stored();
    const refused = await save(a, { recommendationId: rec.recommendationId, name: '추천' });
    expect(trpcError(refused)).toMatchObject({ message: '루틴은 5개까지만 만들 수 있어요', data: { appCode: 'ROUTINE_LIMIT' } });
    expect(await stored()).toBe(before);
    const wednesday = (await routinesOf(a)).find((r) => r.routineName === '수')!;
    trpcData(await save(a, { recommendationId: rec.recommendationId, name: '추천', replaceRoutineId: wednesday.routineId }));
    expect((await routinesOf(a)).map((r) => [r.routineName, r.routineIndex])).toEqual([
      ['월', 1],
      ['화', 2],
      ['목', 3],
      ['금', 4],
      ['추천', 5],
    ]);
  });

  test("another member's recommendation or routine is unknown, and nothing changes", async () => {
    const b = await signUpMember(t.app);
    const mine = await recommend(a);
    const theirs = await recommend(b);
    const theirRoutine = trpcData(await trpcMutation(t.app, 'routines.create', { name: '남의 것' }, b.accessToken));
    const before = await stored();
    expect(trpcError(await save(a, { recommendationId: theirs.recommendationId, name: '훔치기' })).data.appCode).toBe('RECOMMEND_NOT_FOUND');
    const replace = await save(a, { recommendationId: mine.recommendationId, name: '바꾸기', replaceRoutineId: theirRoutine.routineId });
    expect(trpcError(replace).data.appCode).toBe('ROUTINE_NOT_FOUND');
    expect(trpcError(await save(a, { recommendationId: mine.recommendationId, name: '없는 운동', exerciseIds: [999_999] })).data.appCode).toBe(
      'EXERCISE_NOT_FOUND',
    );
    expect(await stored()).toBe(before);
  });

  test('a name with no visible character or longer than 7 is refused; a replayed write saves once', async () => {
    const rec = await recommend(a);
    const before = await stored();
    for (const name of ['\u200b', '\u3164\u3164', '여덟글자루틴이름'])
      expect((await save(a, { recommendationId: rec.recommendationId, name })).status).toBe(400);
    expect(await stored()).toBe(before);
    const input = { recommendationId: rec.recommendationId, name: '한 번', clientMutationId: randomUUID() };
    const first = trpcData(await save(a, input));
    expect(trpcData(await save(a, input))).toEqual(first);
    expect(await routinesOf(a)).toHaveLength(1);
  });
});
