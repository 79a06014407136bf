import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectMainLoaded, VIEWPORTS, waitForAnimations } from './portal';

export type Device = keyof typeof VIEWPORTS;
/** Names a checked screen in a failure: `screen (de-DE, phone 390 px)`. */
export type Where = (screen: string, device: Device) => string;

export const deviceOf = (page: Page): Device =>
  page.viewportSize()?.width === VIEWPORTS.phone.width ? 'phone' : 'desktop';

/**
 * Turns the window to the other width and waits for the page to settle in it: the layout
 * follows the media queries in the frame after the resize, drawers and fades then finish, and
 * placeholders of content drawn only once near the screen are scrolled to (expectMainLoaded).
 */
export async function turnToOtherWidth(page: Page): Promise<Device> {
  const other: Device = deviceOf(page) === 'phone' ? 'desktop' : 'phone';
  await page.setViewportSize(VIEWPORTS[other]);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expectMainLoaded(page);
  await waitForAnimations(page);
  return other;
}

/**
 * Checks the screen at the width the walk is at, then at the other one, where the walk goes
 * on: every screen is checked at both widths while each is reached only once, so the walk
 * alternates between a phone and a laptop.
 */
export async function expectNoViolationsAtBothWidths(
  page: Page,
  where: Where,
  screen: string,
): Promise<void> {
  await expectNoAxeViolations(page, where(screen, deviceOf(page)));
  const other = await turnToOtherWidth(page);
  await expectNoAxeViolations(page, where(screen, other));
}
