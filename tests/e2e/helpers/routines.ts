// My routines as a member meets them: the routine's rows, its dialogs, the toasts, a row's menu.
import { expect, type Page } from '@playwright/test';

// A replaced toast fades out while the next one appears, so the same text can be there twice.
export const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
export const dialog = (page: Page) => page.getByRole('dialog');
export const rowsOf = (page: Page, routineName: string) => page.getByRole('list', { name: `${routineName} 운동 목록` }).getByRole('heading', { level: 3 });
export const deleteFromMenu = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `${name} 수정 메뉴`, exact: true }).click();
  await page.getByRole('menuitem', { name: '삭제' }).click();
};
