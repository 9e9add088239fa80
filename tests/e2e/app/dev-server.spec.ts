// `npm run dev` (scripts/dev.ts): one command starts the API server and Vite; the page Vite serves (with
// its HMR client) reaches the API through Vite's proxy. Ports come from PORT and WEB_PORT. It runs the dev
// server of its own, not the worker's compiled one: the test's pages open on it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { freePort } from '../helpers/server';

const root = fileURLToPath(new URL('../../../', import.meta.url));

async function waitForOk(url: string, alive: () => boolean, log: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`npm run dev exited\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not up within ${timeoutMs} ms\n${log()}`);
}

/** `npm run dev` on free ports and a fresh SQLite file, stopped with its whole process group afterwards. */
const devTest = test.extend<{ devServer: string }>({
  baseURL: async ({ devServer }, use) => use(devServer),
  devServer: async ({}, use) => {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const dir = mkdtempSync(join(tmpdir(), 'fitforme-dev-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', PORT: String(apiPort), WEB_PORT: String(webPort), DATABASE_PATH: join(dir, 'dev.db'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so the server and Vite are stopped with it
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const web = `http://127.0.0.1:${webPort}`;
      // Through Vite's proxy: both processes are up.
      await waitForOk(
        `${web}/api/health`,
        () => child.exitCode === null,
        () => output,
      );
      await use(web);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  },
});

// Starting both and the first load (Vite pre-bundles the dependencies) take longer than a test of the built app.
devTest.describe.configure({ timeout: 180_000 });

devTest('npm run dev serves the app through Vite, with the API behind its proxy', async ({ page }) => {
  page.setDefaultNavigationTimeout(60_000);
  await page.goto(`/searchworkout?keyword=${encodeURIComponent('랫풀다운')}`);
  await expect(page.getByRole('heading', { level: 3, name: '랫풀다운', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('script[src="/@vite/client"]')).toHaveCount(1);
});
