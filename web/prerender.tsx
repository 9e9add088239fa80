// Build-time render of the home page (scripts/build-web.ts builds this with `vite build --ssr` and runs it):
// the markup goes into web/dist/index.html, so the nav and the hero paint before any JS has run. It renders
// what a visitor sees (no session), with the same components, theme and CSS module class names as the app.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';
import { routeTree } from './routeTree.gen';

/** A visitor's empty storage: the stores read it while rendering. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

async function renderAt(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(<AppRoot router={router} />);
}

export const renderHome = () => renderAt('/');

/**
 * The shell every other page shares (nav, bottom tabs, footer) with an empty main: rendered at a path no
 * route has, with the not-found screen switched off for this render only (this process ends after it).
 */
export async function renderShell(): Promise<string> {
  routeTree.update({ notFoundComponent: () => null });
  return renderAt('/__shell__');
}

/**
 * Puts the rendered home page into the built index.html, served for '/'. Every other page is served
 * app.html, the same document holding only the shell, so no page shows the home page while it loads.
 */
export async function prerenderInto(distDir: string): Promise<void> {
  Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  const file = join(distDir, 'index.html');
  const html = readFileSync(file, 'utf8');
  const empty = '<div id="root"></div>';
  if (!html.includes(empty)) throw new Error('prerender: web/dist/index.html has no empty <div id="root"></div>');
  const home = await renderHome();
  const shell = await renderShell();
  writeFileSync(join(distDir, 'app.html'), html.replace(empty, `<div id="root" data-prerendered="shell">${shell}</div>`));
  writeFileSync(file, html.replace(empty, `<div id="root" data-prerendered="home">${home}</div>`));
}

if (process.argv[2]) await prerenderInto(process.argv[2]);
