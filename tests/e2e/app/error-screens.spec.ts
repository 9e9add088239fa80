// The error screen of docs/product.md §2: 401 for protected pages when logged out, not-found for unknown routes.
import { expect, test } from '../fixtures';
import { MOBILE } from '../helpers/browser';

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('/mypage logged out shows the login-required screen', async ({ page }) => {
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' })).toBeVisible();
    await expect(page.getByRole('button', { name: '돌아가기' })).toBeVisible();
    await page.getByRole('link', { name: '로그인하러 가기' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
  });
});

test('/mypage/profile logged out shows the login-required screen', async ({ page }) => {
  await page.goto('/mypage/profile');
  await expect(page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' })).toBeVisible();
});

test('an unknown route shows the not-found screen with a home button', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '존재하지 않는 페이지입니다' })).toBeVisible();
  await page.getByRole('link', { name: '홈으로' }).click();
  await expect(page.getByRole('heading', { name: /맞춤 운동 추천/ })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('home cards send a logged-out visitor to the login page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: '운동 추천받기' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
