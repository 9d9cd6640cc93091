import { test, expect, waitForHydration } from './support/fixtures';

test.describe('page extras (spec 2.4)', () => {
  test('Last Updated shows a date and a time, in both languages', async ({ page }) => {
    await page.goto('/config/test/retry');
    await expect(page.locator('.theme-last-updated')).toHaveText(/^Last Updated: [A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} UTC$/);
    await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await page.goto('/zh/config/test/retry');
    await expect(page.locator('.theme-last-updated')).toHaveText(/^最后更新：\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} UTC$/);
  });

  test('the scroll-to-top button appears once the page is scrolled and goes back to the top', async ({ page, errors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/api/rstest/mockFunctions');
    await waitForHydration(page);
    const button = page.locator('.theme-back-to-top-button');
    await expect(button).toBeHidden();
    // Scrolling down is enough (Docusaurus's own button waits for a scroll up).
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(page.getByRole('button', { name: 'Scroll back to top' })).toBeVisible();
    await page.getByRole('button', { name: 'Scroll back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    expect(errors.list).toEqual([]);
  });
});
