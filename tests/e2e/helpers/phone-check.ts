// One screen checked as a member on a phone sees it, at 390 and 360 px: no WCAG 2.1 AA violations (axe-core),
// 44 px tap targets with Korean names, nothing wider than the screen. Problems are collected per screen and
// width, so one assertion at the end names every screen that failed.
import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { MOBILE } from './browser';
import { smallTapTargets, targetsWithoutKoreanNames } from './tap-targets';

/** `shot(name)` is called at 360 px (for screenshots when a test wants them). */
export function phoneChecker(page: Page, shot?: (name: string) => Promise<void>) {
  const problems: Record<string, string[]> = {};
  const dialog = page.getByRole('dialog');
  const check = async (screen: string) => {
    // A dialog is checked once it has faded in (what the member then sees).
    await expect.poll(() => dialog.count()).toBeLessThanOrEqual(1);
    if ((await dialog.count()) === 1) await expect(dialog).toHaveCSS('opacity', '1');
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      if (width === 360 && shot) await shot(screen.replace(/[^\w가-힣]+/g, '-'));
      const found = [
        ...(await axeViolations(page)),
        ...(await smallTapTargets(page)).map((t) => `small: ${t}`),
        ...(await targetsWithoutKoreanNames(page)).map((t) => `not Korean: ${t}`),
      ];
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) found.push(`wider than the screen by ${overflow}px`);
      if (found.length > 0) problems[`${screen} @${width}`] = found;
    }
    await page.setViewportSize(MOBILE);
  };
  return { check, problems };
}

/** What a member on this phone sees: no WCAG 2.1 AA violations, tap targets of 44 px, nothing wider than the screen. */
export async function screenProblems(page: Page): Promise<string[]> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return [
    ...(await axeViolations(page)),
    ...(await smallTapTargets(page)).map((t) => `small: ${t}`),
    ...(overflow > 0 ? [`wider than the screen by ${overflow}px`] : []),
  ];
}
