// A mark on the page's document, gone after any reload: proof that a page was never reloaded.
import type { Page } from '@playwright/test';

export const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

/** Whether the page still shows the document markDocument marked. */
export const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
