// Sign-up as typed on a phone (docs/product.md §2): step 1 reports a registered e-mail under the field, the
// draft survives a reload of every step (never the password), steps 2 and 3 need a draft, and decimal body data
// (docs/decisions/027-decimal-body-data.md) at 390 and 360 px: 175.5 cm and 72.5 kg typed key by key are stored as
// typed, with no axe violation and nothing wider than the screen.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeViolations } from '../helpers/axe';
import { MOBILE, NARROW } from '../helpers/browser';
import { fillSignUpProfile, memberQuery, newMember } from '../helpers/members';

async function noSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('sign-up step 1 reports a registered e-mail under the field (on leaving it and on 다음)', async ({ page, member: taken }) => {
    await page.goto('/signup/profile');
    await page.getByLabel('이름').fill('박핏포미');
    await page.getByLabel('생년월일').pressSequentially('19990101');
    await page.getByLabel('이메일').fill(taken.loginEmail);
    await page.getByLabel('비밀번호', { exact: true }).click();
    const message = page.getByText('이미 가입된 이메일이에요');
    await expect(message).toBeVisible();
    await expect(page.getByLabel('이메일')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('비밀번호', { exact: true }).fill('fitness123');
    await page.getByLabel('비밀번호 확인').fill('fitness123');
    await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();

    // Another address clears it; typed back and submitted with Enter, the check runs on submit too.
    await page.getByLabel('이메일').fill(newMember().loginEmail);
    await expect(message).not.toBeAttached();
    await page.getByLabel('이메일').fill(taken.loginEmail);
    await page.getByLabel('이메일').press('Enter');
    await expect(message).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/signup/profile');

    await page.getByLabel('이메일').fill(newMember().loginEmail);
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/\/signup\/bodyinfo$/);
  });

  test('the sign-up draft survives a reload of every step, never with the password; decimals of body composition', async ({ page }) => {
    const member = newMember({ userName: '최핏포미' });
    const stored = () => page.evaluate(() => sessionStorage.getItem('signupDraft') ?? '');

    await page.goto('/signup/profile');
    await fillSignUpProfile(page, member);
    // Step 1 reloaded before 다음: the fields are back, the passwords are not.
    await page.reload();
    await expect(page.getByLabel('이름')).toBeVisible();
    await expect(page.getByLabel('이름')).toHaveValue(member.userName);
    await expect(page.getByLabel('생년월일')).toHaveValue('1995-03-15');
    await expect(page.getByLabel('이메일')).toHaveValue(member.loginEmail);
    await expect(page.getByLabel('비밀번호', { exact: true })).toHaveValue('');
    await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
    await page.getByLabel('비밀번호 확인').fill(member.password);
    await page.getByRole('button', { name: '다음' }).click();

    await expect(page).toHaveURL(/\/signup\/bodyinfo$/);
    await page.getByRole('radio', { name: '여성' }).check();
    await page.getByLabel('키').fill('168');
    await page.getByLabel('몸무게').fill('60');
    await page.reload();
    await expect(page.getByLabel('키')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/signup/bodyinfo');
    await expect(page.getByRole('radio', { name: '여성' })).toBeChecked();
    await expect(page.getByLabel('키')).toHaveValue('168');
    await expect(page.getByLabel('몸무게')).toHaveValue('60');
    await page.getByRole('button', { name: '다음' }).click();

    await expect(page).toHaveURL(/\/signup\/bodyfigure$/);
    await page.getByRole('tab', { name: '직접 입력' }).click();
    // A lean member, 7.5 kg of fat at 60 kg, with one decimal; a second decimal cannot be typed.
    await page.getByLabel('체지방량').pressSequentially('7.55');
    await expect(page.getByLabel('체지방량')).toHaveValue('7.5');
    await page.getByLabel('골격근량').fill('24.3');
    await page.getByRole('button', { name: '하체 쪽으로' }).click();
    await page.reload();
    await expect(page.getByLabel('체지방량')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/signup/bodyfigure');
    await expect(page.getByLabel('체지방량')).toHaveValue('7.5');
    await expect(page.getByLabel('골격근량')).toHaveValue('24.3');
    await expect(page.getByText('상체 40%')).toBeVisible();
    expect(await stored()).not.toContain(member.password);
    expect(JSON.parse(await stored())).not.toHaveProperty('password');

    // The password was not kept: this step asks for it again before 완료.
    await expect(page.getByText('비밀번호를 다시 입력해 주세요')).toBeVisible();
    const done = page.getByRole('button', { name: '완료' });
    await expect(done).toBeDisabled();
    await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
    await page.getByLabel('비밀번호 확인').fill(member.password);
    await done.click();
    await expect(page).toHaveURL(/\/signup\/complete$/);
    expect(await stored()).toBe('');

    const recent = await memberQuery(page, 'user.bodyData.recent');
    expect(recent).toMatchObject({ weight: 60, bodyFat: 7.5, muscleMass: 24.3, upDownBalance: 4 });
    const me = await memberQuery(page, 'user.me');
    expect(me).toMatchObject({ loginEmail: member.loginEmail, userName: member.userName });
  });

  test('steps 2 and 3 without a draft send the visitor back to step 1', async ({ page }) => {
    await page.goto('/signup/bodyfigure');
    await expect(page).toHaveURL(/\/signup\/profile$/);
    await page.goto('/signup/bodyinfo');
    await expect(page).toHaveURL(/\/signup\/profile$/);
  });
});

for (const [name, viewport] of [
  ['390', MOBILE],
  ['360', NARROW],
] as const) {
  test.describe(() => {
    test.use({ viewport });
    test(`${name} px: sign-up step 2 takes 175.5 cm and 72.5 kg as typed, and the stored record holds them`, async ({ page }) => {
      const member = newMember();
      await page.goto('/signup/profile');
      await fillSignUpProfile(page, member);
      await page.getByRole('button', { name: '다음' }).click();

      await expect(page).toHaveURL(/\/signup\/bodyinfo$/);
      const height = page.getByLabel('키');
      const weight = page.getByLabel('몸무게');
      await expect(weight).toHaveAttribute('inputmode', 'decimal');
      // Typed key by key, as on a phone: the '.' stays, a second decimal does not go in.
      await height.pressSequentially('175.55');
      await expect(height).toHaveValue('175.5');
      await weight.pressSequentially('72.55');
      await expect(weight).toHaveValue('72.5');
      // Out of bounds, the message says one decimal is allowed.
      await height.fill('');
      await height.pressSequentially('99.5');
      await expect(page.getByText('키는 100~250cm 사이로, 소수점 한 자리까지 입력해 주세요')).toBeVisible();
      await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();
      await height.fill('');
      await height.pressSequentially('175.5');
      await expect(page.getByText('키는 100~250cm 사이로, 소수점 한 자리까지 입력해 주세요')).not.toBeAttached();
      await noSideScroll(page, viewport.width);
      expect(await axeViolations(page), '/signup/bodyinfo').toEqual([]);
      await page.getByRole('button', { name: '다음' }).click();

      await expect(page).toHaveURL(/\/signup\/bodyfigure$/);
      // The control names the balance in the words 몸 기록 uses.
      await expect(page.getByText('고르게 발달 (5)')).toBeVisible();
      await page.getByRole('button', { name: '하체 쪽으로' }).click();
      await expect(page.getByText('하체 발달 (4)')).toBeVisible();
      await page.getByRole('button', { name: /보통/ }).click();
      await expect(page.getByRole('button', { name: /보통/, pressed: true })).toBeVisible();
      expect(await axeViolations(page), '/signup/bodyfigure').toEqual([]);
      await page.getByRole('button', { name: '완료' }).click();
      await expect(page).toHaveURL(/\/signup\/complete$/);

      expect(await memberQuery(page, 'user.bodyData.recent')).toMatchObject({ height: 175.5, weight: 72.5, upDownBalance: 4 });
      expect(await memberQuery(page, 'user.summary')).toMatchObject({ height: 175.5, weight: 72.5 });
    });
  });
}
