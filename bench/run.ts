// npm run bench: every benchmark, printed as Markdown tables (paste into README's performance section).
import { cpus } from 'node:os';
import { recommendationBench } from './recommendation.bench';
import { searchBench } from './search.bench';
import { webBench } from './web.bench';

const sections = [await searchBench(), await recommendationBench(), (await webBench()).table];
console.log(`Node ${process.version}, ${cpus().length} cores\n`);
console.log(sections.join('\n\n'));
