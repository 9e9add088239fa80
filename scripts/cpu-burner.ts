// Runs a command while every core is kept busy, to prove tests hold on a loaded machine:
//   node --import tsx scripts/cpu-burner.ts npm test
// One busy-looping worker thread per core (BURN_WORKERS overrides), stopped when the command exits.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node --import tsx scripts/cpu-burner.ts <command> [args…]');
  process.exit(2);
}
const count = Number(process.env.BURN_WORKERS ?? availableParallelism());
const workers = Array.from({ length: count }, () => new Worker('let x = 0; for (;;) x = (x + Math.sqrt(x + 1)) % 1e9;', { eval: true }));
console.error(`cpu-burner: ${count} busy worker(s) while running: ${[command, ...args].join(' ')}`);
const child = spawn(command, args, { stdio: 'inherit' });
child.on('exit', async (code, signal) => {
  await Promise.all(workers.map((w) => w.terminate()));
  process.exit(code ?? (signal ? 1 : 0));
});
