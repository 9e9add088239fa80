// Installing the app (docs/decisions/019). Chromium itself finds nothing stopping the install from '/' (CDP
// Page.getInstallabilityErrors, the check that decides whether Chrome offers it; Lighthouse 12 no longer has
// such an audit), and the manifest it parsed names our PNG icons, a maskable one among them, all loading.
// The '홈 화면에 추가' hint on phone profiles: Android Chrome (its beforeinstallprompt), iOS Safari
// (instructions), desktop (nothing). Chromium headless never fires a real beforeinstallprompt for a test
// profile, so the test dispatches one with a recorded prompt(): this proves what the app does with Chrome's
// event (holds it back on phones, shows the hint, calls prompt() on '설치'), not that Chrome would fire it.
// A visit is a tab: each visit() opens a new page in the same profile (same localStorage, new sessionStorage).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium';
import { test as base, expect } from '../fixtures';
import { DESKTOP, MOBILE } from '../helpers/browser';
import { loginViaUi, newMember, signUpViaApi } from '../helpers/members';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const HINT = '앱 설치 안내';
const HEADLINE = '홈 화면에 핏포미를 추가하면 앱처럼 쓸 수 있어요';

/** `profile(kind)`: a browser profile of that device (closed after the test). */
const test = base.extend<{ profile: (kind: keyof typeof UA) => Promise<BrowserContext> }>({
  profile: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (kind) => {
      const phone = kind !== 'desktop';
      const context = await browser.newContext({ viewport: phone ? MOBILE : DESKTOP, userAgent: UA[kind], isMobile: phone, hasTouch: phone });
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
test.use({ serviceWorkers: 'allow' });

test('Chromium finds nothing stopping the app from being installed from /', async ({ playwright, server }) => {
  // A profile on disk: Chromium never offers to install from an incognito context, and the contexts
  // browser.newContext() makes are incognito ('in-incognito').
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-installable-'));
  const context = await playwright.chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
    baseURL: server.baseUrl,
    viewport: MOBILE,
    locale: 'ko-KR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '어떤 운동이 궁금하세요?' })).toBeVisible();
    const cdp = await context.newCDPSession(page);

    const manifest = await cdp.send('Page.getAppManifest', {});
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${server.baseUrl}/manifest.webmanifest`);
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
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

type Visit = Page & { cardLoads: () => number };

/** A new tab of the profile on `path`, with the card's chunk requests counted. */
async function visit(context: BrowserContext, path = '/'): Promise<Visit> {
  const page = await context.newPage();
  let loads = 0;
  page.on('request', (r) => {
    if (/\/assets\/install-card-[^/]+\.js$/.test(r.url())) loads += 1;
  });
  await page.goto(path);
  return Object.assign(page, { cardLoads: () => loads });
}

/** Chrome's beforeinstallprompt, with a prompt() that counts its calls; true when the app held it back (preventDefault). */
const fireInstallPrompt = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __prompts: number };
    w.__prompts ??= 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        w.__prompts += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/**
 * For "no hint": React has committed whatever the event or the visit changed (a frame and a task later),
 * and the hint would have asked for its chunk during that render. Every test also shows the hint appearing
 * after the same steps where it should.
 */
async function expectNoHint(page: Visit) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  await expect(page.getByRole('region', { name: HINT })).toHaveCount(0);
  expect(page.cardLoads()).toBe(0);
}

test('Android: not on the first visit; then the hint, and 설치 opens Chrome’s dialog; closed, not for 30 days', async ({ profile }) => {
  const context = await profile('android');

  const first = await visit(context);
  expect(await fireInstallPrompt(first)).toBe(true);
  await expectNoHint(first);

  const second = await visit(context);
  expect(await fireInstallPrompt(second)).toBe(true);
  const hint = second.getByRole('region', { name: HINT });
  await expect(hint.getByText(HEADLINE)).toBeVisible();
  await hint.getByRole('button', { name: '설치', exact: true }).click();
  await expect(hint).toHaveCount(0);
  expect(await second.evaluate(() => (window as unknown as { __prompts: number }).__prompts)).toBe(1);

  const third = await visit(context);
  await fireInstallPrompt(third);
  await third.getByRole('region', { name: HINT }).getByRole('button', { name: '설치 안내 닫기' }).click();
  await expect(third.getByRole('region', { name: HINT })).toHaveCount(0);

  // Closed: the next visits leave Chrome's own install UI alone and show nothing.
  const fourth = await visit(context);
  expect(await fireInstallPrompt(fourth)).toBe(false);
  await expectNoHint(fourth);

  // 30 days later it may show again.
  await fourth.evaluate(() => localStorage.setItem('ffm.install.dismissedAt', String(Date.now() - 31 * 24 * 60 * 60 * 1000)));
  const later = await visit(context);
  expect(await fireInstallPrompt(later)).toBe(true);
  await expect(later.getByRole('region', { name: HINT }).getByText(HEADLINE)).toBeVisible();
});

test('Android, a member logged in on a first visit: the hint on their pages, never over the workout screen', async ({ profile, baseURL }) => {
  const context = await profile('android');
  const member = newMember();
  await signUpViaApi(baseURL!, member);
  // One tab, one visit (the first): only logging in makes the hint possible.
  const tab = await visit(context, '/login');
  await loginViaUi(tab, member.loginEmail, member.password);
  await tab.goto('/workout');
  expect(await tab.evaluate(() => localStorage.getItem('ffm.install.visits'))).toBe('1');
  await expect(tab.getByText('진행 중인 운동이 없어요')).toBeVisible();
  expect(await fireInstallPrompt(tab)).toBe(true);
  await expectNoHint(tab);
  // The same tab, off the workout screen: the hint.
  await tab.getByRole('link', { name: '내 루틴 보기' }).click();
  await expect(tab).toHaveURL(/\/mypage$/);
  await expect(tab.getByRole('region', { name: HINT }).getByText(HEADLINE)).toBeVisible();
});

test('iOS Safari: the share-button instructions from the second visit, no install button; closed, remembered', async ({ profile }) => {
  const context = await profile('iphone');
  await expectNoHint(await visit(context));

  const second = await visit(context);
  const hint = second.getByRole('region', { name: HINT });
  await expect(hint.getByText('공유 버튼 → 홈 화면에 추가')).toBeVisible();
  await expect(hint.getByText(HEADLINE)).toBeVisible();
  await expect(hint.getByRole('button', { name: '설치', exact: true })).toHaveCount(0);
  await hint.getByRole('button', { name: '설치 안내 닫기' }).click();
  await expect(hint).toHaveCount(0);

  await expectNoHint(await visit(context));

  // Opened from the home screen (navigator.standalone): no hint, on any visit.
  const installed = await profile('iphone');
  await installed.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
  await visit(installed);
  await expectNoHint(await visit(installed));
});

test('desktop: no hint on any visit, and Chrome’s event is left to Chrome', async ({ profile }) => {
  const context = await profile('desktop');
  await visit(context);
  const second = await visit(context);
  expect(await fireInstallPrompt(second)).toBe(false);
  await expectNoHint(second);
});
