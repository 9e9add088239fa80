// The server half of bench/export-load.bench.ts, in a process of its own so its memory is its own: the bench
// app with one member who imported 5,000 workouts (15 sets each, about 8 years), and another member. Prints
// `{ port, heavy, other }` (access tokens) as JSON once ready, then serves until stdin closes.
import { koreaDateTime } from '../server/common/korea-time.shared';
import { splitCsvForImport } from '../server/features/training/transfer/import-chunks.shared';
import { STRONG_COLUMNS } from '../server/features/training/transfer/import-formats.shared';
import { startBenchApp } from './bench-app';

export const WORKOUTS = 5000;
const EXERCISES = ['Bench Press (Barbell)', 'Squat (Barbell)', 'Lat Pulldown (Cable)'];

const { port, close } = await startBenchApp();
const base = `http://127.0.0.1:${port}`;

async function trpc<T>(path: string, input: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(input),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

const member = async (loginEmail: string) =>
  (
    await trpc<{ accessToken: string }>('user.signUp', {
      userName: '벤치회원',
      loginEmail,
      password: 'bench1234',
      sex: 0,
      birthDate: '1990-05-05',
      height: 175,
      weight: 75,
      bodyFat: 15,
      muscleMass: 34,
      upDownBalance: 5,
    })
  ).accessToken;

const heavy = await member('export-heavy@fitforme.kr');
const other = await member('export-other@fitforme.kr');
const lines = [STRONG_COLUMNS.join(',')];
const first = Date.UTC(2018, 0, 2, 9, 0, 0);
for (let w = 0; w < WORKOUTS; w++) {
  const head = `${w + 1},${koreaDateTime(first + w * 14 * 3_600_000)},운동 ${w % 7},1h`;
  for (const name of EXERCISES) for (let s = 1; s <= 5; s++) lines.push(`${head},${name},${s},${40 + (w % 40)},${5 + (s % 5)},,,,,`);
}
for (const chunk of splitCsvForImport(`${lines.join('\n')}\n`)) await trpc('training.transfer.importCommit', { ...chunk, mapping: {} }, heavy);

console.log(JSON.stringify({ port, heavy, other }));
process.stdin.resume();
process.stdin.on('end', () => void close().then(() => process.exit(0)));
