// Where things are on the page as a member sees them: an element's box, and a box once it has stopped
// moving (for the phone layout checks of tests/e2e/app/).
import type { Page } from '@playwright/test';

export const box = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

/** A box once it has stopped moving: its transitions and animations (and its ancestors', e.g. a sheet's slide-in) have finished. */
export async function settledBox(locator: ReturnType<Page['locator']>) {
  await locator.evaluate(async (el) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const moving = document.getAnimations().filter((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY && target instanceof Element && (target.contains(el) || el.contains(target));
    });
    await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
  });
  return (await locator.boundingBox())!;
}
