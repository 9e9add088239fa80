// Starts the real server (tsx, or the compiled build npm start serves) as its own process: on a fresh
// SQLite file in a temp dir, or on the PostgreSQL database it is given.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export type TestServer = {
  baseUrl: string;
  /** The server process's id, for tests that read its state under /proc. */
  pid: number;
  stop: () => Promise<void>;
  /** How the process ended if it has (before stop(): it died on its own), else null. */
  exited: () => { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
};

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms\n${log()}`);
}

/**
 * `compiled`: the server as `npm start` runs it (`node dist/server/main.mjs`, built by scripts/build-server.ts)
 * instead of the TypeScript sources through tsx. The caller builds it first.
 */
export async function startServer(
  opts: { accessTokenTtlSeconds?: number; compiled?: string; databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-e2e-'));
  const port = await freePort();
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...parentEnv,
    // Several nodes on one PostgreSQL share the secret that signs access tokens (docs/operations.md "Running on several machines").
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl, AUTH_SECRET: 'test-secret-shared-by-every-node-0123456789' } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: join(dir, 'test.db'),
    NODE_ENV: 'test',
    ARGON2_PROFILE: 'fast',
    LOG_LEVEL: 'warn',
    // Every test signs its members up, and checks their addresses, from 127.0.0.1 (one server serves many tests).
    SIGNUP_LIMIT_PER_HOUR: '10000',
    EMAIL_CHECK_LIMIT_PER_HOUR: '10000',
    ...(opts.accessTokenTtlSeconds ? { ACCESS_TOKEN_TTL_SECONDS: String(opts.accessTokenTtlSeconds) } : {}),
    ...opts.env,
  };
  const args = opts.compiled ? [opts.compiled] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  const exited = () => (child.exitCode === null && child.signalCode === null ? null : { code: child.exitCode, signal: child.signalCode });
  return { baseUrl, pid: child.pid!, stop, exited, output: () => output };
}
