// Installability (docs/decisions/019). Lighthouse 12 no longer has an installability audit (its PWA
// category and `installable-manifest` are gone), so this asks Chromium itself, the check that decides
// whether Chrome offers to install the app: CDP Page.getInstallabilityErrors on '/' must list nothing.
// Also: the manifest Chromium parsed names our PNG icons (a maskable one among them) and every icon loads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { expect, test } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { MOBILE } from './helpers/browser';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

test('Chromium finds nothing stopping the app from being installed from /', async () => {
  // A profile on disk: Chromium never offers to install from an incognito context, and the contexts
  // browser.newContext() makes are incognito ('in-incognito').
  const profile = mkdtempSync(join(tmpdir(), 'fitforme-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
    baseURL: env.server.baseUrl,
    viewport: MOBILE,
    locale: 'ko-KR',
  });
  try {
    await checkInstallable(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await page.getByRole('heading', { name: '어떤 운동이 궁금하세요?' }).waitFor();
  const cdp = await context.newCDPSession(page);

  const manifest = await cdp.send('Page.getAppManifest', {});
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toBe(`${env.server.baseUrl}/manifest.webmanifest`);
  const parsed = manifest.manifest;
  expect(parsed.name).toBe('핏포미 FitForMe');
  expect(parsed.display).toBe('kStandalone');
  const icons = parsed.icons ?? [];
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  // The protocol's icon has no purpose field: the raw manifest it fetched says which one is maskable.
  const raw = JSON.parse(manifest.data ?? '{}') as { short_name?: string; icons?: { src: string; purpose?: string }[] };
  expect(raw.short_name).toBe('핏포미');
  expect(raw.icons?.filter((i) => i.purpose === 'maskable').map((i) => i.src)).toEqual(['/icons/icon-maskable-512.png']);
  for (const icon of icons) {
    const res = await page.request.get(icon.url);
    expect(res.status(), icon.url).toBe(200);
    expect(res.headers()['content-type'], icon.url).toBe(icon.type);
  }

  // Chromium checks the manifest, the icons (it downloads the one it would use) and, where its criteria ask
  // for one, the service worker.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
}
