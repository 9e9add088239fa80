// Decimal body data on a phone, at 390 and 360 px (docs/decisions/027-decimal-body-data.md): sign-up step 2
// takes 175.5 cm and 72.5 kg as typed, key by key, and the stored record holds them; 몸 기록 adds 72.5 and
// lists it as 72.5, shows the upper/lower balance in words (list and table), and deletes an entry after a
// confirmation. No axe violations on those screens; the delete buttons are 44 px; nothing overflows 360 px.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations } from './helpers/axe';
import { MOBILE, NARROW, openPage } from './helpers/browser';
import { fillSignUpProfile, memberQuery, newMember, memberPage as openMemberPage } from './helpers/members';
import { e2eSuite } from './helpers/suite';
import { MIN_TARGET_PX } from './helpers/tap-targets';

const env = e2eSuite();
const VIEWPORTS = [
  ['390', MOBILE],
  ['360', NARROW],
] as const;

async function noSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [name, viewport] of VIEWPORTS) {
  test(`${name} px: sign-up step 2 takes 175.5 cm and 72.5 kg as typed, and the stored record holds them`, async () => {
    const member = newMember();
    const page = await openPage(env.browser, env.server.baseUrl, viewport);
    await page.goto('/signup/profile');
    await fillSignUpProfile(page, member);
    await page.getByRole('button', { name: '다음' }).click();

    await page.waitForURL('**/signup/bodyinfo');
    const height = page.getByLabel('키');
    const weight = page.getByLabel('몸무게');
    expect(await weight.getAttribute('inputmode')).toBe('decimal');
    // Typed key by key, as on a phone: the '.' stays, a second decimal does not go in.
    await height.pressSequentially('175.55');
    expect(await height.inputValue()).toBe('175.5');
    await weight.pressSequentially('72.55');
    expect(await weight.inputValue()).toBe('72.5');
    // Out of bounds, the message says one decimal is allowed.
    await height.fill('');
    await height.pressSequentially('99.5');
    await page.getByText('키는 100~250cm 사이로, 소수점 한 자리까지 입력해 주세요').waitFor();
    expect(await page.getByRole('button', { name: '다음' }).isDisabled()).toBe(true);
    await height.fill('');
    await height.pressSequentially('175.5');
    await page.getByText('키는 100~250cm 사이로, 소수점 한 자리까지 입력해 주세요').waitFor({ state: 'detached' });
    await noSideScroll(page, viewport.width);
    expect(await axeViolations(page), '/signup/bodyinfo').toEqual([]);
    await page.getByRole('button', { name: '다음' }).click();

    await page.waitForURL('**/signup/bodyfigure');
    // The control names the balance in the words 몸 기록 uses.
    await page.getByText('고르게 발달 (5)').waitFor();
    await page.getByRole('button', { name: '하체 쪽으로' }).click();
    await page.getByText('하체 발달 (4)').waitFor();
    await page.getByRole('button', { name: /보통/ }).click();
    await page.getByRole('button', { name: /보통/, pressed: true }).waitFor();
    expect(await axeViolations(page), '/signup/bodyfigure').toEqual([]);
    await page.getByRole('button', { name: '완료' }).click();
    await page.waitForURL('**/signup/complete');

    expect(await memberQuery(page, 'user.bodyData.recent')).toMatchObject({ height: 175.5, weight: 72.5, upDownBalance: 4 });
    expect(await memberQuery(page, 'user.summary')).toMatchObject({ height: 175.5, weight: 72.5 });
  });

  test(`${name} px: 몸 기록 adds 72.5 kg and lists it as 72.5, shows the balance in words, and deletes an entry after asking`, async () => {
    const page = await openMemberPage(env, viewport);
    await page.goto('/mypage/body');
    const form = page.getByRole('region', { name: '새 기록 추가' });
    await form.getByLabel('날짜').fill('2025-06-01');
    const weight = form.getByLabel('몸무게');
    await weight.fill('');
    await weight.pressSequentially('72.5');
    expect(await weight.inputValue()).toBe('72.5');
    await form.getByLabel('키').fill('175.5');
    await form.getByRole('button', { name: '하체 쪽으로' }).click();
    await form.getByRole('button', { name: '하체 쪽으로' }).click();
    await form.getByText('하체 발달 (3)').waitFor();
    await form.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('몸 기록을 저장했어요').waitFor();

    const list = page.getByRole('list', { name: '기록 목록' });
    const entry = list.getByRole('listitem').filter({ hasText: '2025년 6월 1일 (일)' });
    await entry.waitFor();
    await entry.getByText('몸무게 72.5kg · 키 175.5cm').waitFor();
    await entry.getByText('상하체 밸런스 하체 발달 (3)').waitFor();
    const saved = await memberQuery(page, 'user.bodyData.list', { page: 1 });
    expect(saved.find((r) => r.date === '2025-06-01')).toMatchObject({ weight: 72.5, height: 175.5, upDownBalance: 3 });

    // The table: the balance column in words, its caption telling the scale.
    await page.getByRole('button', { name: '표로 보기' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    await table.getByRole('columnheader', { name: '상하체 밸런스' }).waitFor();
    const row = table.getByRole('row').filter({ hasText: '2025년 6월 1일 (일)' });
    // The form started from the last record (the sign-up's 15 kg of fat and 33 kg of muscle).
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(['72.5kg', '33kg', '15kg', '하체 발달 (3)']);
    expect(await table.locator('caption').innerText()).toContain('5는 고르게 발달, 5보다 작으면 하체가, 크면 상체가 더 발달');
    await noSideScroll(page, viewport.width);
    expect(await axeViolations(page), '/mypage/body as a table').toEqual([]);

    // Delete, asked first: 취소 keeps it, 삭제 removes it.
    const remove = entry.getByRole('button', { name: '2025년 6월 1일 (일) 기록 삭제' });
    const box = await remove.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    await remove.click();
    const dialog = page.getByRole('dialog', { name: '몸 기록 삭제' });
    await dialog.getByText('2025년 6월 1일 (일) 몸 기록을 삭제할까요?').waitFor();
    expect(await axeViolations(page), 'the delete confirmation').toEqual([]);
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await memberQuery(page, 'user.bodyData.list', { page: 1 })).some((r) => r.date === '2025-06-01')).toBe(true);

    await remove.click();
    await dialog.getByRole('button', { name: '삭제', exact: true }).click();
    await page.getByText('몸 기록을 삭제했어요').waitFor();
    await entry.waitFor({ state: 'detached' });
    expect((await memberQuery(page, 'user.bodyData.list', { page: 1 })).some((r) => r.date === '2025-06-01')).toBe(false);
    // The sign-up's record is still there.
    expect(await list.getByRole('listitem').count()).toBe(1);
    await noSideScroll(page, viewport.width);
    expect(await axeViolations(page), '/mypage/body after a delete').toEqual([]);
  });
}
