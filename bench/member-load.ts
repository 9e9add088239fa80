// Memory under members' load: the server in its own process (as `npm start` runs it), 200 members sign
// up and start a training session, then mix search, exercise detail, routine reads and writes,
// recommendations and gym mode's set logging for 60 s through bench/http-load.ts. The server's resident memory is read from outside, from /proc/<pid>/status
// (VmRSS when idle, VmHWM = the peak), never from the benchmark's own process.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Call, load } from './http-load';

const ROOT = resolve(import.meta.dirname, '..');
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const MIX_MS = Number(process.env.BENCH_MIX_MS ?? 60_000);
const CONCURRENCY = 32;
const KEYWORDS = ['벤치', '스쿼트', 'ㅂㅊ', '덤벨', 'lat', '데드', '랫풀', '런지', '플랭크', '컬'];
/** Body-part ids (the seed's order): 가슴; 등, 어깨; 허벅지 앞, 엉덩이; 이두, 삼두. */
const PARTS = [[1], [2, 3], [8, 7], [4, 5]];

export type ServerCommand = { label: string; args: string[] };

/** How `npm start` serves after its build step (package.json): full speed, V8's default heap. */
export const COMPILED: ServerCommand = { label: 'npm start: compiled build (node dist/server/main.mjs)', args: ['dist/server/main.mjs'] };
const TSX: ServerCommand = { label: 'TypeScript through tsx (node --import tsx server/main.ts)', args: ['--import', 'tsx', 'server/main.ts'] };

/** What `npm start` may use at its peak under this load (docs/performance.md, ADR 009): the bench fails above it. */
export const PEAK_BUDGET_MB = 400;

export type MemoryResult = {
  label: string;
  startMs: number;
  idleMb: number;
  signUpPeakMb: number;
  mixPeakMb: number;
  peakMb: number;
  signUps: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
};

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

function status(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN) / 1024;
}

async function waitUp(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function post<T>(port: number, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const json = (await res.json()) as { result?: { data: T } } & T;
  return json.result ? json.result.data : json;
}

const q = (procedure: string, input: unknown) => `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

/**
 * One member: signed up (one argon2 hash each, one at a time as members arrive), with a routine holding one
 * exercise and a training session under way with one exercise of three sets, which the mix logs again and again.
 */
async function member(port: number, i: number): Promise<Call[]> {
  const { accessToken } = await post<{ accessToken: string }>(port, '/api/user/auth', {
    userName: '홍길동',
    loginEmail: `member${i}@fitforme.kr`,
    password: `bench-${i}-1234`,
    sex: i % 2 ? '남성' : '여성',
    birthDate: '1995-05-05',
    height: 160 + (i % 30),
    weight: 55 + (i % 40),
    bodyFat: 15,
    muscleMass: 30,
    upDownBalance: 0.5,
  });
  const headers = { authorization: `Bearer ${accessToken}` };
  const routine = await post<{ routineId: number }>(port, '/trpc/routines.create', { name: `루틴 ${i}` }, accessToken);
  await post(port, '/trpc/routines.addItem', { exerciseId: 1 + (i % 100), routineIds: [routine.routineId], rep: 10, setCount: 3, weight: null }, accessToken);
  const listed = await fetch(`http://127.0.0.1:${port}${q('routines.items', { routineId: routine.routineId })}`, { headers });
  const routineItemId = ((await listed.json()) as { result: { data: { routineItemId: number }[] } }).result.data[0]!.routineItemId;
  const sessionClientId = randomUUID();
  const exerciseClientId = randomUUID();
  const setClientIds = [randomUUID(), randomUUID(), randomUUID()];
  await post(port, '/trpc/training.session.start', { clientId: sessionClientId, from: { kind: 'empty' } }, accessToken);
  await post(port, '/trpc/training.session.addExercise', { sessionClientId, exerciseClientId, exerciseId: 1 + ((i * 11) % 100), setClientIds }, accessToken);
  const get = (path: string): Call => ({ method: 'GET', path, headers });
  const postCall = (procedure: string, body: unknown): Call => ({ method: 'POST', path: `/trpc/${procedure}`, body: JSON.stringify(body), headers });
  const logSet = (k: number): Call =>
    postCall('training.session.updateSet', {
      sessionClientId,
      exerciseClientId,
      setClientId: setClientIds[k],
      weight: 40 + (i % 20) * 2.5,
      reps: 8 + k,
      done: true,
    });
  return [
    logSet(0),
    get(q('catalogue.search', { keyword: KEYWORDS[i % KEYWORDS.length], page: 1 })),
    get(q('catalogue.exercise', { id: 1 + ((i * 7) % 150) })),
    get(q('catalogue.search', { keyword: KEYWORDS[(i + 3) % KEYWORDS.length], page: 1 })),
    get('/trpc/routines.list'),
    get(q('routines.items', { routineId: routine.routineId })),
    postCall('routines.updateItem', { routineItemId, rep: 8 + (i % 5), setCount: 3, weight: null }),
    get(q('catalogue.exercise', { id: 1 + ((i * 13) % 150) })),
    logSet(1),
    postCall('recommendation.create', { bodyPartIds: PARTS[i % PARTS.length], machineIds: [] }),
    get('/trpc/training.session.active'),
    logSet(2),
  ];
}

export async function memberLoad(command: ServerCommand, nodeArgs: string[] = []): Promise<MemoryResult> {
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-memory-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ...command.args], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_PATH: join(dir, 'app.db'),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      SIGNUP_LIMIT_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUp(port, child);
    const startMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 2000));
    const pid = child.pid!;
    const idleMb = status(pid, 'VmRSS');
    const calls: Call[][] = [];
    for (let i = 0; i < MEMBERS; i += 1) calls.push(await member(port, i));
    // Members take turns: call k of every member, then call k+1 …
    const signUpPeakMb = status(pid, 'VmHWM');
    // Resets VmHWM to the current RSS (proc(5), clear_refs), so the mixed load's own peak is read after it.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const mix = calls[0]!.flatMap((_, k) => calls.map((c) => c[k]!));
    const result = await load('mix', port, mix, { durationMs: MIX_MS, concurrency: CONCURRENCY });
    return {
      label: command.label,
      startMs,
      idleMb,
      signUpPeakMb,
      mixPeakMb: status(pid, 'VmHWM'),
      peakMb: Math.max(signUpPeakMb, status(pid, 'VmHWM')),
      signUps: calls.length,
      requests: result.requests,
      rps: result.rps,
      p50: result.p50,
      p99: result.p99,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  }
}

export function memoryTable(results: MemoryResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${Math.round(r.startMs)} | ${r.idleMb.toFixed(0)} | ${r.signUpPeakMb.toFixed(0)} | ${r.mixPeakMb.toFixed(0)} | ${r.peakMb.toFixed(0)} | ${r.signUps} | ${r.requests} | ${Math.round(r.rps)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`,
  );
  return [
    `### Memory under ${MEMBERS} members (sign-up and a gym workout started, then ${MIX_MS / 1000} s of search, detail, routine reads/writes, recommendations and gym set logging on ${CONCURRENCY} connections)`,
    '',
    `Budget for \`npm start\`: peak RSS ≤ ${PEAK_BUDGET_MB} MB.`,
    '',
    '| server | start ms | idle RSS MB | peak RSS MB, sign-ups | peak RSS MB, mixed load | peak RSS MB | sign-ups | mixed requests | req/s | p50 ms | p99 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const which = process.argv[2] === 'tsx' ? TSX : COMPILED;
  console.log(memoryTable([await memberLoad(which, process.argv.slice(3))]));
}
