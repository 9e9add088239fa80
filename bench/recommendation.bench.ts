// Recommendation latency through HTTP: a signed-up member asks for recommendations (tRPC and the
// legacy shim), each request running the engine and storing the result, next to a bare route, the same
// work on a bare route and the tRPC ceiling (bench/bench-app.ts). The member is the gym-mode bench's (two
// years of workouts, bench/training.bench.ts) with saved goal and experience and feedback on a page of
// recommendations, so every request also reads the log the recommender learns from (loadHistory).
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { BODY_PARTS, MACHINES } from '../seed/catalogue';
import { loadHistory } from '../server/features/recommendation/history';
import { startBenchApp } from './bench-app';
import { type Call, type Case, ceilingAllows, formatTable, type LoadResult, load, measure, pct } from './http-load';
import { bareCalls, ceilingCalls } from './search.bench';
import { insertGymLog } from './training.bench';

/** The requests as the legacy shim takes them: Korean names. */
const LEGACY_REQUESTS = [
  { bodyPartKoreanName: ['가슴'], machineKoreanName: [] },
  { bodyPartKoreanName: ['가슴', '등', '어깨'], machineKoreanName: ['바벨', '덤벨', '벤치', '케이블 머신'] },
  { bodyPartKoreanName: ['허벅지 앞', '엉덩이', '허벅지 뒤'], machineKoreanName: [] },
  { bodyPartKoreanName: ['이두', '삼두', '복근'], machineKoreanName: ['덤벨'] },
];
/** The same requests as tRPC takes them: catalogue ids (the sync numbers entries in the seed's order). */
const REQUESTS = LEGACY_REQUESTS.map((r) => ({
  bodyPartIds: r.bodyPartKoreanName.map((name) => BODY_PARTS.findIndex((p) => p.koreanName === name) + 1),
  machineIds: r.machineKoreanName.map((name) => MACHINES.findIndex((m) => m.koreanName === name) + 1),
}));
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const DURATION_MS = Number(process.env.BENCH_CASE_MS ?? 2000);
/** p99 of one client's recommendation.create. */
const TARGET_MS = 20;
const HISTORY_READS = 300;

/** loadHistory alone, straight on the database, `HISTORY_READS` times after a warm-up. */
async function timeHistory(db: Parameters<typeof loadHistory>[0], userId: number): Promise<LoadResult & { exercises: number }> {
  let exercises = 0;
  for (let i = 0; i < 20; i += 1) exercises = (await loadHistory(db, userId)).size;
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < HISTORY_READS; i += 1) {
    const t0 = performance.now();
    await loadHistory(db, userId);
    latencies.push(performance.now() - t0);
  }
  const elapsed = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  const name = `loadHistory alone (in process, ${HISTORY_READS} reads)`;
  return { name, requests: sorted.length, p50: at(50), p99: at(99), max: sorted[sorted.length - 1]!, rps: (sorted.length / elapsed) * 1000, exercises };
}

export async function recommendationBench(): Promise<string> {
  const { port, db, close } = await startBenchApp();
  try {
    const signUp = (loginEmail: string) =>
      fetch(`http://127.0.0.1:${port}/api/user/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userName: '홍길동',
          loginEmail,
          password: 'bench1234',
          sex: '남성',
          birthDate: '1995-05-05',
          height: 175,
          weight: 75,
          bodyFat: 15,
          muscleMass: 34,
          upDownBalance: 0.5,
        }),
      }).then(async (res) => ((await res.json()) as { accessToken: string }).accessToken);
    const headers = { authorization: `Bearer ${await signUp('bench@fitforme.kr')}` };
    // The same body, no log, no preferences, no feedback: what the log costs a request, measured side by side.
    const newcomer = { authorization: `Bearer ${await signUp('new@fitforme.kr')}` };
    const gym = await insertGymLog(db, 'bench@fitforme.kr');
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, 'bench@fitforme.kr'));
    const post = (path: string, input: unknown) =>
      fetch(`http://127.0.0.1:${port}/trpc/${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
    await post('user.updatePreferences', { goal: 'hypertrophy', experience: '1_3y' });
    const trpc: Call[] = REQUESTS.map((r) => ({ method: 'POST', path: '/trpc/recommendation.create', body: JSON.stringify(r), headers }));
    const fresh: Call[] = REQUESTS.map((r) => ({ method: 'POST', path: '/trpc/recommendation.create', body: JSON.stringify(r), headers: newcomer }));
    const bareWork: Call[] = REQUESTS.map((r) => ({ method: 'POST', path: '/bench/recommendation', body: JSON.stringify(r), headers }));
    const shim: Call[] = LEGACY_REQUESTS.map((r) => ({ method: 'POST', path: '/api/recommendation/workout', body: JSON.stringify(r), headers }));
    const c = (name: string, calls: Call[], concurrency = 8): Case => ({ name, calls, concurrency, durationMs: DURATION_MS });
    await load('warm-up', port, trpc, { requests: 200, concurrency: 4 });
    // Feedback on every exercise of the newest page of recommendations.
    const page = (await (await fetch(`http://127.0.0.1:${port}/trpc/recommendation.list?input=${encodeURIComponent('{"page":1}')}`, { headers })).json()) as {
      result: { data: { recommendationId: number; recommends: { exerciseId: number }[] }[] };
    };
    let taps = 0;
    for (const [i, r] of page.result.data.entries()) {
      for (const item of r.recommends) {
        const feedback = (['heavy', 'right', 'light'] as const)[(i + item.exerciseId) % 3];
        await post('recommendation.feedback', { recommendationId: r.recommendationId, exerciseId: item.exerciseId, feedback });
        taps += 1;
      }
    }
    const history = await timeHistory(db, user!.id);
    await load('warm-up', port, ceilingCalls, { requests: 400, concurrency: 8 });
    const rows = await measure(
      port,
      [
        c('bare Fastify route', bareCalls),
        c('bare route doing the recommendation', bareWork),
        c('tRPC ceiling (trivial query)', ceilingCalls),
        c('tRPC recommendation.create, 1 client', trpc, 1),
        c('tRPC recommendation.create, 1 client, a member without a log', fresh, 1),
        c('tRPC recommendation.create', trpc),
        c('shim POST /api/recommendation/workout', shim),
      ],
      REPEATS,
    );
    const [bare, bareWorkRps, ceiling, , , trpcRps] = rows.map((r) => r.rps) as [number, number, number, number, number, number];
    const allowed = ceilingAllows({ bare, bareWork: bareWorkRps, ceiling });
    const one = rows[3]!;
    return [
      `### Recommendation (8 concurrent clients unless noted, ${REQUESTS.length} requests in rotation, each computed and stored, ${DURATION_MS / 1000} s per run; the member has ${gym.sets} logged sets over two years, ${history.exercises} exercises in their log, ${taps} feedback taps)`,
      '',
      formatTable([...rows, history]),
      '',
      `- tRPC recommendation.create ${Math.round(trpcRps)} req/s = ${pct(trpcRps, allowed)} of the ${Math.round(allowed)} req/s the tRPC ceiling allows for the same work; ceiling ${pct(ceiling, bare)} of bare`,
      `- one client: p99 ${one.p99.toFixed(2)} ms ${one.p99 <= TARGET_MS ? '≤' : '>'} ${TARGET_MS} ms: ${one.p99 <= TARGET_MS ? 'yes' : 'NO'}`,
    ].join('\n');
  } finally {
    await close();
  }
}
