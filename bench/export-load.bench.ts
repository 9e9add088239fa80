// One member with a long history asks for their export 20 times at once (docs/security.md row 35): every
// answer is a 200 or a 4xx, the server's memory barely rises, and another member's requests keep their
// speed. The server runs in its own process (bench/export-load-run.ts) on SQLite and on PostgreSQL; its
// resident memory is read from /proc while the exports run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createDatabase, startPostgres } from '../tests/helpers/postgres';
import { type Call, type LoadResult, load, once } from './http-load';

const ROOT = resolve(import.meta.dirname, '..');
const AT_ONCE = 20;
const QUIET_MS = 5000;

type Result = { quiet: LoadResult; during: LoadResult; statuses: Record<string, number>; rssBeforeMb: number; rssPeakMb: number; exportSeconds: number };

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

async function storm(port: number, pid: number, heavy: string, other: string): Promise<Result> {
  const base = `http://127.0.0.1:${port}`;
  const theirs: Call[] = [
    { method: 'GET', path: '/healthz' },
    { method: 'GET', path: '/trpc/routines.list', headers: { authorization: `Bearer ${other}` } },
    { method: 'GET', path: `/trpc/catalogue.search?input=${encodeURIComponent(JSON.stringify({ keyword: '벤치', bodyPartId: 0, page: 1 }))}` },
  ];
  const quiet = await load('another member, quiet', port, theirs, { durationMs: QUIET_MS, concurrency: 4 });
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  }, 20);
  const statuses: Record<string, number> = {};
  const started = performance.now();
  let done = false;
  const exports = Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      const link = await fetch(`${base}/trpc/training.transfer.exportLink`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${heavy}` },
        body: JSON.stringify({ format: 'json' }),
      });
      const { path } = ((await link.json()) as { result: { data: { path: string } } }).result.data;
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }),
  ).finally(() => {
    done = true;
  });
  const during = await until(() => done, port, theirs);
  await exports;
  const exportSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { quiet, during, statuses, rssBeforeMb, rssPeakMb, exportSeconds };
}

/** `calls` in rotation on 4 keep-alive connections until `stop()` says so: their p99. */
async function until(stop: () => boolean, port: number, calls: Call[]): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!stop()) latencies.push(await once(agent, port, calls[next++ % calls.length]!));
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { name: 'during', requests: latencies.length, p50: p(0.5), p99: p(0.99), max: latencies.at(-1) ?? Number.NaN, rps: 0 };
}

async function run(env: NodeJS.ProcessEnv): Promise<Result> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/export-load-run.ts'], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((ok) => server.once('exit', ok));
  try {
    const line = (await createInterface({ input: server.stdout! })[Symbol.asyncIterator]().next()).value as string;
    const { port, heavy, other } = JSON.parse(line) as { port: number; heavy: string; other: string };
    return await storm(port, server.pid!, heavy, other);
  } finally {
    server.stdin!.end();
    await exited;
  }
}

export async function exportLoadBench(): Promise<string> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const sqlite = await run(env);
  const pg = await startPostgres({ durable: true });
  let postgres: Result;
  try {
    postgres = await run({ ...env, DATABASE_URL: await createDatabase(pg.adminUrl, 'export_load') });
  } finally {
    await pg.destroy();
  }
  const row = (name: string, r: Result) =>
    `| ${name} | ${Object.entries(r.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(
        ', ',
      )} | ${r.exportSeconds.toFixed(1)} s | ${r.rssBeforeMb.toFixed(0)} → ${r.rssPeakMb.toFixed(0)} MB (+${(r.rssPeakMb - r.rssBeforeMb).toFixed(0)}) | ${r.quiet.p99.toFixed(1)} → ${r.during.p99.toFixed(1)} ms |`;
  return [
    `### One member's export asked ${AT_ONCE} times at once (5,000 workouts, 75,000 sets, JSON)`,
    '',
    "| dialect | answers | until the last | server RSS, peak | another member's p99 (healthz, routines, search; 4 connections), quiet → during |",
    '|---|---|---|---|---|',
    row('SQLite', sqlite),
    row('PostgreSQL', postgres),
  ].join('\n');
}
