// 몸 기록 on a phone, at 390 and 360 px (docs/decisions/027-decimal-body-data.md): adds 72.5 kg and lists it as
// 72.5, shows the upper/lower balance in words (list and table), and deletes an entry after a confirmation. No axe
// violations on those screens; the delete buttons are 44 px; nothing overflows 360 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeViolations } from '../helpers/axe';
import { MOBILE, NARROW } from '../helpers/browser';
import { memberQuery } from '../helpers/members';
import { MIN_TARGET_PX } from '../helpers/tap-targets';

async function noSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [name, viewport] of [
  ['390', MOBILE],
  ['360', NARROW],
] as const) {
  test.describe(() => {
    test.use({ viewport });
    test(`${name} px: 몸 기록 adds 72.5 kg and lists it as 72.5, shows the balance in words, and deletes an entry after asking`, async ({
      memberPage: page,
    }) => {
      await page.goto('/mypage/body');
      const form = page.getByRole('region', { name: '새 기록 추가' });
      await form.getByLabel('날짜').fill('2025-06-01');
      const weight = form.getByLabel('몸무게');
      await weight.fill('');
      await weight.pressSequentially('72.5');
      await expect(weight).toHaveValue('72.5');
      await form.getByLabel('키').fill('175.5');
      await form.getByRole('button', { name: '하체 쪽으로' }).click();
      await form.getByRole('button', { name: '하체 쪽으로' }).click();
      await expect(form.getByText('하체 발달 (3)')).toBeVisible();
      await form.getByRole('button', { name: '저장', exact: true }).click();
      await expect(page.getByText('몸 기록을 저장했어요')).toBeVisible();

      const list = page.getByRole('list', { name: '기록 목록' });
      const entry = list.getByRole('listitem').filter({ hasText: '2025년 6월 1일 (일)' });
      await expect(entry).toBeVisible();
      await expect(entry.getByText('몸무게 72.5kg · 키 175.5cm')).toBeVisible();
      await expect(entry.getByText('상하체 밸런스 하체 발달 (3)')).toBeVisible();
      const saved = await memberQuery(page, 'user.bodyData.list', { page: 1 });
      expect(saved.find((r) => r.date === '2025-06-01')).toMatchObject({ weight: 72.5, height: 175.5, upDownBalance: 3 });

      // The table: the balance column in words, its caption telling the scale.
      await page.getByRole('button', { name: '표로 보기' }).click();
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader', { name: '상하체 밸런스' })).toBeVisible();
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
      await expect(dialog.getByText('2025년 6월 1일 (일) 몸 기록을 삭제할까요?')).toBeVisible();
      expect(await axeViolations(page), 'the delete confirmation').toEqual([]);
      await dialog.getByRole('button', { name: '취소' }).click();
      await expect(dialog).not.toBeAttached();
      expect((await memberQuery(page, 'user.bodyData.list', { page: 1 })).some((r) => r.date === '2025-06-01')).toBe(true);

      await remove.click();
      await dialog.getByRole('button', { name: '삭제', exact: true }).click();
      await expect(page.getByText('몸 기록을 삭제했어요')).toBeVisible();
      await expect(entry).not.toBeAttached();
      expect((await memberQuery(page, 'user.bodyData.list', { page: 1 })).some((r) => r.date === '2025-06-01')).toBe(false);
      // The sign-up's record is still there.
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await noSideScroll(page, viewport.width);
      expect(await axeViolations(page), '/mypage/body after a delete').toEqual([]);
    });
  });
}
