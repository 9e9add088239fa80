// npm run dev: the API server (restarts on change) and Vite with HMR, in one command.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), '--config', join(ROOT, 'web', 'vite.config.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
