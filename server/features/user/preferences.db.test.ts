// Saved preferences through the real app (tRPC user.preferences / user.updatePreferences): 목표,
// 경험 and the machines of the member's gym; only the fields sent change, null clears, an unknown machine is
// refused naming it with nothing saved, and each member sees only their own. Recommendations use the saved
// goal and experience unless the request names them. Account deletion removes their rows.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
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
import { sqlRow, sqlRows } from '../../../tests/helpers/test-db';

let t: TestApp;
let a: Member;
let b: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
  b = await signUpMember(t.app);
});
afterEach(async () => t.close());

/** Machine ids of the named machines. */
const machines = (...names: string[]) => machineIds(t.catalogue, ...names);
const NONE = { goal: null, experience: null, gymMachineIds: null };
const chest = () => bodyPartIds(t.catalogue, '가슴');
const read = async (m: Member) => trpcData(await trpcQuery(t.app, 'user.preferences', undefined, m.accessToken));
const update = (m: Member, input: InputOf<'user.updatePreferences'>) => trpcMutation(t.app, 'user.updatePreferences', input, m.accessToken);
/** An update with input that is not the procedure's (a wrong type on purpose). */
const updateRaw = (m: Member, input: unknown) => trpcRawMutation(t.app, 'user.updatePreferences', input, m.accessToken);
const userIdOf = async (m: Member) => trpcData(await trpcQuery(t.app, 'user.me', undefined, m.accessToken)).userId;

/** The stored result of a recommendation, as the database holds it. */
async function storedResult(id: number): Promise<{ goal: string | null; experience: string | null }> {
  const row = await sqlRow<{ result: unknown }>(t.db, 'SELECT result FROM recommendations WHERE id = ?', [id]);
  return typeof row!.result === 'string' ? JSON.parse(row!.result) : (row!.result as { goal: string | null; experience: string | null });
}

describe('user.preferences / user.updatePreferences', () => {
  test('a member who never saved reads all null; each save changes only the fields sent; null clears one', async () => {
    expect(await read(a)).toEqual(NONE);
    expect(trpcData(await update(a, { goal: 'strength' }))).toEqual({ ...NONE, goal: 'strength' });
    expect(trpcData(await update(a, { experience: '1_3y', gymMachineIds: machines('덤벨', '벤치', '덤벨') }))).toEqual({
      goal: 'strength',
      experience: '1_3y',
      gymMachineIds: machines('덤벨', '벤치'),
    });
    // [] is a gym without machines (body weight only), not "not saved".
    expect(trpcData(await update(a, { gymMachineIds: [] }))).toEqual({ goal: 'strength', experience: '1_3y', gymMachineIds: [] });
    expect(trpcData(await update(a, { goal: null, gymMachineIds: null }))).toEqual({ goal: null, experience: '1_3y', gymMachineIds: null });
    expect(trpcData(await update(a, {}))).toEqual({ goal: null, experience: '1_3y', gymMachineIds: null });
    expect(await read(a)).toEqual({ goal: null, experience: '1_3y', gymMachineIds: null });
    expect(await sqlRows(t.db, 'SELECT count(*) AS n FROM member_preferences')).toEqual([{ n: 1 }]);
  });

  test('an unknown machine, goal or experience is a 400 with a Korean message and nothing is saved', async () => {
    await update(a, { goal: 'health', gymMachineIds: machines('바벨') });
    const before = await snapshot(t.db, 'member_preferences');
    const unknown = await update(a, { goal: 'strength', gymMachineIds: [...machines('덤벨'), UNKNOWN_ID] });
    expect(unknown.status).toBe(400);
    expect(trpcError(unknown).message).toBe(`알 수 없는 기구예요: ${UNKNOWN_ID}번`);
    for (const input of [{ goal: 'bulk' }, { experience: 10 }, { gymMachineIds: 3 }, { gymMachineIds: [0] }]) {
      const res = await updateRaw(a, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(trpcError(res).message).toMatch(/[가-힣]/);
    }
    expect(await snapshot(t.db, 'member_preferences')).toBe(before);
    expect(await read(a)).toEqual({ goal: 'health', experience: null, gymMachineIds: machines('바벨') });
  });

  test('each member reads and writes only their own preferences', async () => {
    await update(a, { goal: 'hypertrophy', experience: 'over_3y', gymMachineIds: machines('케이블 머신') });
    expect(await read(b)).toEqual(NONE);
    await update(b, { goal: 'fat_loss' });
    expect(await read(a)).toEqual({ goal: 'hypertrophy', experience: 'over_3y', gymMachineIds: machines('케이블 머신') });
    expect(await read(b)).toEqual({ ...NONE, goal: 'fat_loss' });
    expect((await trpcQuery(t.app, 'user.preferences')).status).toBe(401);
    expect((await trpcMutation(t.app, 'user.updatePreferences', { goal: 'health' })).status).toBe(401);
  });
});

describe('recommendations use the saved goal and experience', () => {
  const create = (m: Member, input: InputOf<'recommendation.create'>) => trpcMutation(t.app, 'recommendation.create', input, m.accessToken);

  test('none saved: null; saved: used; named in the request (null included): the request wins; the legacy shim uses the saved ones', async () => {
    const plain = trpcData(await create(a, { bodyPartIds: chest() }));
    expect([plain.goal, plain.experience]).toEqual([null, null]);

    await update(a, { goal: 'strength', experience: '1_3y' });
    const saved = trpcData(await create(a, { bodyPartIds: chest() }));
    expect([saved.goal, saved.experience]).toEqual(['strength', '1_3y']);
    expect(await storedResult(saved.recommendationId)).toMatchObject({ goal: 'strength', experience: '1_3y' });

    const named = trpcData(await create(a, { bodyPartIds: chest(), goal: 'fat_loss', experience: null }));
    expect([named.goal, named.experience]).toEqual(['fat_loss', null]);
    expect(await storedResult(named.recommendationId)).toMatchObject({ goal: 'fat_loss', experience: null });
    // Only one named: the other comes from the saved preferences.
    const half = trpcData(await create(a, { bodyPartIds: chest(), experience: 'none' }));
    expect([half.goal, half.experience]).toEqual(['strength', 'none']);
    // The engine does not yet prescribe by goal (a later engine change); when it does, strength and fat
    // loss should differ in reps here. Until then only the echo is asserted.

    const legacy = await api(t.app, 'POST', '/recommendation/workout', { token: a.accessToken, body: { bodyPartKoreanName: ['가슴'] } });
    expect(legacy.body).toMatch(/^\d+$/);
    expect(await storedResult(Number(legacy.body))).toMatchObject({ goal: 'strength', experience: '1_3y' });

    for (const input of [{ goal: 'bulk' }, { experience: 'forever' }]) {
      const res = await trpcRawMutation(t.app, 'recommendation.create', { bodyPartIds: chest(), ...input }, a.accessToken);
      expect(res.status).toBe(400);
      expect(trpcError(res).message).toMatch(/[가-힣]/);
    }
  });
});

describe('account deletion', () => {
  test("removes the member's preferences and feedback (cascade), and nobody else's", async () => {
    for (const m of [a, b]) {
      await update(m, { goal: 'health', gymMachineIds: machines('덤벨') });
      const rec = trpcData(await trpcMutation(t.app, 'recommendation.create', { bodyPartIds: bodyPartIds(t.catalogue, '등') }, m.accessToken));
      const fb = await trpcMutation(
        t.app,
        'recommendation.feedback',
        { recommendationId: rec.recommendationId, exerciseId: rec.recommends[0]!.exerciseId, feedback: 'heavy' },
        m.accessToken,
      );
      expect(trpcData(fb)).toEqual({ ok: true });
    }
    const [ida, idb] = [await userIdOf(a), await userIdOf(b)];
    expect(trpcData(await trpcMutation(t.app, 'user.deleteAccount', { password: a.password }, a.accessToken))).toEqual({ ok: true });
    const count = async (table: string, userId: number) =>
      (await sqlRow<{ n: number }>(t.db, `SELECT count(*) AS n FROM ${table} WHERE user_id = ?`, [userId]))!.n;
    for (const table of ['member_preferences', 'recommendation_feedback']) {
      expect(await count(table, ida), table).toBe(0);
      expect(await count(table, idb), table).toBe(1);
    }
  });
});
