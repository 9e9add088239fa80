// The catalogue, routine, recommendation, preference and gym mode endpoints under bad input: every malformed body, id or type gets a 4xx with a
// whole-Korean message (envelope on the shims; no Latin letters but the few tests/helpers/korean-only.ts
// allows), never a 5xx, and the member's rows stay as they were.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import {
  api,
  type Member,
  type MutationPath,
  type QueryPath,
  signUpMember,
  snapshot,
  trpcData,
  trpcMutation,
  trpcRawMutation,
  trpcRawQuery,
} from '../../tests/helpers/calls';
import { latinInRefusal } from '../../tests/helpers/korean-only';

const HANGUL = /[가-힣]/;
const SOME_UUID = '00000000-0000-4000-8000-000000000000';
// biome-ignore lint/correctness/noPrecisionLoss: 1e309 is meant to overflow to Infinity.
const BAD_VALUES: unknown[] = [null, 'x', -1, 0, 1.5, 1e309, [], {}, [1, 'a'], { __proto__: { admin: true } }, 'a\u0000b', '\ud800', '가'.repeat(5000)];

let t: TestApp;
let a: Member;
let routineId: number;
beforeAll(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
  routineId = trpcData(await trpcMutation(t.app, 'routines.create', { name: '가슴' }, a.accessToken)).routineId;
  await trpcMutation(t.app, 'routines.addItem', { routineIds: [routineId], exerciseId: 1 }, a.accessToken);
});
afterAll(async () => t.close());

const tables = async () =>
  (
    await Promise.all(
      ['routines', 'routine_items', 'recommendations', 'member_preferences', 'recommendation_feedback', 'training_sessions', 'training_sets'].map((name) =>
        snapshot(t.db, name),
      ),
    )
  ).join('|');

type Sweep = [field: string, base: Record<string, unknown>];
const TRPC: ([kind: 'query', path: QueryPath, ...Sweep] | [kind: 'mutation', path: MutationPath, ...Sweep])[] = [
  ['query', 'catalogue.search', 'keyword', {}],
  ['query', 'catalogue.search', 'page', {}],
  ['query', 'catalogue.exercise', 'id', {}],
  ['query', 'catalogue.machines', 'bodyPartIds', {}],
  ['mutation', 'routines.create', 'name', {}],
  ['mutation', 'routines.rename', 'routineId', { name: '등' }],
  ['mutation', 'routines.reorder', 'routineIds', {}],
  ['query', 'routines.items', 'routineId', {}],
  ['mutation', 'routines.addItem', 'exerciseId', { routineIds: [1] }],
  ['mutation', 'routines.addItem', 'weight', { routineIds: [1], exerciseId: 2 }],
  ['mutation', 'routines.updateItem', 'rep', { routineItemId: 1 }],
  ['mutation', 'routines.moveItem', 'toIndex', { routineItemId: 1 }],
  ['mutation', 'recommendation.create', 'bodyPartIds', {}],
  ['mutation', 'recommendation.create', 'machineIds', { bodyPartIds: [1] }],
  ['query', 'recommendation.get', 'id', {}],
  // Feedback, alternatives and preferences.
  ['mutation', 'recommendation.create', 'goal', { bodyPartIds: [1] }],
  ['mutation', 'recommendation.feedback', 'feedback', { recommendationId: 1, exerciseId: 1 }],
  ['query', 'recommendation.alternatives', 'exerciseId', { recommendationId: 1 }],
  ['mutation', 'recommendation.swap', 'replacementId', { recommendationId: 1, exerciseId: 1 }],
  ['mutation', 'user.updatePreferences', 'experience', {}],
  ['mutation', 'user.updatePreferences', 'gymMachineIds', {}],
  ['query', 'routines.itemAlternatives', 'routineItemId', {}],
  ['mutation', 'routines.swapItem', 'replacementId', { routineItemId: 1 }],
  ['mutation', 'routines.saveRecommendation', 'recommendationId', { name: '추천' }],
  ['mutation', 'routines.saveRecommendation', 'name', { recommendationId: 1 }],
  ['mutation', 'routines.saveRecommendation', 'exerciseIds', { recommendationId: 1, name: '추천' }],
  ['mutation', 'routines.saveRecommendation', 'replaceRoutineId', { recommendationId: 1, name: '추천' }],
  ['query', 'user.emailAvailable', 'loginEmail', {}],
  // Gym mode: its own schemas and zod's defaults (RPE, months, lists, records, enums).
  ['mutation', 'training.session.start', 'from', { clientId: SOME_UUID }],
  ['mutation', 'training.session.addExercise', 'setClientIds', { sessionClientId: SOME_UUID, exerciseClientId: SOME_UUID, exerciseId: 1 }],
  ['mutation', 'training.session.updateSet', 'rpe', { sessionClientId: SOME_UUID, exerciseClientId: SOME_UUID, setClientId: SOME_UUID }],
  ['mutation', 'training.session.updateSet', 'doneAt', { sessionClientId: SOME_UUID, exerciseClientId: SOME_UUID, setClientId: SOME_UUID }],
  ['mutation', 'training.session.moveExercise', 'toIndex', { sessionClientId: SOME_UUID, exerciseClientId: SOME_UUID }],
  ['mutation', 'training.session.groupExercises', 'exerciseClientIds', { sessionClientId: SOME_UUID }],
  ['mutation', 'training.session.ungroupExercise', 'exerciseClientId', { sessionClientId: SOME_UUID }],
  ['mutation', 'routines.groupItems', 'routineItemIds', { routineId: 1 }],
  ['mutation', 'routines.ungroupItem', 'routineItemId', {}],
  ['query', 'training.history.list', 'month', {}],
  ['mutation', 'training.transfer.exportLink', 'format', {}],
  ['mutation', 'training.transfer.importPreview', 'csv', {}],
  ['mutation', 'training.transfer.importCommit', 'mapping', { csv: 'Date,Workout Name\n' }],
];

// Some values are valid (a keyword 'x', a routine named 'x', `routines: []` = delete all in the legacy
// set semantics): those may succeed. Every refusal must be a 4xx that left the tables untouched.
test('bad values in every field of the feature tRPC procedures are a 4xx with a Korean message and change nothing', async () => {
  for (const [kind, path, field, base] of TRPC) {
    for (const value of BAD_VALUES) {
      const before = await tables();
      const input = { ...base, [field]: value };
      const res = kind === 'query' ? await trpcRawQuery(t.app, path, input, a.accessToken) : await trpcRawMutation(t.app, path, input, a.accessToken);
      const label = `${path}.${field} = ${JSON.stringify(value)?.slice(0, 30)} → ${res.status}`;
      if (res.status === 200) continue; // e.g. a keyword 'x' is a valid search
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.error().message, label).toMatch(HANGUL);
      expect(latinInRefusal(res), label).toEqual([]);
      expect(await tables(), label).toBe(before);
    }
  }
  expect(({} as { admin?: boolean }).admin).toBeUndefined();
});

const SHIMS: [method: 'GET' | 'POST', path: string, body?: (v: unknown) => unknown][] = [
  ['POST', '/workouts/search/list/1', (v) => ({ searchKeyword: v, bodyPartKoreanName: v })],
  ['POST', '/machines/list', (v) => ({ bodyPartKoreanName: v })],
  ['POST', '/myfit/routines/workout', (v) => ({ routines: v })],
  ['POST', '/myfit/routines/workout', (v) => ({ routines: [{ routineId: v, routineIndex: v, routineName: v }] })],
  ['POST', '/myfit/routines/workout/1', (v) => ({ workoutIds: v, weight: v, rep: v, setCount: v })],
  ['POST', '/myfit/routines/workout/update/1', (v) => ({ myWorkoutIndex: v, weight: v })],
  ['POST', '/recommendation/workout', (v) => ({ bodyPartKoreanName: v, machineKoreanName: v })],
  ['POST', '/myfit/routines/workout/search/1', (v) => ({ searchKeyword: v })],
];
const BAD_PATHS = [
  '/workouts/abc',
  '/workouts/-1',
  '/workouts/99999999999999999999',
  '/myfit/routines/workout/x',
  '/myfit/routines/workout/delete/0',
  '/recommendation/workout/history/1.5',
  '/recommendation/workout/history/list/0',
];

test('bad bodies and path ids on the feature shims get a 4xx envelope in Korean, never a 5xx, and change nothing', async () => {
  for (const [method, path, body] of SHIMS) {
    for (const value of BAD_VALUES) {
      const before = await tables();
      const res = await api(t.app, method, path, { token: a.accessToken, body: body?.(value) });
      const label = `${method} ${path} ${JSON.stringify(value)?.slice(0, 30)} → ${res.status}`;
      if (res.status === 200) continue;
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.json().statusMessage, label).toMatch(HANGUL);
      expect(latinInRefusal(res), label).toEqual([]);
      expect(await tables(), label).toBe(before);
    }
  }
  const before = await tables();
  for (const path of BAD_PATHS) {
    const res = await api(t.app, 'GET', path, { token: a.accessToken });
    expect(res.status, path).toBeGreaterThanOrEqual(400);
    expect(res.status, path).toBeLessThan(500);
    expect(res.json().statusMessage, path).toMatch(HANGUL);
    expect(latinInRefusal(res), path).toEqual([]);
  }
  expect(await tables()).toBe(before);
});

test('the e-mail check shim answers any path segment with a 4xx Korean text or a 200 answer, never a 5xx', async () => {
  const segments = ['', '%', '%ZZ', 'a%00b@c.kr', '%EF%BF%BF@x.kr', `${'가'.repeat(300)}@b.kr`, 'a@b@c', '..%2F..%2Fetc', 'a@b.kr%20', '%ED%A0%80@b.kr'];
  for (const segment of segments) {
    const res = await t.app.inject({ method: 'POST', url: `/api/user/auth/verify/email/${segment}` });
    const label = `${segment.slice(0, 30)} → ${res.statusCode} ${res.body.slice(0, 60)}`;
    expect(res.statusCode, label).toBeLessThan(500);
    if (res.statusCode === 200) expect(['ok', '아이디 중복'], label).toContain(res.body);
    else {
      expect(res.body, label).toMatch(HANGUL);
      expect(latinInRefusal({ status: res.statusCode, body: res.body, headers: res.headers }), label).toEqual([]);
    }
  }
});
