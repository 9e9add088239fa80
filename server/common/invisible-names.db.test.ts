// docs/security.md row 18: a name a member types must show something. Zero-width spaces, Hangul fillers and
// other characters with nothing to see are refused as an empty name on every path that takes one, and the
// store is unchanged.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import { api, type Member, signUpMember, trpcData, trpcError, trpcMutation, trpcQuery } from '../../tests/helpers/calls';
import { snapshotAll } from '../../tests/helpers/security';
import { transferCalls } from '../../tests/helpers/training-transfer';
import { hasVisibleChar } from './text.shared';

const INVISIBLE = ['\u200b', '\u3164\u3164', '\u115f\u1160', '\uffa0', ' \u00a0\u2800', '\u200d\ufe0f', '\u0301', '\u2060\u3000'];

let t: TestApp;
let a: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
});
afterEach(async () => t.close());
const { importFile, preview } = transferCalls(() => t);

test('the rule: a visible character, in any script, is enough; none is not', () => {
  for (const name of INVISIBLE) expect(hasVisibleChar(name), JSON.stringify(name)).toBe(false);
  for (const name of ['등', 'ㄱ', 'A', '1', '💪', ' 등 ', '\u200b등']) expect(hasVisibleChar(name), JSON.stringify(name)).toBe(true);
});

test('routine names on tRPC and the legacy routine set, session names on a logged session: refused, nothing stored', async () => {
  const routineId = trpcData(await trpcMutation(t.app, 'routines.create', { name: '등' }, a.accessToken)).routineId;
  await importFile(a, 'Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-03-04 19:05:12,등 운동,Deadlift (Barbell),1,100,5\n');
  const sessionId = trpcData(await trpcQuery(t.app, 'training.history.list', {}, a.accessToken)).items[0]!.sessionId;

  for (const name of INVISIBLE) {
    const before = await snapshotAll(t.db);
    const create = await trpcMutation(t.app, 'routines.create', { name }, a.accessToken);
    expect([create.status, trpcError(create).message]).toEqual([400, '루틴 이름을 입력해 주세요']);
    expect((await trpcMutation(t.app, 'routines.rename', { routineId, name }, a.accessToken)).status).toBe(400);
    const legacy = await api(t.app, 'POST', '/myfit/routines/workout', {
      token: a.accessToken,
      body: { routines: [{ routineId: -1, routineIndex: 1, routineName: name }] },
    });
    expect(legacy.status).toBe(400);
    expect((await trpcMutation(t.app, 'training.history.edit', { id: sessionId, name }, a.accessToken)).status).toBe(400);
    expect(await snapshotAll(t.db), JSON.stringify(name)).toBe(before);
  }
  // The same calls with a name to see go through.
  expect((await trpcMutation(t.app, 'routines.rename', { routineId, name: '\u200b하체' }, a.accessToken)).status).toBe(200);
  expect((await trpcMutation(t.app, 'training.history.edit', { id: sessionId, name: '하체' }, a.accessToken)).status).toBe(200);
});

test('an imported file: an exercise name with nothing to see is refused naming its line; a session name becomes the unnamed one', async () => {
  const exerciseLine = `Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-03-04 19:05:12,가슴,Bench Press (Barbell),1,60,8\n2024-03-04 19:05:12,가슴,\u3164\u3164,1,60,8\n`;
  const refused = await preview(a, exerciseLine);
  expect(refused.status).toBe(400);
  expect(trpcError(refused).message).toMatch(/3번째 줄/);

  await importFile(a, `Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-03-05 19:05:12,\u200b,Deadlift (Barbell),1,100,5\n`);
  const [session] = trpcData(await trpcQuery(t.app, 'training.history.list', {}, a.accessToken)).items;
  expect(session!.name).toBe('가져온 운동');
});
