import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Absolute paths: the config is run from the repo root (`--config web/vite.config.ts`) and from scripts.
const webDir = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: webDir,
  publicDir: `${webDir}public`,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${webDir}routes`,
      generatedRouteTree: `${webDir}routeTree.gen.ts`,
    }),
    react(),
  ],
  build: {
    outDir: `${webDir}dist`,
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': api,
      '/trpc': api,
      '/media': api,
    },
  },
});
