// The contact sheet: every exercise's start frame on one PNG, with its Korean name, so a trainer can review
// all the movement pictures at a glance (docs/decisions/033-movement-illustrations.md).
//   node --import tsx scripts/contact-sheet.ts [docs/movements-contact-sheet.png]
// An exercise without a movement shows an empty cell marked '그림 없음'.
import { chromium } from 'playwright-core';
import { EXERCISES } from '../seed/catalogue/exercises';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { movementSvg } from './seed-movements';

const out = process.argv[2] ?? 'docs/movements-contact-sheet.png';
const COLUMNS = 10;
const CELL = 150;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const cells = EXERCISES.map((e, i) => {
  const svg = movementSvg(e.key, 'still');
  const picture = svg ? svg.replace('<svg ', `<svg style="width:${CELL}px;height:${CELL}px" `) : `<div class="none">그림 없음</div>`;
  return `<figure>${picture}<figcaption>${i + 1}. ${escapeHtml(e.koreanName)}</figcaption></figure>`;
});
const html = `<!doctype html><meta charset="utf-8"><style>
body{margin:0;padding:12px;background:#fff;font:12px/1.3 'Noto Sans CJK KR','Noto Sans KR',sans-serif;color:#212529}
h1{font-size:16px;margin:0 0 8px}
main{display:grid;grid-template-columns:repeat(${COLUMNS},${CELL}px);gap:6px}
figure{margin:0;border:1px solid #e9ecef;border-radius:6px;padding:2px;width:${CELL}px}
figcaption{height:32px;overflow:hidden;text-align:center;padding:0 2px}
.none{width:${CELL}px;height:${CELL}px;display:grid;place-items:center;color:#c92a2a}
</style><h1>핏포미 운동 동작 그림 — 시작 자세 ${EXERCISES.length}개 (${new Date().toISOString().slice(0, 10)})</h1><main>${cells.join('')}</main>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const page = await browser.newPage({ viewport: { width: COLUMNS * (CELL + 12) + 24, height: 800 }, colorScheme: 'light' });
await page.setContent(html);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`${out}: ${EXERCISES.length} exercises, ${EXERCISES.filter((e) => movementSvg(e.key, 'still')).length} with a picture`);
