// `npm test` on a fresh machine (package.json pretest): a browser that is not there stops the run at once,
// naming what is missing; with Debian's Chromium and the Korean font in place it goes on.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-browser.ts'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });

test('a CHROMIUM_PATH that is not there stops the run, naming it; the installed browser lets it go on', () => {
  const missing = run({ CHROMIUM_PATH: '/nonexistent/chromium' });
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain('CHROMIUM_PATH=/nonexistent/chromium is not an executable file');
  const present = run({});
  expect([present.status, present.stderr]).toEqual([0, '']);
}, 60_000);
