// Makes the app's PNG icons from our logo (web/public/favicon.svg, the same mark as web/ui/logo.tsx), in the
// Chromium the browser tests use: `node --import tsx scripts/make-icons.ts`, then commit web/public/icons/.
// docs/decisions/019: "any" icons are the logo as it is (a rounded blue square); the maskable icon and the
// apple-touch-icon fill the whole square (Android and iOS cut their own shape), and the maskable one keeps
// the barbell inside the inner 80 % (the safe zone every launcher shape leaves whole).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const ROOT = resolve(import.meta.dirname, '..');
const PUBLIC = join(ROOT, 'web', 'public');
export const ICONS_DIR = join(PUBLIC, 'icons');

/** Every icon: its file under web/public/icons, its size in px, and how the logo is laid out in it. */
export const ICONS = [
  { file: 'icon-192.png', size: 192, layout: 'logo' },
  { file: 'icon-512.png', size: 512, layout: 'logo' },
  { file: 'icon-maskable-512.png', size: 512, layout: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, layout: 'full' },
] as const;

type Layout = (typeof ICONS)[number]['layout'];

/** The logo's parts, read from favicon.svg: the brand colour and the white barbell (64 × 64 units). */
function logoParts(): { color: string; glyph: string } {
  const svg = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
  const color = /<rect width="64" height="64"[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1];
  const glyph = /<g fill="#fff">[\s\S]*?<\/g>/.exec(svg)?.[0];
  if (!color || !glyph) throw new Error('web/public/favicon.svg no longer has the expected square and barbell');
  return { color, glyph };
}

function iconSvg(layout: Layout, size: number): string {
  const { color, glyph } = logoParts();
  // The barbell spans 44 × 24 of 64 units: at 0.75 its corners are 19 units from the centre, inside the
  // maskable safe circle (radius 0.4 × 64 = 25.6).
  const body =
    layout === 'logo'
      ? `<rect width="64" height="64" rx="16" fill="${color}"/>${glyph}`
      : layout === 'full'
        ? `<rect width="64" height="64" fill="${color}"/>${glyph}`
        : `<rect width="64" height="64" fill="${color}"/><g transform="translate(32 32) scale(0.75) translate(-32 -32)">${glyph}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${body}</svg>`;
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${iconSvg(icon.layout, icon.size)}</body></html>`);
      const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
      writeFileSync(join(ICONS_DIR, icon.file), png);
      await page.close();
      console.log(`web/public/icons/${icon.file} ${icon.size}×${icon.size} ${png.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
