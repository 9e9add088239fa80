// Draws exercises' movement pictures to PNG for review: every keyframe side by side, plus the still.
//   node --import tsx scripts/movement-preview.ts bench_press squat … [--out /tmp/movements]
// Open the PNGs to check each pose by eye (docs/decisions/033-movement-illustrations.md).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { exerciseSeedOf, movementSvg } from './seed-movements';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1]! : '/tmp/movements';
const keys = args.filter((_, i) => outAt < 0 || (i !== outAt && i !== outAt + 1));
const dark = process.env.SCHEME === 'dark';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const page = await browser.newPage({ deviceScaleFactor: 2, colorScheme: dark ? 'dark' : 'light' });
for (const key of keys) {
  const frames = movementSvg(key, 'frames');
  if (!frames) {
    console.error(`${key}: no movement`);
    process.exitCode = 1;
    continue;
  }
  const name = exerciseSeedOf(key)?.koreanName ?? key;
  const html = `<body style="margin:0;background:${dark ? '#1a1b1e' : '#fff'};font:14px sans-serif;color:${dark ? '#eee' : '#222'}"><div style="padding:4px 8px">${name} (${key})</div>${frames}</body>`;
  await page.setContent(html);
  const file = join(out, `${key}.png`);
  await page.locator('svg').screenshot({ path: file });
  console.log(file);
}
await browser.close();
