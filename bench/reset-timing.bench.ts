// Does the answer to a password-reset request tell a registered address from an unknown one by its time
// (docs/security.md row 34)? Pairs of one of each, which goes first drawn per pair, timed to the end of the
// answer over keep-alive HTTP from this process; the server runs in another (bench/reset-timing-run.ts), on
// SQLite and on PostgreSQL (embedded, fsync on). Medians, and the share of pairs where the registered one was
// slower: 50 % is no signal.
import { spawn } from 'node:child_process';
import { Agent } from 'node:http';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, startPostgres } from '../tests/helpers/postgres';
import { type Call, once } from './http-load';

const PAIRS = Number(process.env.BENCH_RESET_PAIRS ?? 800);
const WARM_UP = 50;
/** Quiet between requests, longer than the app's pause after an answer and the link's write, so each is timed on its own. */
const GAP_MS = 50;
const ROOT = resolve(import.meta.dirname, '..');

type Timing = { registeredMs: number; unknownMs: number; registeredSlower: number };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ask = (loginEmail: string): Call => ({ method: 'POST', path: '/trpc/auth.requestPasswordReset', body: JSON.stringify({ loginEmail }) });

async function measure(port: number): Promise<Timing> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const registered: number[] = [];
  const unknown: number[] = [];
  let slower = 0;
  try {
    for (let i = 0; i < WARM_UP + PAIRS; i++) {
      const knownFirst = Math.random() < 0.5;
      const calls = [ask(`reset-bench-${i}@fitforme.kr`), ask(`nobody-${i}@fitforme.kr`)];
      const times: number[] = [];
      for (const call of knownFirst ? calls : calls.reverse()) {
        await sleep(GAP_MS);
        times.push(await once(agent, port, call));
      }
      if (i < WARM_UP) continue;
      const [r, u] = knownFirst ? times : times.reverse();
      registered.push(r!);
      unknown.push(u!);
      if (r! > u!) slower++;
    }
  } finally {
    agent.destroy();
  }
  return { registeredMs: median(registered), unknownMs: median(unknown), registeredSlower: slower / PAIRS };
}

async function run(env: NodeJS.ProcessEnv): Promise<Timing> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/reset-timing-run.ts'], {
    cwd: ROOT,
    env: { ...env, RESET_BENCH_MEMBERS: String(WARM_UP + PAIRS) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((done) => server.once('exit', done));
  try {
    const [line] = await createInterface({ input: server.stdout! })
      [Symbol.asyncIterator]()
      .next()
      .then((r) => [r.value as string]);
    return await measure((JSON.parse(line!) as { port: number }).port);
  } finally {
    server.stdin!.end();
    await exited;
  }
}

export async function resetTimingBench(): Promise<string> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const sqlite = await run(env);
  const pg = await startPostgres({ durable: true });
  let postgres: Timing;
  try {
    postgres = await run({ ...env, DATABASE_URL: await createDatabase(pg.adminUrl, 'reset_timing') });
  } finally {
    await pg.destroy();
  }
  const row = (name: string, r: Timing) =>
    `| ${name} | ${r.registeredMs.toFixed(2)} | ${r.unknownMs.toFixed(2)} | ${(r.registeredSlower * 100).toFixed(1)} % |`;
  return [
    `### Password reset answer time: registered vs unknown address (tRPC, ${PAIRS} pairs, ms)`,
    '',
    '| dialect | registered, median | unknown, median | pairs where registered was slower (50 % = no signal) |',
    '|---|---|---|---|',
    row('SQLite', sqlite),
    row('PostgreSQL', postgres),
  ].join('\n');
}
