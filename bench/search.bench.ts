// Search latency and throughput through the real HTTP stack (Fastify + tRPC / the legacy shim) on the
// seeded catalogue and on a synthetic 20,000-exercise catalogue, next to a bare Fastify route, the same
// work on a bare route, and the tRPC ceiling (a trivial procedure on the same adapter; bench/bench-app.ts).
import { CATALOGUE, type CatalogueData } from '../server/features/catalogue/sync/seed';
import { startBenchApp } from './bench-app';
import { type Call, type Case, ceilingAllows, formatTable, type LoadResult, load, measure, pct } from './http-load';

const KEYWORDS = ['벤치', '벤치 프레스', 'ㅂㅊㅍㄹㅅ', '스쿼', 'lat pulldown', '사레레', '덤벨', 'tmznjxm', '데드리프트', '랫풀'];
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const DURATION_MS = Number(process.env.BENCH_CASE_MS ?? 2000);

/** 20,000 exercises: the real ones repeated with numbered variants, so names stay realistic. */
export function synthetic(size: number): CatalogueData {
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
  path: `/trpc/catalogue.search?input=${encodeURIComponent(JSON.stringify({ keyword, page: 1 }))}`,
}));
/**
 * Keywords the engine has not ranked recently: it keeps the last 256 keywords' hits, keyed by the keyword
 * as typed, so the same 10 keywords with 1–30 leading spaces (which the search ignores: same hits, same
 * work) in rotation are 300 keywords, each evicted before it comes round again.
 */
const COLD_KEYWORDS = Array.from({ length: 30 }, (_, pad) => KEYWORDS.map((keyword) => `${' '.repeat(pad + 1)}${keyword}`)).flat();
const coldTrpcCalls: Call[] = COLD_KEYWORDS.map((keyword) => ({
  method: 'GET',
  path: `/trpc/catalogue.search?input=${encodeURIComponent(JSON.stringify({ keyword, page: 1 }))}`,
}));
const bareWorkCalls: Call[] = KEYWORDS.map((keyword) => ({ method: 'GET', path: `/bench/search?keyword=${encodeURIComponent(keyword)}` }));
const shimCalls: Call[] = KEYWORDS.map((keyword) => ({
  method: 'POST',
  path: '/api/workouts/search/list/1',
  body: JSON.stringify({ searchKeyword: keyword, bodyPartKoreanName: [] }),
}));
export const bareCalls: Call[] = [{ method: 'GET', path: '/bench/bare' }];
export const ceilingCalls: Call[] = [{ method: 'GET', path: '/bench-trpc/trivial' }];
const ceilingWithInputCalls: Call[] = KEYWORDS.map((keyword) => ({
  method: 'GET',
  path: `/bench-trpc/withSearchInput?input=${encodeURIComponent(JSON.stringify({ keyword, page: 1 }))}`,
}));

async function run(label: string, data: CatalogueData): Promise<{ rows: LoadResult[]; notes: string[] }> {
  const { port, close } = await startBenchApp(data);
  const c = (name: string, calls: Call[], concurrency = 16): Case => ({ name: `${label}: ${name}`, calls, concurrency, durationMs: DURATION_MS });
  try {
    await load('warm-up', port, trpcCalls, { requests: 400, concurrency: 8 });
    await load('warm-up', port, ceilingCalls, { requests: 400, concurrency: 8 });
    const rows = await measure(
      port,
      [
        c('bare Fastify route', bareCalls),
        c('bare route doing the search', bareWorkCalls),
        c('tRPC ceiling (trivial query)', ceilingCalls),
        c('tRPC catalogue.search, 1 client', trpcCalls, 1),
        c('tRPC catalogue.search', trpcCalls),
        c('shim POST /api/workouts/search/list/1', shimCalls),
        c('tRPC catalogue.search, 1 client, keywords not ranked recently', coldTrpcCalls, 1),
        c('tRPC catalogue.search, keywords not ranked recently', coldTrpcCalls),
        c('tRPC ceiling with search input (trivial query, same input validated)', ceilingWithInputCalls),
      ],
      REPEATS,
    );
    const [bare, bareWork, ceiling, one, trpc, , coldOne, cold, ceilingWithInput] = rows as [
      LoadResult,
      LoadResult,
      LoadResult,
      LoadResult,
      LoadResult,
      LoadResult,
      LoadResult,
      LoadResult,
      LoadResult,
    ];
    const allowed = ceilingAllows({ bare: bare.rps, bareWork: bareWork.rps, ceiling: ceiling.rps });
    const ms = (r: LoadResult) => `p50 ${r.p50.toFixed(2)} ms / p99 ${r.p99.toFixed(2)} ms`;
    return {
      rows,
      notes: [
        `${label}: tRPC catalogue.search, 1 client: ${ms(one)}; keywords not ranked recently: ${ms(coldOne)}`,
        `${label}: tRPC catalogue.search, 16 clients: ${Math.round(trpc.rps)} req/s = **${pct(trpc.rps, bare.rps)} of bare** (${Math.round(bare.rps)}); keywords not ranked recently ${Math.round(cold.rps)} req/s = ${pct(cold.rps, bare.rps)} of bare; the tRPC ceiling itself ${pct(ceiling.rps, bare.rps)} of bare; the bare route doing the search ${pct(bareWork.rps, bare.rps)} of bare`,
        `${label}: tRPC catalogue.search = ${pct(trpc.rps, allowed)} of the ${Math.round(allowed)} req/s the tRPC ceiling allows for the same work`,
        `${label}: the ceiling with search's input alone = ${pct(ceilingWithInput.rps, ceiling.rps)} of the ceiling (tRPC reading and validating an input); tRPC search = ${pct(trpc.rps, ceilingAllows({ bare: bare.rps, bareWork: bareWork.rps, ceiling: ceilingWithInput.rps }))} of what that ceiling allows for the same work`,
      ],
    };
  } finally {
    await close();
  }
}

export async function searchBench(): Promise<string> {
  const seeded = await run(`seeded (${CATALOGUE.exercises.length})`, CATALOGUE);
  const big = await run('synthetic (20,000)', synthetic(20_000));
  return [
    `### Search (16 concurrent keep-alive clients unless noted, ${KEYWORDS.length} keywords in rotation, ${DURATION_MS / 1000} s per run)`,
    '',
    formatTable([...seeded.rows, ...big.rows]),
    '',
    ...[...seeded.notes, ...big.notes].map((n) => `- ${n}`),
  ].join('\n');
}
