// The recommender's screens as a member meets them (tests/e2e/recommendation/): toasts, chips, cards and
// result items, the stored recommendation behind the page, a save awaited by its procedure, and the flow from
// the machine step to a result.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Recommendation } from '../../../server/features/recommendation/recommendation.shared';
import type { MutationPath } from '../../helpers/trpc-types';
import { memberQuery } from './members';

// A replaced toast fades out while the next one appears, so the same text can be there twice.
export const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
/** A chip is ticked through its label (the radio or checkbox itself is hidden, as in Mantine's Chip). */
export const chip = (scope: Page | Locator, name: string) => scope.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
export const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The result page's headline, naming the member and how many exercises it found. */
export const headline = (page: Page, userName: string) =>
  page.getByRole('heading', { level: 1, name: new RegExp(`^${userName}님에게 딱 맞는 운동 (\\d+)개를 찾았어요$`) });
export const items = (page: Page) => page.locator('.mantine-Accordion-item');
export const resultId = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));
export const recommendation = (page: Page, id: number): Promise<Recommendation> => memberQuery(page, 'recommendation.get', { id });
export const saved = (page: Page, procedure: MutationPath) =>
  page.waitForResponse((r) => r.url().includes(procedure) && r.request().method() === 'POST' && r.ok());

/** Step 2 with the given parts and no machine chosen → the result page. */
export async function recommend(page: Page, parts: string) {
  await page.goto(`/recommend/machine?parts=${encodeURIComponent(parts)}`);
  await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
  await expect(page).toHaveURL(/\/recommend\/result\?id=\d+$/);
  await expect(page.getByRole('region', { name: 'AI 추천 운동량' }).first()).toBeVisible();
  return recommendation(page, resultId(page));
}
