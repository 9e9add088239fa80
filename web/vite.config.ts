import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Absolute paths: the config is run from the repo root (`--config web/vite.config.ts`) and from scripts.
const webDir = fileURLToPath(new URL('.', import.meta.url));
// In `npm run dev` the API server listens on PORT (3000) and Vite on WEB_PORT (5173), proxying to it.
const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const webPort = Number(process.env.WEB_PORT ?? 5173);

export default defineConfig({
  root: webDir,
  publicDir: `${webDir}public`,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Every piece of a route except its search validation loads with the route, not with the app:
      // loaders and pending screens too (the default splits only the components).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // The home page is pre-rendered into index.html: its code and styles ship with the app's own, so
        // the pre-rendered markup is styled before any script runs and nothing changes when it mounts.
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
      },
      routesDirectory: `${webDir}routes`,
      generatedRouteTree: `${webDir}routeTree.gen.ts`,
    }),
    react(),
  ],
  build: {
    outDir: `${webDir}dist`,
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/build-web.ts reads it to list each route's chunks (route-preloads.json).
    manifest: true,
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
