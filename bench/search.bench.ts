// Search latency and throughput through the real HTTP stack (Fastify + tRPC / the legacy shim) on the
// seeded catalogue and on a synthetic 20,000-exercise catalogue, next to a bare Fastify route.
import { CATALOGUE, type CatalogueData } from '../seed/seed';
import { startBenchApp } from './bench-app';
import { type Call, formatTable, type LoadResult, load } from './http-load';

const KEYWORDS = ['벤치', '벤치 프레스', 'ㅂㅊㅍㄹㅅ', '스쿼', 'lat pulldown', '사레레', '덤벨', 'tmznjxm', '데드리프트', '랫풀'];

/** 20,000 exercises: the real ones repeated with numbered variants, so names stay realistic. */
function synthetic(size: number): CatalogueData {
  const exercises = Array.from({ length: size }, (_, i) => {
    const base = CATALOGUE.exercises[i % CATALOGUE.exercises.length]!;
    const round = Math.floor(i / CATALOGUE.exercises.length);
    return round === 0
      ? base
      : { ...base, key: `${base.key}_${round}`, koreanName: `${base.koreanName} ${round}`, englishName: `${base.englishName} ${round}` };
  });
  return { ...CATALOGUE, exercises };
}

const trpcCalls: Call[] = KEYWORDS.map((keyword) => ({
  method: 'GET',
  path: `/trpc/search.workouts?input=${encodeURIComponent(JSON.stringify({ keyword, page: 1 }))}`,
}));
const shimCalls: Call[] = KEYWORDS.map((keyword) => ({
  method: 'POST',
  path: '/api/workouts/search/list/1',
  body: JSON.stringify({ searchKeyword: keyword, bodyPartKoreanName: [] }),
}));

async function run(label: string, data: CatalogueData, requests: number): Promise<LoadResult[]> {
  const { port, close } = await startBenchApp(data);
  const opts = { requests, concurrency: 16 };
  try {
    await load('warm-up', port, trpcCalls, { requests: 200, concurrency: 8 });
    return [
      await load(`${label}: bare Fastify route`, port, [{ method: 'GET', path: '/bench/bare' }], opts),
      await load(`${label}: tRPC search.workouts, 1 client`, port, trpcCalls, { requests: Math.min(requests, 1000), concurrency: 1 }),
      await load(`${label}: tRPC search.workouts`, port, trpcCalls, opts),
      await load(`${label}: shim POST /api/workouts/search/list/1`, port, shimCalls, opts),
    ];
  } finally {
    await close();
  }
}

export async function searchBench(): Promise<string> {
  const results = [...(await run(`seeded (${CATALOGUE.exercises.length})`, CATALOGUE, 4000)), ...(await run('synthetic (20,000)', synthetic(20_000), 1000))];
  return `### Search (16 concurrent keep-alive clients unless noted, ${KEYWORDS.length} keywords in rotation)\n\n${formatTable(results)}`;
}
