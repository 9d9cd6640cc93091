import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The bottom of what covers the top of the page: the navbar and, in the narrow layout, the menu bar. */
async function coveredBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bottoms = ['.navbar', '.doc-menu-bar']
      .map((selector) => document.querySelector(selector))
      .filter((el): el is Element => !!el && getComputedStyle(el).display !== 'none')
      .map((el) => el.getBoundingClientRect().bottom);
    return Math.max(0, ...bottoms);
  });
}

/** The heading is right below the bars, not under them and not somewhere further down. */
export async function expectBelowBars(page: Page, heading: Locator) {
  const covered = await coveredBottom(page);
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(covered);
  expect((await heading.boundingBox())!.y).toBeLessThan(covered + 40);
}
