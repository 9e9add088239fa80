// Compiles the server for `npm start`: one ES module, dist/server/main.mjs, from server/main.ts and
// everything of ours it imports (server/, db/, seed/); packages stay in node_modules. Production then runs
// plain JavaScript instead of compiling TypeScript through tsx in the serving process (ADR 009).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = join(ROOT, 'dist', 'server', 'main.mjs');

/**
 * `import.meta.url` in a bundled module would name the bundle; code that finds files beside its source
 * (db/client.ts → db/migrations) gets its own file's URL back, relative to the bundle, so the checkout can move.
 */
const sourceLocations: Plugin = {
  name: 'source-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const contents = readFileSync(args.path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(contents)) {
        return { errors: [{ text: 'use import.meta.url in server code (the server build rewrites it to the source file)' }] };
      }
      if (!contents.includes('import.meta.url')) return { contents, loader: 'ts' };
      const fromBundle = relative(dirname(SERVER_BUNDLE), args.path).split('\\').join('/');
      return { contents: contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

export async function buildServer(): Promise<void> {
  await build({
    entryPoints: [join(ROOT, 'server', 'main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceLocations],
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await buildServer();
