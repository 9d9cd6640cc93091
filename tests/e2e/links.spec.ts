import { test, expect, waitForHydration } from './support/fixtures';
import { expectBelowBars } from './support/headings';

test.describe('links (spec 2.8)', () => {
  test('a primary click on an in-site link navigates without reloading the page', async ({ page, errors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { samePageMarker: true }));
    await page.locator('article').getByRole('link', { name: 'Quick Start' }).first().click();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect(page.locator('h1')).toHaveText('Quick Start');
    expect(await page.evaluate(() => (window as unknown as { samePageMarker?: boolean }).samePageMarker)).toBe(true);
    expect(errors.list).toEqual([]);
  });

  for (const modifier of ['ControlOrMeta', 'Shift'] as const) {
    test(`a ${modifier === 'Shift' ? 'Shift' : 'Ctrl/Cmd'}+click is left to the browser: a new tab or window, this page stays`, async ({ page, context, errors }) => {
      await page.goto('/guide/start/');
      await waitForHydration(page);
      const link = page.locator('article').getByRole('link', { name: 'Quick Start' }).first();
      const popup = context.waitForEvent('page');
      await link.click({ modifiers: [modifier] });
      const opened = await popup;
      await expect(opened).toHaveURL(/\/guide\/start\/quick-start$/);
      await expect(page).toHaveURL(/\/guide\/start\/$/);
      await expect(page.locator('h1')).toHaveText('Introduction');
      await opened.close();
      expect(errors.list).toEqual([]);
    });
  }

  test('external links open in a new tab with rel="noopener noreferrer"', async ({ page }) => {
    await page.goto('/guide/start/');
    const external = page.locator('article a[href^="https://rspack.rs"]').first();
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // Internal links do not.
    await expect(page.locator('article a[href="/guide/start/quick-start"]').first()).not.toHaveAttribute('target', /.+/);
  });

  for (const viewport of [{ width: 1440, height: 900 }, { width: 375, height: 740 }]) {
    test(`a hash link on the page scrolls its heading just below the navbar (${viewport.width} px)`, async ({ page, errors }) => {
      await page.setViewportSize(viewport);
      await page.goto('/api/test-api/test');
      await waitForHydration(page);
      await page.locator('article').getByRole('link', { name: 'test context' }).first().click();
      await expect(page).toHaveURL(/#test-context$/);
      await expectBelowBars(page, page.locator('#test-context'));
      expect(errors.list).toEqual([]);
    });
  }

  test('opening a page with a hash lands on the heading below the navbar, in Chinese too', async ({ page, errors }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/zh/config/test/restoreMocks#comparison');
    await waitForHydration(page);
    await expectBelowBars(page, page.locator('#comparison'));
    expect(errors.list).toEqual([]);
  });
});
