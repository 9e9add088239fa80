// Recommendation latency through HTTP: a signed-up member asks for recommendations (tRPC and the
// legacy shim), each request running the engine and storing the result, next to a bare route, the same
// work on a bare route and the tRPC ceiling (bench/bench-app.ts).
import { startBenchApp } from './bench-app';
import { type Call, type Case, ceilingAllows, formatTable, load, measure, pct } from './http-load';
import { bareCalls, ceilingCalls } from './search.bench';

const REQUESTS = [
  { bodyPartKoreanName: ['가슴'], machineKoreanName: [] },
  { bodyPartKoreanName: ['가슴', '등', '어깨'], machineKoreanName: ['바벨', '덤벨', '벤치', '케이블 머신'] },
  { bodyPartKoreanName: ['허벅지 앞', '엉덩이', '허벅지 뒤'], machineKoreanName: [] },
  { bodyPartKoreanName: ['이두', '삼두', '복근'], machineKoreanName: ['덤벨'] },
];
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const DURATION_MS = Number(process.env.BENCH_CASE_MS ?? 2000);

export async function recommendationBench(): Promise<string> {
  const { port, close } = await startBenchApp();
  try {
    const signUp = await fetch(`http://127.0.0.1:${port}/api/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: '홍길동',
        loginEmail: 'bench@fitforme.kr',
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
    const headers = { authorization: `Bearer ${accessToken}` };
    const trpc: Call[] = REQUESTS.map((r) => ({ method: 'POST', path: '/trpc/recommendation.create', body: JSON.stringify(r), headers }));
    const bareWork: Call[] = REQUESTS.map((r) => ({ method: 'POST', path: '/bench/recommendation', body: JSON.stringify(r), headers }));
    const shim: Call[] = REQUESTS.map((r) => ({ method: 'POST', path: '/api/recommendation/workout', body: JSON.stringify(r), headers }));
    const c = (name: string, calls: Call[], concurrency = 8): Case => ({ name, calls, concurrency, durationMs: DURATION_MS });
    await load('warm-up', port, trpc, { requests: 200, concurrency: 4 });
    await load('warm-up', port, ceilingCalls, { requests: 400, concurrency: 8 });
    const rows = await measure(
      port,
      [
        c('bare Fastify route', bareCalls),
        c('bare route doing the recommendation', bareWork),
        c('tRPC ceiling (trivial query)', ceilingCalls),
        c('tRPC recommendation.create, 1 client', trpc, 1),
        c('tRPC recommendation.create', trpc),
        c('shim POST /api/recommendation/workout', shim),
      ],
      REPEATS,
    );
    const [bare, bareWorkRps, ceiling, , trpcRps] = rows.map((r) => r.rps) as [number, number, number, number, number];
    const allowed = ceilingAllows({ bare, bareWork: bareWorkRps, ceiling });
    return [
      `### Recommendation (8 concurrent clients unless noted, ${REQUESTS.length} requests in rotation, each computed and stored, ${DURATION_MS / 1000} s per run)`,
      '',
      formatTable(rows),
      '',
      `- tRPC recommendation.create ${Math.round(trpcRps)} req/s = ${pct(trpcRps, allowed)} of the ${Math.round(allowed)} req/s the tRPC ceiling allows for the same work; ceiling ${pct(ceiling, bare)} of bare`,
    ].join('\n');
  } finally {
    await close();
  }
}
