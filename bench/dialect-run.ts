// One dialect's half of bench/dialects.bench.ts, in a process of its own (a process serves one dialect:
// db/dialect.ts): search, routine writes and recommendations through tRPC, 1 and 8 clients. Prints the
// rows as JSON on its last line.
import { startBenchApp } from './bench-app';
import { type Call, type Case, load, measure } from './http-load';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const DURATION_MS = Number(process.env.BENCH_CASE_MS ?? 2000);
const MEMBERS = 8;

const { port, close } = await startBenchApp();
const base = `http://127.0.0.1:${port}`;

async function trpc<T>(path: string, input: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(input),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

try {
  // Eight members, each with a routine of three exercises: the writes are each member's own.
  const writes: Call[] = [];
  const recommendations: Call[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const { accessToken } = await trpc<{ accessToken: string }>('user.signUp', {
      userName: '벤치회원',
      loginEmail: `bench${i}@fitforme.kr`,
      password: 'bench1234',
      sex: 0,
      birthDate: '1995-05-05',
      height: 175,
      weight: 75,
      bodyFat: 15,
      muscleMass: 34,
      upDownBalance: 5,
    });
    const headers = { authorization: `Bearer ${accessToken}` };
    const { routineId } = await trpc<{ routineId: number }>('routines.create', { name: '벤치' }, accessToken);
    for (const exerciseId of [1, 2, 3]) await trpc('routines.addItem', { routineIds: [routineId], exerciseId, weight: 40, rep: 10, setCount: 3 }, accessToken);
    const [first] = (await (await fetch(`${base}/trpc/routines.items?input=${encodeURIComponent(JSON.stringify({ routineId }))}`, { headers })).json()).result
      .data as { routineItemId: number }[];
    // A write transaction under the member's lock that renumbers the routine (1..n), then reads it back.
    writes.push({ method: 'POST', path: '/trpc/routines.moveItem', body: JSON.stringify({ routineItemId: first!.routineItemId, toIndex: 3 }), headers });
    writes.push({
      method: 'POST',
      path: '/trpc/routines.updateItem',
      body: JSON.stringify({ routineItemId: first!.routineItemId, weight: 42.5, rep: 8, setCount: 4 }),
      headers,
    });
    recommendations.push({
      method: 'POST',
      path: '/trpc/recommendation.create',
      body: JSON.stringify({ bodyPartIds: [1, 5], machineIds: [] }), // 가슴, 삼두
      headers,
    });
  }
  const search: Call[] = ['벤치', 'ㅂㅊㅍㄹㅅ', '스쿼', 'lat pulldown', '덤벨'].map((keyword) => ({
    method: 'GET',
    path: `/trpc/catalogue.search?input=${encodeURIComponent(JSON.stringify({ keyword, page: 1 }))}`,
  }));
  const c = (name: string, calls: Call[], concurrency: number): Case => ({ name, calls, concurrency, durationMs: DURATION_MS });
  for (const calls of [search, writes, recommendations]) await load('warm-up', port, calls, { requests: 200, concurrency: 4 });
  const rows = await measure(
    port,
    [
      c('catalogue.search, 1 client', search, 1),
      c('catalogue.search, 8 clients', search, 8),
      c('routine write (move / amounts), 1 client', writes, 1),
      c('routine write (move / amounts), 8 clients', writes, 8),
      c('recommendation.create, 1 client', recommendations, 1),
      c('recommendation.create, 8 clients', recommendations, 8),
    ],
    REPEATS,
  );
  console.log(JSON.stringify(rows));
} finally {
  await close();
}
