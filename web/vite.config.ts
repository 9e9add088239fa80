import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Run from the repo root and from scripts.
const webDir = fileURLToPath(new URL('.', import.meta.url));
const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const webPort = Number(process.env.WEB_PORT ?? 5173);

// Two-pass chunking (scripts/build-web.ts): pass 1 records the first load's modules, pass 2 bundles them.
const recordFirstLoadTo = process.env.FITFORME_RECORD_FIRST_LOAD;
const firstLoadList = process.env.FITFORME_FIRST_LOAD_MODULES;
const firstLoadModules = firstLoadList ? new Set<string>(JSON.parse(readFileSync(firstLoadList, 'utf8'))) : null;

function recordFirstLoad(): Plugin {
  return {
    name: 'fitforme:record-first-load',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!recordFirstLoadTo) return;
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const modules = new Set<string>();
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        for (const m of chunk.moduleIds) modules.add(m);
        for (const f of chunk.imports) visit(f);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      writeFileSync(recordFirstLoadTo, JSON.stringify([...modules]));
    },
  };
}

export default defineConfig({
  root: webDir,
  publicDir: `${webDir}public`,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The default splits only the components.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // The pre-rendered home page is styled before any script runs.
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
      },
      routesDirectory: `${webDir}routes`,
      generatedRouteTree: `${webDir}routeTree.gen.ts`,
    }),
    react(),
    recordFirstLoad(),
  ],
  build: {
    outDir: `${webDir}dist`,
    emptyOutDir: true,
    // For scripts/build-web.ts's route-preloads.json.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: firstLoadModules
          ? {
              groups: [
                {
                  // One request instead of ~30; no byte moves into or out of the first load.
                  debugName: 'app',
                  name: (id) => (firstLoadModules.has(id) ? 'app' : null),
                },
              ],
            }
          : undefined,
      },
    },
  },
  server: {
    port: webPort,
    strictPort: true,
    host: '127.0.0.1',
    proxy: {
      '/api': api,
      '/trpc': api,
      '/media': api,
    },
  },
});
