import type { Locator, Page } from '@playwright/test';

/** Tab until `isThere` says the focus arrived; how many Tabs it took. */
export async function tabUntil(
  page: Page,
  isThere: () => Promise<boolean>,
  most = 25,
): Promise<number> {
  for (let tabs = 1; tabs <= most; tabs++) {
    await page.keyboard.press('Tab');
    if (await isThere()) return tabs;
  }
  throw new Error(`not reached in ${most} Tabs`);
}

/** Whether `locator` has the keyboard focus now. */
export const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);
