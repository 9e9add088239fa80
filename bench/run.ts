// npm run bench: every benchmark, printed as Markdown tables (paste into README's performance section).
import { cpus } from 'node:os';
import { recommendationBench } from './recommendation.bench';
import { searchBench } from './search.bench';

const sections = [await searchBench(), await recommendationBench()];
console.log(`Node ${process.version}, ${cpus().length} cores\n`);
console.log(sections.join('\n\n'));
