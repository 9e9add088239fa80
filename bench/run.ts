// npm run bench: every benchmark, printed as Markdown tables (paste into docs/performance.md).
// BENCH_ONLY=search,recommendation,training,dialects,training-io,export-load,reset-timing,memory,web picks some; BENCH_REPEATS / BENCH_CASE_MS tune the HTTP runs.
import { cpus } from 'node:os';
import { buildServer } from '../scripts/build-server';
import { dialectsBench } from './dialects.bench';
import { exportLoadBench } from './export-load.bench';
import { COMPILED, memberLoad, memoryTable, PEAK_BUDGET_MB } from './member-load';
import { recommendationBench } from './recommendation.bench';
import { resetTimingBench } from './reset-timing.bench';
import { searchBench } from './search.bench';
import { trainingBench } from './training.bench';
import { trainingIoBench } from './training-io.bench';
import { webBench } from './web.bench';

const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);

const sections: string[] = [];
if (wanted('search')) sections.push(await searchBench());
if (wanted('recommendation')) sections.push(await recommendationBench());
if (wanted('training')) sections.push(await trainingBench());
if (wanted('dialects')) sections.push(await dialectsBench());
if (wanted('training-io')) sections.push(await trainingIoBench());
if (wanted('export-load')) sections.push(await exportLoadBench());
if (wanted('reset-timing')) sections.push(await resetTimingBench());
if (wanted('memory')) {
  await buildServer();
  const served = await memberLoad(COMPILED);
  sections.push(memoryTable([served]));
  if (served.peakMb > PEAK_BUDGET_MB) {
    console.error(`npm start peaked at ${served.peakMb.toFixed(0)} MB under the member load, over its ${PEAK_BUDGET_MB} MB budget`);
    process.exitCode = 1;
  }
}
if (wanted('web')) sections.push((await webBench()).table);
console.log(`Node ${process.version}, ${cpus().length} cores\n`);
console.log(sections.join('\n\n'));
