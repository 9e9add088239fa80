// Builds the web client when web/dist is missing or older than any source file of the client.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'web');
const DIST_INDEX = join(WEB, 'dist', 'index.html');
/** The client also compiles the server's contract files it imports. */
const SOURCES = [WEB, join(ROOT, 'server', 'features'), join(ROOT, 'server', 'shared'), join(ROOT, 'package-lock.json')];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function webBuildIsStale(): boolean {
  if (!existsSync(DIST_INDEX)) return true;
  const built = statSync(DIST_INDEX).mtimeMs;
  return SOURCES.some((src) => existsSync(src) && newestMtime(src) > built);
}

export function buildWebIfNeeded(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web client…');
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(WEB, 'vite.config.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    // Always a production bundle, even when started from a test run (vitest sets NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web client build failed');
  precompress(join(WEB, 'dist'));
}

/** Text files we serve, compressed once at build time (the server picks .br or .gz by Accept-Encoding). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Writes `x.br` (brotli 11) and `x.gz` (gzip 9) beside every compressible file of the build. */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const bytes = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) buildWebIfNeeded();
