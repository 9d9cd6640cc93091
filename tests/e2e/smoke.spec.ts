import { test, expect, waitForHydration } from './support/fixtures';
import { sitemapPaths } from './support/sitemap';

/**
 * Visits every URL of both sitemaps on the production build, waits for
 * hydration, and fails on any console error or uncaught page error. Each
 * locale's pages are visited by a reader of that language, and each page must
 * stay where it is (the language redirect: tests/e2e/language.spec.ts).
 */
const paths = sitemapPaths();

test('both sitemaps list every page of both locales', () => {
  const en = paths.filter((p) => !p.startsWith('/zh/'));
  const zh = paths.filter((p) => p.startsWith('/zh/'));
  expect(en.length).toBeGreaterThanOrEqual(42);
  expect(zh.map((p) => p.replace(/^\/zh/, '')).sort()).toEqual([...en].sort());
});

for (const [name, locale, localePaths] of [
  ['English pages', 'en-US', paths.filter((p) => !p.startsWith('/zh/'))],
  ['Chinese pages', 'zh-CN', paths.filter((p) => p.startsWith('/zh/'))],
] as const) {
  test.describe(name, () => {
    test.use({ locale });
    for (const pathname of localePaths) {
      test(`smoke ${pathname}`, async ({ page, errors }) => {
        const response = await page.goto(pathname);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        expect(new URL(page.url()).pathname).toBe(pathname);
        await expect(page.locator('nav.navbar')).toBeVisible();
        await expect(page.locator('h1').first()).toBeVisible();
        expect(errors.list).toEqual([]);
      });
    }
  });
}
