// The '홈 화면에 추가' hint (docs/decisions/019) on phone profiles: Android Chrome (its beforeinstallprompt),
// iOS Safari (instructions), desktop (nothing). Chromium headless never fires a real beforeinstallprompt for a
// test profile, so the test dispatches one with a recorded prompt(): this proves what the app does with
// Chrome's event (holds it back on phones, shows the hint, calls prompt() on '설치'), not that Chrome would
// fire it (tests/e2e/installable.e2e.ts asks Chromium whether the app is installable).
// A visit is a tab: each visit() opens a new page in the same profile (same localStorage, new sessionStorage).
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, loginViaUi, MOBILE } from './helpers/browser';
import { newMember, signUpViaApi } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const HINT = '앱 설치 안내';
const HEADLINE = '홈 화면에 핏포미를 추가하면 앱처럼 쓸 수 있어요';

function profile(kind: keyof typeof UA): Promise<BrowserContext> {
  const phone = kind !== 'desktop';
  return env.browser.newContext({
    baseURL: env.server.baseUrl,
    viewport: phone ? MOBILE : DESKTOP,
    locale: 'ko-KR',
    userAgent: UA[kind],
    isMobile: phone,
    hasTouch: phone,
  });
}

/** A new tab of the profile on `path`, with the card's chunk requests counted. */
async function visit(context: BrowserContext, path = '/'): Promise<Page & { cardLoads: () => number }> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
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
async function expectNoHint(page: Page & { cardLoads: () => number }) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  expect(await page.getByRole('region', { name: HINT }).count()).toBe(0);
  expect(page.cardLoads()).toBe(0);
}

test('Android: not on the first visit; then the hint, and 설치 opens Chrome’s dialog; closed, not for 30 days', async () => {
  const context = await profile('android');

  const first = await visit(context);
  expect(await fireInstallPrompt(first)).toBe(true);
  await expectNoHint(first);

  const second = await visit(context);
  expect(await fireInstallPrompt(second)).toBe(true);
  const hint = second.getByRole('region', { name: HINT });
  await hint.getByText(HEADLINE).waitFor();
  await hint.getByRole('button', { name: '설치', exact: true }).click();
  await hint.waitFor({ state: 'detached' });
  expect(await second.evaluate(() => (window as unknown as { __prompts: number }).__prompts)).toBe(1);

  const third = await visit(context);
  await fireInstallPrompt(third);
  await third.getByRole('region', { name: HINT }).getByRole('button', { name: '설치 안내 닫기' }).click();
  await third.getByRole('region', { name: HINT }).waitFor({ state: 'detached' });

  // Closed: the next visits leave Chrome's own install UI alone and show nothing.
  const fourth = await visit(context);
  expect(await fireInstallPrompt(fourth)).toBe(false);
  await expectNoHint(fourth);

  // 30 days later it may show again.
  await fourth.evaluate(() => localStorage.setItem('ffm.install.dismissedAt', String(Date.now() - 31 * 24 * 60 * 60 * 1000)));
  const later = await visit(context);
  expect(await fireInstallPrompt(later)).toBe(true);
  await later.getByRole('region', { name: HINT }).getByText(HEADLINE).waitFor();
  await context.close();
});

test('Android, a member logged in on a first visit: the hint on their pages, never over the workout screen', async () => {
  const context = await profile('android');
  const member = newMember();
  await signUpViaApi(env.server.baseUrl, member);
  // One tab, one visit (the first): only logging in makes the hint possible.
  const tab = await visit(context, '/login');
  await loginViaUi(tab, member.loginEmail, member.password);
  await tab.goto('/workout');
  expect(await tab.evaluate(() => localStorage.getItem('ffm.install.visits'))).toBe('1');
  await tab.getByText('진행 중인 운동이 없어요').waitFor();
  expect(await fireInstallPrompt(tab)).toBe(true);
  await expectNoHint(tab);
  // The same tab, off the workout screen: the hint.
  await tab.getByRole('link', { name: '내 루틴 보기' }).click();
  await tab.waitForURL('**/mypage');
  await tab.getByRole('region', { name: HINT }).getByText(HEADLINE).waitFor();
  await context.close();
});

test('iOS Safari: the share-button instructions from the second visit, no install button; closed, remembered', async () => {
  const context = await profile('iphone');
  await expectNoHint(await visit(context));

  const second = await visit(context);
  const hint = second.getByRole('region', { name: HINT });
  await hint.getByText('공유 버튼 → 홈 화면에 추가').waitFor();
  await hint.getByText(HEADLINE).waitFor();
  expect(await hint.getByRole('button', { name: '설치', exact: true }).count()).toBe(0);
  await hint.getByRole('button', { name: '설치 안내 닫기' }).click();
  await hint.waitFor({ state: 'detached' });

  await expectNoHint(await visit(context));
  await context.close();

  // Opened from the home screen (navigator.standalone): no hint, on any visit.
  const installed = await profile('iphone');
  await installed.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
  await visit(installed);
  await expectNoHint(await visit(installed));
  await installed.close();
});

test('desktop: no hint on any visit, and Chrome’s event is left to Chrome', async () => {
  const context = await profile('desktop');
  await visit(context);
  const second = await visit(context);
  expect(await fireInstallPrompt(second)).toBe(false);
  await expectNoHint(second);
  await context.close();
});
