import { test, expect, waitForHydration } from './support/fixtures';
import { sitemapPaths } from './support/sitemap';

/**
 * Visits every URL of both sitemaps on the production build, waits for
 * hydration, and fails on any console error or uncaught page error.
 */
const paths = sitemapPaths();

test('both sitemaps list every page of both locales', () => {
  const en = paths.filter((p) => !p.startsWith('/zh/'));
  const zh = paths.filter((p) => p.startsWith('/zh/'));
  expect(en.length).toBeGreaterThanOrEqual(42);
  expect(zh.map((p) => p.replace(/^\/zh/, '')).sort()).toEqual([...en].sort());
});

for (const pathname of paths) {
  test(`smoke ${pathname}`, async ({ page, errors }) => {
    const response = await page.goto(pathname);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('h1').first()).toBeVisible();
    expect(errors.list).toEqual([]);
  });
}
