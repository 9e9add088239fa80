// The server half of bench/reset-timing.bench.ts, in a process of its own so the timing client never waits
// on the server's event loop: the bench app with RESET_BENCH_MEMBERS registered addresses
// (reset-bench-<i>@fitforme.kr). Prints its port as JSON, then serves until stdin closes.
import { users } from '../db/schema/index';
import { startBenchApp } from './bench-app';

const MEMBERS = Number(process.env.RESET_BENCH_MEMBERS ?? 450);

// One client asks for every address: its per-IP limit is lifted.
const { port, db, close } = await startBenchApp(undefined, { passwordResetLimitPerHour: 100_000 });
const now = Date.now();
await db.transaction(async (tx) => {
  for (let i = 0; i < MEMBERS; i++) {
    const loginEmail = `reset-bench-${i}@fitforme.kr`;
    // Never checked: a reset request reads only the address, the name and the id.
    await tx.insert(users).values({ loginEmail, emailKey: loginEmail, userName: '벤치회원', birthDate: null, sex: 0, passwordHash: 'x', createdAt: now });
  }
});
console.log(JSON.stringify({ port }));
process.stdin.resume();
process.stdin.on('end', () => void close().then(() => process.exit(0)));
