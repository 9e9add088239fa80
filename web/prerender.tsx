// Run by scripts/build-web.ts so the home page paints before any JS; renders what a visitor sees.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';
import { routeTree } from './routeTree.gen';

/** The stores read storage while rendering. */
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

/** The not-found screen is switched off for good: this process ends after it. */
export async function renderShell(): Promise<string> {
  routeTree.update({ notFoundComponent: () => null });
  return renderAt('/__shell__');
}

/** Other pages get app.html (the shell only), so none shows the home page while it loads. */
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
