// npm run dev: the API server (restarts on change) and Vite with HMR, in one command.
// PORT is the API server's port (default 3000), WEB_PORT Vite's (default 5173); open Vite's address.
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const env = { NODE_ENV: 'development', ...process.env, PORT: process.env.PORT ?? '3000' };
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', join(ROOT, 'server', 'main.ts')], { cwd: ROOT, stdio: 'inherit', env }),
  spawn(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), '--config', join(ROOT, 'web', 'vite.config.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  }),
];

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
