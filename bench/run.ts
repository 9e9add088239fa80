// npm run bench: every benchmark, printed as Markdown tables (paste into README's performance section).
import { searchBench } from './search.bench';

const sections = [await searchBench()];
console.log(`Node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`);
console.log(sections.join('\n\n'));
