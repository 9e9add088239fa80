// Recommendation latency through HTTP: a signed-up member asks for recommendations (tRPC and the
// legacy shim), each request running the engine and storing the result, next to a bare route.
import { startBenchApp } from './bench-app';
import { type Call, formatTable, load } from './http-load';

const REQUESTS = [
  { bodyPartKoreanName: ['가슴'], machineKoreanName: [] },
  { bodyPartKoreanName: ['가슴', '등', '어깨'], machineKoreanName: ['바벨', '덤벨', '벤치', '케이블 머신'] },
  { bodyPartKoreanName: ['허벅지 앞', '엉덩이', '허벅지 뒤'], machineKoreanName: [] },
  { bodyPartKoreanName: ['이두', '삼두', '복근'], machineKoreanName: ['덤벨'] },
];

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
    const shim: Call[] = REQUESTS.map((r) => ({ method: 'POST', path: '/api/recommendation/workout', body: JSON.stringify(r), headers }));
    const opts = { requests: 1000, concurrency: 8 };
    await load('warm-up', port, trpc, { requests: 100, concurrency: 4 });
    const results = [
      await load('bare Fastify route', port, [{ method: 'GET', path: '/bench/bare' }], opts),
      await load('tRPC recommendation.create, 1 client', port, trpc, { requests: 500, concurrency: 1 }),
      await load('tRPC recommendation.create', port, trpc, opts),
      await load('shim POST /api/recommendation/workout', port, shim, opts),
    ];
    return `### Recommendation (8 concurrent clients unless noted, ${REQUESTS.length} requests in rotation, each computed and stored)\n\n${formatTable(results)}`;
  } finally {
    await close();
  }
}
