import { test, expect, waitForHydration } from './support/fixtures';
import { expectBelowBars } from './support/headings';
import { openZoom } from './support/imageZoom';

// Tests that drive time with Playwright's fake clock. page.clock installs init
// scripts that outlive a reused context's reset: a later test on the same worker
// then loaded pages with a half-installed clock and failed on page errors
// ("Cannot read properties of undefined (reading 'controller')"). Fresh contexts here.
test.use({ reuseContext: false });

test.describe('image zoom, timed (spec 2.9)', () => {
  test('a scroll of more than 40 px closes it, 150 ms later; 40 px does not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.clock.install();
    await openZoom(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const scrollAndSettle = async (dy: number) => {
      const target = (await page.evaluate(() => window.scrollY)) + dy;
      await page.evaluate((y) => window.scrollTo(0, y), target);
      await page.waitForFunction((y) => window.scrollY === y, target);
      // Scroll events go out with the next rendered frame, whatever the fake clock says.
      await page.waitForTimeout(100);
    };
    await scrollAndSettle(40);
    await page.clock.runFor(1000);
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await scrollAndSettle(1);
    await page.clock.runFor(140);
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await page.clock.runFor(20);
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
  });
});

test.describe('links, timed (spec 2.8)', () => {
  test('a link to a heading of another page scrolls there 100 ms after the navigation', async ({ page, errors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.clock.install();
    await page.goto('/config/test/clearMocks');
    await waitForHydration(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.locator('article a[href="/config/test/restoreMocks#comparison"]').click();
    await expect(page).toHaveURL(/\/config\/test\/restoreMocks#comparison$/);
    await expect(page.locator('#comparison')).toBeAttached();
    // Move away from the heading: the delayed scroll must bring it back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(90);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(20);
    await expectBelowBars(page, page.locator('#comparison'));
    expect(errors.list).toEqual([]);
  });
});
