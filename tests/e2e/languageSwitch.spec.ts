import { test, expect, waitForHydration } from './support/fixtures';

/** Issue 4: the language switcher keeps the reader on the same deep page, both ways. */
test.describe('language switcher', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('English → Chinese → English on a deep page', async ({ page, errors }) => {
    await page.goto('/config/test/retry#example');
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    await nav.getByRole('button', { name: 'English' }).hover();
    await nav.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/zh\/config\/test\/retry#example$/);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('article h1')).toHaveText('retry');
    await expect(nav.getByRole('link', { name: '指南', exact: true })).toBeVisible();

    await nav.getByRole('button', { name: '简体中文' }).hover();
    await nav.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/config\/test\/retry#example$/);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(nav.getByRole('link', { name: 'Guide', exact: true })).toBeVisible();
    expect(errors.list).toEqual([]);
  });
});
