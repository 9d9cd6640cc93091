import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The guide's diagram of a test run, the image the zoom tests open. */
export const DIAGRAM = { name: /^Diagram of a test run in four steps/ };

export async function openZoom(page: Page, image = page.getByRole('img', DIAGRAM)) {
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  const zoomed = page.locator('img.medium-zoom-image--opened');
  await expect(zoomed).toBeVisible();
  // Let the opening transition finish: medium-zoom ignores scrolling while it animates.
  await page.waitForFunction(() => {
    const img = document.querySelector('img.medium-zoom-image--opened');
    return !!img && img.getAnimations().length === 0;
  });
  return zoomed;
}

export async function expectClosed(page: Page) {
  await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await expect(page.locator('img.medium-zoom-image--opened')).toHaveCount(0);
}
