// Gym mode through HTTP with ONE client, for a member with two years of history (≈ 700
// workouts, 15,000 sets, inserted directly in one transaction):
// (a) finishing a 30-set workout: each iteration sets one up through the API (start, 6 exercises × 5 sets,
//     30 sets entered and checked off: those changes are timed too), then times the finish alone. Every
//     finish compares the workout against the whole history for new records, and adds to it.
// (b) the progress page: the web client's one batched request of progress.exercises, progress.exercise
//     (the most-trained exercise), progress.bodyParts and progress.records; and each query alone.
// Target: p99 ≤ 30 ms for both (a) and (b) on SQLite.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exercises, trainingExercises, trainingSessions, trainingSets, users } from '../db/schema/index';
import { summarizeSessions } from '../server/features/training/common/summaries';
import { startBenchApp } from './bench-app';
import { type Call, type Case, formatTable, type LoadResult, load, measure, once } from './http-load';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const DURATION_MS = Number(process.env.BENCH_CASE_MS ?? 2000);
const FINISHES = Number(process.env.BENCH_TRAINING_FINISHES ?? 100);
const TARGET_MS = 30;

const WORKOUTS = 700;
const DAY = 24 * 3600 * 1000;

/** Push / pull / legs in rotation: [exercise key, starting kg (0: body weight), reps (seconds for the plank)]. */
const SPLIT: [string, number, number][][] = [
  [
    ['bench_press', 60, 8],
    ['incline_db_bench_press', 20, 10],
    ['overhead_press', 40, 8],
    ['lateral_raise', 8, 12],
    ['triceps_pushdown', 25, 12],
    ['dips', 0, 10],
  ],
  [
    ['lat_pulldown', 50, 10],
    ['barbell_row', 60, 8],
    ['seated_cable_row', 50, 10],
    ['face_pull', 20, 15],
    ['db_curl', 12, 10],
    ['pull_up', 0, 8],
  ],
  [
    ['back_squat', 80, 6],
    ['leg_press', 120, 10],
    ['romanian_deadlift', 70, 8],
    ['leg_extension', 40, 12],
    ['standing_calf_raise', 50, 15],
    ['plank', 0, 60],
  ],
];

const chunks = <T>(rows: T[], size: number): T[][] => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
const step = (kg: number) => Math.round(kg / 2.5) * 2.5;

/** Two years of push / pull / legs for `userId`, ending yesterday: 5 of the day's 6 exercises, 4–5 sets each, summarised. Answers the sets stored. */
async function insertHistory(db: Db, userId: number, idOf: Map<string, number>, nameOf: Map<number, string>): Promise<number> {
  const now = Date.now();
  const first = now - 730 * DAY;
  const sessionRows = Array.from({ length: WORKOUTS }, (_, i) => {
    const startedAt = first + Math.floor((i * 729 * DAY) / WORKOUTS) + 10 * 3600 * 1000;
    return {
      userId,
      clientId: randomUUID(),
      name: ['밀기', '당기기', '하체'][i % 3]!,
      source: 'empty',
      routineId: null,
      recommendationId: null,
      startedAt,
      finishedAt: startedAt + 65 * 60 * 1000,
      notes: null,
      importKey: null,
      updatedAt: startedAt + 65 * 60 * 1000,
    };
  });
  let sets = 0;
  await db.transaction(async (tx) => {
    const sessionIds = new Map<string, number>();
    for (const chunk of chunks(sessionRows, 500)) {
      for (const r of await tx.insert(trainingSessions).values(chunk).returning({ id: trainingSessions.id, clientId: trainingSessions.clientId })) {
        sessionIds.set(r.clientId, r.id);
      }
    }
    type Plan = { clientId: string; sessionId: number; startedAt: number; i: number; kg: number; reps: number; count: number; exerciseId: number };
    const plans: Plan[] = [];
    for (const [i, s] of sessionRows.entries()) {
      const day = SPLIT[i % 3]!.filter((_, k) => k !== Math.floor(i / 3) % 6);
      for (const [position, [key, kg, reps]] of day.entries()) {
        const progress = 1 + (0.35 * i) / WORKOUTS;
        plans.push({
          clientId: randomUUID(),
          sessionId: sessionIds.get(s.clientId)!,
          startedAt: s.startedAt,
          i: position + 1,
          kg: kg === 0 ? 0 : step(kg * progress),
          reps,
          count: (i + position) % 3 === 0 ? 5 : 4,
          exerciseId: idOf.get(key)!,
        });
      }
    }
    const exerciseIds = new Map<string, number>();
    for (const chunk of chunks(plans, 1000)) {
      const rows = chunk.map((p) => ({
        sessionId: p.sessionId,
        clientId: p.clientId,
        position: p.i,
        exerciseId: p.exerciseId,
        exerciseName: nameOf.get(p.exerciseId)!,
        restSeconds: null,
        skipped: false,
        notes: null,
      }));
      for (const r of await tx.insert(trainingExercises).values(rows).returning({ id: trainingExercises.id, clientId: trainingExercises.clientId })) {
        exerciseIds.set(r.clientId, r.id);
      }
    }
    const setRows = plans.flatMap((p, n) =>
      Array.from({ length: p.count }, (_, k) => {
        const timed = p.exerciseId === idOf.get('plank');
        // Every 10th exercise's last set was planned but not done.
        const done = !(n % 10 === 0 && k === p.count - 1);
        return {
          exerciseId: exerciseIds.get(p.clientId)!,
          clientId: randomUUID(),
          position: k + 1,
          plannedWeight: p.kg,
          plannedReps: timed ? null : p.reps,
          plannedSeconds: timed ? p.reps : null,
          weight: p.kg,
          reps: timed ? null : p.reps - (k >= 3 ? 1 : 0),
          seconds: timed ? p.reps : null,
          rpe: null,
          done,
          doneAt: done ? p.startedAt + (p.i * 10 + k * 2) * 60_000 : null,
        };
      }),
    );
    sets = setRows.length;
    for (const chunk of chunks(setRows, 1000)) await tx.insert(trainingSets).values(chunk);
    // As an import does: each logged exercise's done sets summed up once.
    await summarizeSessions(tx, [...sessionIds.values()]);
  });
  return sets;
}

/**
 * The gym-mode member of the benchmarks: two years of push / pull / legs (WORKOUTS workouts) for the account
 * of `loginEmail`. Answers the catalogue's ids by exercise key, the sets stored and how long that took.
 */
export async function insertGymLog(db: Db, loginEmail: string): Promise<{ idOf: Map<string, number>; sets: number; insertMs: number }> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, loginEmail));
  const catalogue = await db.select({ id: exercises.id, key: exercises.key, name: exercises.koreanName }).from(exercises);
  const idOf = new Map(catalogue.map((e) => [e.key, e.id]));
  const nameOf = new Map(catalogue.map((e) => [e.id, e.name]));
  const started = performance.now();
  const sets = await insertHistory(db, user!.id, idOf, nameOf);
  return { idOf, sets, insertMs: performance.now() - started };
}

const summaryOf = (name: string, latencies: number[], elapsedMs: number): LoadResult => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return { name, requests: sorted.length, p50: at(50), p99: at(99), max: sorted[sorted.length - 1]!, rps: (sorted.length / elapsedMs) * 1000 };
};

export async function trainingBench(): Promise<string> {
  const { port, db, close } = await startBenchApp();
  try {
    const signUp = await fetch(`http://127.0.0.1:${port}/api/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: '홍길동',
        loginEmail: 'gym@fitforme.kr',
        password: 'bench1234',
        sex: '남성',
        birthDate: '1995-05-05',
        height: 175,
        weight: 75,
        bodyFat: 15,
        muscleMass: 34,
        upDownBalance: 0.5,
      }),
    });
    const { accessToken } = (await signUp.json()) as { accessToken: string };
    const { idOf, sets: stored, insertMs } = await insertGymLog(db, 'gym@fitforme.kr');

    const headers = { authorization: `Bearer ${accessToken}` };
    const get = (path: string, input?: unknown): Call => ({
      method: 'GET',
      path: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      headers,
    });
    const post = (path: string, input: unknown): Call => ({ method: 'POST', path: `/trpc/${path}`, body: JSON.stringify(input), headers });

    const trained = (await (await fetch(`http://127.0.0.1:${port}${get('training.progress.exercises').path}`, { headers })).json()) as {
      result: { data: { exerciseId: number; exerciseName: string; sessions: number }[] };
    };
    const top = trained.result.data[0]!;
    const page: Call = {
      method: 'GET',
      path: `/trpc/training.progress.exercises,training.progress.exercise,training.progress.bodyParts,training.progress.records?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 1: { exerciseId: top.exerciseId } }),
      )}`,
      headers,
    };
    const c = (name: string, calls: Call[]): Case => ({ name, calls, concurrency: 1, durationMs: DURATION_MS });
    await load('warm-up', port, [page], { requests: 100, concurrency: 1 });
    const progress = await measure(
      port,
      [
        c('progress page: the 4 queries in one batched request', [page]),
        c('progress.exercises', [get('training.progress.exercises')]),
        c(`progress.exercise (${top.exerciseName}, ${top.sessions} workouts)`, [get('training.progress.exercise', { exerciseId: top.exerciseId })]),
        c('progress.bodyParts', [get('training.progress.bodyParts')]),
        c('progress.records', [get('training.progress.records')]),
      ],
      REPEATS,
    );

    // (a) Finishing: the push day's 6 exercises × 5 sets, set up through the API, then the finish timed.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const finishes: number[] = [];
    const changes: number[] = [];
    let finishMs = 0;
    let changeMs = 0;
    const warmUp = 5;
    for (let n = 0; n < FINISHES + warmUp; n += 1) {
      const sessionClientId = randomUUID();
      const timed: number[] = [];
      timed.push(await once(agent, port, post('training.session.start', { clientId: sessionClientId, from: { kind: 'empty' } })));
      for (const [key, kg, reps] of SPLIT[0]!) {
        const exerciseClientId = randomUUID();
        const setClientIds = Array.from({ length: 5 }, () => randomUUID());
        timed.push(
          await once(agent, port, post('training.session.addExercise', { sessionClientId, exerciseClientId, exerciseId: idOf.get(key), setClientIds })),
        );
        for (const setClientId of setClientIds) {
          const weight = kg === 0 ? 0 : step(kg * 1.4);
          timed.push(await once(agent, port, post('training.session.updateSet', { sessionClientId, exerciseClientId, setClientId, weight, reps, done: true })));
        }
      }
      const finish = await once(agent, port, post('training.session.finish', { sessionClientId }));
      if (n < warmUp) continue;
      finishes.push(finish);
      finishMs += finish;
      changes.push(...timed);
      changeMs += timed.reduce((a, b) => a + b, 0);
    }
    agent.destroy();
    const finishRow = summaryOf(`training.finish, a 30-set workout (${FINISHES} workouts)`, finishes, finishMs);
    const changeRow = summaryOf('training.session.start / addExercise / updateSet while setting them up', changes, changeMs);

    const pageRow = progress[0]!;
    const verdict = (r: LoadResult) => `p99 ${r.p99.toFixed(2)} ms ${r.p99 <= TARGET_MS ? '≤' : '>'} ${TARGET_MS} ms: ${r.p99 <= TARGET_MS ? 'yes' : 'NO'}`;
    return [
      `### Gym mode (one client; a member with ${WORKOUTS} workouts, ${stored} sets over two years, inserted in ${Math.round(insertMs)} ms; ${DURATION_MS / 1000} s per progress run)`,
      '',
      formatTable([finishRow, changeRow, ...progress]),
      '',
      `- finishing a 30-set workout: ${verdict(finishRow)}`,
      `- the progress page (one batched request): ${verdict(pageRow)}`,
    ].join('\n');
  } finally {
    await close();
  }
}
