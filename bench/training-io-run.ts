// One dialect's half of bench/training-io.bench.ts, in a process of its own (a process serves one dialect:
// db/dialect.ts): a member imports a 5-year, 50,000-row Strong export through the real HTTP API as the web
// client does (splitCsvForImport chunks: every chunk previewed, then every chunk committed, one request
// at a time), imports it again (nothing added), then downloads it as CSV and as JSON. Prints the timings as
// JSON on its last line.
import { splitCsvForImport } from '../server/features/training/transfer/import-chunks.shared';
import type { ImportResult } from '../server/features/training/transfer/transfer.shared';
import { generateStrongFile } from '../tests/helpers/strong-file';
import { startBenchApp } from './bench-app';

export type TrainingIoTimings = {
  rows: number;
  workouts: number;
  chunks: number;
  previewSeconds: number;
  commitSeconds: number;
  reimportSeconds: number;
  exportCsvMs: number;
  exportCsvBytes: number;
  exportJsonMs: number;
  exportJsonBytes: number;
};

const { port, close } = await startBenchApp();
const base = `http://127.0.0.1:${port}`;

async function trpc<T>(method: 'GET' | 'POST', path: string, input: unknown, token?: string): Promise<T> {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    method === 'GET'
      ? await fetch(`${base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: auth })
      : await fetch(`${base}/trpc/${path}`, { method, headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(input) });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

try {
  const { accessToken } = await trpc<{ accessToken: string }>('POST', 'user.signUp', {
    userName: '벤치회원',
    loginEmail: 'bench-io@fitforme.kr',
    password: 'bench1234',
    sex: 0,
    birthDate: '1995-05-05',
    height: 175,
    weight: 75,
    bodyFat: 15,
    muscleMass: 34,
    upDownBalance: 5,
  });
  const file = generateStrongFile({ rows: 50_000, years: 5 });
  const chunks = splitCsvForImport(file.csv);

  let started = performance.now();
  for (const chunk of chunks) await trpc('POST', 'training.transfer.importPreview', chunk, accessToken);
  const previewSeconds = seconds(started);

  const commitAll = async () => {
    let added = 0;
    for (const chunk of chunks) added += (await trpc<ImportResult>('POST', 'training.transfer.importCommit', { ...chunk, mapping: {} }, accessToken)).added;
    return added;
  };
  started = performance.now();
  const added = await commitAll();
  const commitSeconds = seconds(started);
  if (added !== file.sessions) throw new Error(`imported ${added} workouts, expected ${file.sessions}`);
  started = performance.now();
  if ((await commitAll()) !== 0) throw new Error('the second import added workouts');
  const reimportSeconds = seconds(started);

  const exported = async (format: 'csv' | 'json') => {
    const { path } = await trpc<{ path: string }>('POST', 'training.transfer.exportLink', { format }, accessToken);
    const res = await fetch(`${base}${path}`);
    if (res.status !== 200) throw new Error(`export ${format}: ${res.status}`);
    return { body: await res.text() };
  };
  started = performance.now();
  const csv = await exported('csv');
  const exportCsvMs = seconds(started) * 1000;
  started = performance.now();
  const json = await exported('json');
  const exportJsonMs = seconds(started) * 1000;
  if (csv.body.trimEnd().split('\n').length !== 1 + file.sets) throw new Error('the export lacks sets');

  const timings: TrainingIoTimings = {
    rows: file.sets,
    workouts: file.sessions,
    chunks: chunks.length,
    previewSeconds,
    commitSeconds,
    reimportSeconds,
    exportCsvMs,
    exportCsvBytes: Buffer.byteLength(csv.body),
    exportJsonMs,
    exportJsonBytes: Buffer.byteLength(json.body),
  };
  console.log(JSON.stringify(timings));
} finally {
  await close();
}
