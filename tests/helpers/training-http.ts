// The training HTTP tests (tests/http/training-*.test.ts): catalogue ids, calls of `training.…` for a member,
// and whole sessions logged through the API.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect } from 'vitest';
import { koreaMidnight } from '../../server/common/korea-time.shared';
import { buildTestApp, fakeClock, type TestApp } from './app';
import {
  type InjectResult,
  type Member,
  type MutationPath,
  type QueryPath,
  signUpMember,
  snapshot,
  trpcData,
  trpcMutation,
  trpcRawMutation,
  trpcRawQuery,
} from './calls';
import { sqlRows } from './test-db';

// Catalogue ids (seed order): 1 바벨 벤치 프레스 (barbell), 11 푸시업 (body weight), 81 플랭크 (timed), 116 바벨 백 스쿼트.
export const BENCH = 1;
export const PUSH_UP = 11;
export const PLANK = 81;
export const SQUAT = 116;
export const HANGUL = /[가-힣]/;

export const uuid = () => randomUUID();

export const ok = async (res: Promise<InjectResult>) => {
  const r = await res;
  expect(r.status, r.body).toBe(200);
  return trpcData(r);
};

/** `training.…` procedure paths without the prefix: a renamed procedure fails the typecheck here. */
type TrainingPath<P extends string> = P extends `training.${infer Rest}` ? Rest : never;

/** A fresh world for one training HTTP test: the app at 2026-11-20 20:00 in Korea (a Friday), members a and b. */
export async function openTrainingWorld() {
  const clock = fakeClock(koreaMidnight('2026-11-20') + 20 * 3600_000);
  const t = await buildTestApp({ now: clock.now });
  return { t, clock, a: await signUpMember(t.app), b: await signUpMember(t.app) };
}

type TrainingWorld = Awaited<ReturnType<typeof openTrainingWorld>>;

/**
 * The hooks of a training HTTP test file: a fresh world before each test, handed to `keep` (which assigns
 * the file's `t`, `clock`, `a`, `b`), and its app closed after the test. Answers `trainingApi` over it.
 */
export function eachTrainingWorld(keep: (world: TrainingWorld) => void) {
  let current: TrainingWorld | undefined;
  beforeEach(async () => {
    current = await openTrainingWorld();
    keep(current);
  });
  afterEach(async () => {
    await current?.t.close();
    current = undefined;
  });
  return trainingApi(() => {
    if (!current) throw new Error('a training world exists only inside a test');
    return { t: current.t, clock: current.clock, members: [current.a, current.b] };
  });
}

type World = { t: TestApp; clock: ReturnType<typeof fakeClock>; members: Member[] };
type Spec = { weight?: number | null; reps?: number | null; seconds?: number | null };

/** Calls over the world the test file's hooks make (read when called, so after beforeEach). */
export function trainingApi(world: () => World) {
  // Inputs stay unchecked: these tests also send what the screen never would (limits, bad values).
  const mutate = (m: Member, path: TrainingPath<MutationPath>, input: unknown): Promise<InjectResult> =>
    trpcRawMutation(world().t.app, `training.${path}` as MutationPath, input, m.accessToken);
  const query = (m: Member, path: TrainingPath<QueryPath>, input?: unknown): Promise<InjectResult> =>
    trpcRawQuery(world().t.app, `training.${path}` as QueryPath, input, m.accessToken);

  /** Moves the clock and renews the members' access tokens (they live 10 minutes). */
  async function at(ms: number) {
    const { t, clock, members } = world();
    clock.advance(ms - clock.now());
    for (const m of members) m.accessToken = trpcData(await trpcMutation(t.app, 'auth.refresh', { refreshToken: m.refreshToken })).accessToken;
  }

  /** A whole session through the API: each set entered and checked off; answers the summary. */
  async function logSession(m: Member, exercises: { exerciseId: number; sets: Spec[] }[], minutes = 45) {
    const sessionClientId = uuid();
    const started = await ok(mutate(m, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    for (const e of exercises) {
      const exerciseClientId = uuid();
      const setClientIds = e.sets.map(() => uuid());
      await ok(mutate(m, 'session.addExercise', { sessionClientId, exerciseClientId, exerciseId: e.exerciseId, setClientIds }));
      for (const [i, s] of e.sets.entries())
        await ok(mutate(m, 'session.updateSet', { sessionClientId, exerciseClientId, setClientId: setClientIds[i], ...s, done: true }));
    }
    await at(world().clock.now() + minutes * 60_000);
    return { sessionClientId, sessionId: started.sessionId as number, summary: await ok(mutate(m, 'session.finish', { sessionClientId })) };
  }

  return {
    mutate,
    query,
    at,
    logSession,
    store: async () =>
      JSON.stringify(
        await Promise.all(['training_sessions', 'training_exercises', 'training_sets', 'routines', 'routine_items'].map((x) => snapshot(world().t.db, x))),
      ),
    count: async (table: string) => (await sqlRows<{ n: number }>(world().t.db, `SELECT count(*) AS n FROM ${table}`))[0]!.n,
  };
}
