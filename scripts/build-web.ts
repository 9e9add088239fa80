// Builds the web client when web/dist is missing or older than any source file of the client.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { injectManifest } from '@serwist/build';
import { build as esbuild } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'web');
const DIST_INDEX = join(WEB, 'dist', 'index.html');
/**
 * Everything the build reads besides node_modules: the client, the server's contract files it compiles
 * (and the shared modules and error table they import), the build's own configuration and this script, and the lockfile
 * (dependency versions). scripts/build-web.test.ts walks the bundle's imports to prove the list
 * covers every file the bundle includes.
 */
export const WEB_BUILD_SOURCES = [
  WEB,
  join(ROOT, 'server', 'features'),
  join(ROOT, 'server', 'common'),
  join(ROOT, 'server', 'errors.ts'), // the error table: web/features/user/signup/profile-step.tsx reads its messages
  join(ROOT, 'seed', 'catalogue'), // its Korean text picks the font subsets the service worker precaches
  join(ROOT, 'scripts', 'build-web.ts'),
  join(ROOT, 'tsconfig.json'),
  join(ROOT, 'package-lock.json'),
];

/** Build output and scratch files inside the source directories (not inputs of the build). */
const NOT_SOURCES = (entry: string) =>
  entry === 'dist' || entry === 'node_modules' || entry.startsWith('.prerender-') || entry.startsWith('.first-load-') || entry.startsWith('.sw-');

/** Every file whose change makes web/dist stale. */
export function webBuildSourceFiles(): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    if (!statSync(path).isDirectory()) return void files.push(path);
    for (const entry of readdirSync(path)) if (!NOT_SOURCES(entry)) walk(join(path, entry));
  };
  WEB_BUILD_SOURCES.forEach(walk);
  return files;
}

/** True when `distIndex` (web/dist/index.html) is missing or older than any source file. */
export function webBuildIsStale(distIndex = DIST_INDEX): boolean {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  return webBuildSourceFiles().some((file) => statSync(file).mtimeMs > built);
}

export function buildWebIfNeeded(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web client…');
  // Two passes (web/vite.config.ts): the first records which modules every page's first load needs, the
  // second bundles exactly those into one file, so a first visit makes 1 script request instead of ~30.
  const firstLoad = join(WEB, `.first-load-${process.pid}.json`);
  try {
    viteBuild({ FITFORME_RECORD_FIRST_LOAD: firstLoad }, ['--logLevel', 'warn']);
    viteBuild({ FITFORME_FIRST_LOAD_MODULES: firstLoad }, []);
  } finally {
    rmSync(firstLoad, { force: true });
  }
  prerenderHome();
  writeRoutePreloads(join(WEB, 'dist'));
  // @serwist/build is asynchronous and this function is not (its callers build before they start): its own process.
  const sw = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, SERVICE_WORKER_STEP, join(WEB, 'dist')], { cwd: ROOT, stdio: 'inherit' });
  if (sw.status !== 0) throw new Error('The service worker build failed');
  precompress(join(WEB, 'dist'));
}

function viteBuild(extraEnv: Record<string, string>, args: string[]): void {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(WEB, 'vite.config.ts'), ...args],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // Always a production bundle, even when started from a test run (vitest sets NODE_ENV=test).
      env: { ...process.env, ...extraEnv, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('The web client build failed');
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type RoutePreload = { pattern: string; scripts: string[]; styles: string[] };

/** '/mypage', '/workoutdetail/[^/]+' … from a route file name (TanStack file-route conventions). */
function routePattern(routeFile: string): { pattern: string; layout: boolean } | null {
  const segments = routeFile
    .replace(/^routes\//, '')
    .replace(/\.tsx$/, '')
    .split('/');
  if (segments.some((s) => s.startsWith('-') || s === '__root')) return null;
  const last = segments.at(-1);
  const layout = last === 'route';
  if (last === 'route' || last === 'index') segments.pop();
  const path = segments.map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return { pattern: layout ? `^/${path}(/.*)?$` : `^/${path}/?$`, layout };
}

/**
 * dist/route-preloads.json: for each route, the chunks its page needs beyond the app's own (component,
 * loader and what they import). The server names them in the page it sends for that route
 * (<link rel="modulepreload">), so the browser fetches them alongside the app instead of after it.
 */
export function writeRoutePreloads(distDir: string): void {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const inEntry = new Set<string>();
  const entryCss = new Set<string>();
  const collect = (key: string, into: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const k of chunk.imports ?? []) collect(k, into, css);
  };
  if (entry) {
    const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry)!;
    collect(entryKey, inEntry, entryCss);
  }
  const byRoute = new Map<string, { scripts: Set<string>; styles: Set<string> }>();
  for (const key of Object.keys(manifest)) {
    const match = /^(routes\/.+\.tsx)\?tsr-split=(component|loader)$/.exec(key);
    if (!match) continue;
    const route = routePattern(match[1]!);
    if (!route) continue;
    const target = byRoute.get(route.pattern) ?? { scripts: new Set<string>(), styles: new Set<string>() };
    collect(key, target.scripts, target.styles);
    byRoute.set(route.pattern, target);
  }
  const preloads: RoutePreload[] = [...byRoute].map(([pattern, { scripts, styles }]) => ({
    pattern,
    scripts: [...scripts].filter((f) => !inEntry.has(f)).map((f) => `/${f}`),
    styles: [...styles].filter((f) => !entryCss.has(f)).map((f) => `/${f}`),
  }));
  writeFileSync(join(distDir, 'route-preloads.json'), JSON.stringify(preloads, null, 1));
}

/**
 * Renders the home page into web/dist/index.html: web/prerender.tsx is built for Node (`vite build --ssr`,
 * same plugins and CSS-module names as the client) into web/.prerender, run once, and removed.
 */
function prerenderHome(): void {
  const outDir = join(WEB, `.prerender-${process.pid}`);
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const env = { ...process.env, NODE_ENV: 'production' };
  try {
    const ssr = spawnSync(
      process.execPath,
      [vite, 'build', '--config', join(WEB, 'vite.config.ts'), '--ssr', join(WEB, 'prerender.tsx'), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: ROOT, stdio: 'inherit', env },
    );
    if (ssr.status !== 0) throw new Error('The home page pre-render build failed');
    const run = spawnSync(process.execPath, [join(outDir, 'prerender.js'), join(WEB, 'dist')], { cwd: ROOT, stdio: 'inherit', env });
    if (run.status !== 0) throw new Error('The home page pre-render failed');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The argument that runs only the service worker step of the build (in its own process). */
const SERVICE_WORKER_STEP = '--service-worker';

/**
 * The files of a build the service worker precaches (docs/decisions/016-offline-app-shell.md), relative to
 * web/dist. `icons/` holds the manifest's PNG icons and the apple-touch-icon
 * (docs/decisions/019-at-the-rack-and-install.md); the rest-end notification shows one, often with no signal.
 * color-scheme.js: every page runs it in <head> to paint in the system's scheme (docs/decisions/032-dark-mode.md).
 */
const PRECACHED = [
  'index.html',
  'app.html',
  'color-scheme.js',
  'manifest.webmanifest',
  '*.{svg,png,ico}',
  'icons/*.{svg,png,ico}',
  'assets/*.{js,css}',
  'assets/*.woff2',
];

/**
 * web/dist/sw.js: web/sw/sw.ts bundled for the browser (esbuild), with the precache list written into it
 * (@serwist/build). Hashed files (assets/) are their own version; the pages, the manifest and the icons
 * get a revision (a hash of their bytes), so any change to them makes a new sw.js and so a new version.
 */
export async function buildServiceWorker(distDir: string): Promise<{ count: number; size: number }> {
  const bundled = join(WEB, `.sw-${process.pid}.js`);
  try {
    await esbuild({
      entryPoints: [join(WEB, 'sw', 'sw.ts')],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2022',
      platform: 'browser',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const fontText = textOfTheApp(distDir);
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: join(distDir, 'sw.js'),
      globDirectory: distDir,
      globPatterns: PRECACHED,
      dontCacheBustURLsMatching: /^\/assets\//,
      // Every URL from the site's root, as the pages name them.
      modifyURLPrefix: { '': '/' },
      manifestTransforms: [
        (entries) => {
          const fonts = fontSubsetsFor(distDir, fontText);
          return { manifest: entries.filter((e) => !e.url.endsWith('.woff2') || fonts.has(e.url)), warnings: [] };
        },
      ],
    });
    if (warnings.length > 0) throw new Error(`The service worker's precache list: ${warnings.join('; ')}`);
    return { count, size };
  } finally {
    rmSync(bundled, { force: true });
  }
}

/** Every character the app can show from its own files: the built pages and code, and the seeded catalogue. */
function textOfTheApp(distDir: string): Set<number> {
  const chars = new Set<number>();
  const add = (text: string) => {
    for (const c of text) chars.add(c.codePointAt(0)!);
  };
  for (const file of readdirSync(distDir)) if (file.endsWith('.html')) add(readFileSync(join(distDir, file), 'utf8'));
  for (const file of readdirSync(join(distDir, 'assets'))) if (file.endsWith('.js')) add(readFileSync(join(distDir, 'assets', file), 'utf8'));
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
    else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) add(readFileSync(path, 'utf8'));
  };
  walk(join(ROOT, 'seed', 'catalogue'));
  return chars;
}

/**
 * The Pretendard subset files (their URLs) whose unicode-range holds a character of `chars`: the ones the
 * app's text needs. A glyph outside them (a member's own routine name) loads once online and stays in the
 * worker's font cache.
 */
function fontSubsetsFor(distDir: string, chars: Set<number>): Set<string> {
  const urls = new Set<string>();
  for (const file of readdirSync(join(distDir, 'assets'))) {
    if (!file.endsWith('.css')) continue;
    const css = readFileSync(join(distDir, 'assets', file), 'utf8');
    for (const face of css.matchAll(/@font-face\{[^}]*?url\(([^)]+\.woff2)\)[^}]*?unicode-range:([^;}]+)/g)) {
      const ranges = face[2]!.split(',').map((r) => {
        const [from, to] = r.trim().replace(/^U\+/i, '').split('-');
        // U+11?? is U+1100–11FF.
        return to === undefined
          ? [Number.parseInt(from!.replace(/\?/g, '0'), 16), Number.parseInt(from!.replace(/\?/g, 'F'), 16)]
          : [Number.parseInt(from!, 16), Number.parseInt(to, 16)];
      });
      if ([...chars].some((c) => ranges.some(([lo, hi]) => c >= lo! && c <= hi!))) urls.add(face[1]!.replace(/^["']|["']$/g, ''));
    }
  }
  return urls;
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
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (process.argv[2] === SERVICE_WORKER_STEP) {
    const { count, size } = await buildServiceWorker(resolve(process.argv[3]!));
    console.log(`Service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
  } else buildWebIfNeeded();
}
