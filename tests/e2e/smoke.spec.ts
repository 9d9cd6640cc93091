import { test, expect, waitForHydration } from './support/fixtures';
import { sitemapPaths } from './support/sitemap';
import { expectNoViolationsInLightAndDark } from './support/axe';
import { crawlPlan, crawlVisits } from './support/crawlPlan';

/**
 * The browser crawl of the production build: a page is loaded, hydrated, and
 * must show no console error or uncaught page error; axe-core (WCAG 2.0/2.1 A
 * and AA) must report zero violations in light, and no colour problem (contrast, links told by colour) in dark
 * appearance, on the same page load (issue 9). The pages are those that together render every
 * kind of content the site has (tests/e2e/support/crawlPlan.ts), so the crawl
 * does not grow with every page that adds nothing new. Every page's HTML is
 * read, its files and links checked, in bad-input.spec.ts.
 * Each locale's pages are visited by a reader of that language, and each page
 * must stay where it is (the language redirect: tests/e2e/language.spec.ts).
 */
const paths = sitemapPaths();
const en = paths.filter((p) => !p.startsWith('/zh/'));
const zh = paths.filter((p) => p.startsWith('/zh/'));

test('both sitemaps list every page of both locales', () => {
  expect(en.length).toBeGreaterThanOrEqual(42);
  expect(zh.map((p) => p.replace(/^\/zh/, '')).sort()).toEqual([...en].sort());
});

// The pages' kinds of content, and the visits that cover them (support/crawlPlan.ts).
const { pages, chosen } = crawlPlan(en);
const visits = crawlVisits(chosen);

test(`the crawl renders every kind of content of the ${pages.length} English pages, and the Chinese pages render the same kinds`, () => {
  const rendered = new Set(chosen.flatMap((page) => [...page.features]));
  const missing = pages.flatMap((page) => [...page.features].filter((feature) => !rendered.has(feature)).map((feature) => `${page.path}: ${feature}`));
  expect(missing).toEqual([]);
  expect(chosen.length).toBeGreaterThan(5);
  expect(chosen.length).toBeLessThan(pages.length);
  // A Chinese page that renders something its English twin does not would escape the crawl.
  const chinese = crawlPlan(zh).pages;
  const extra = chinese.flatMap((page) => [...page.features].filter((feature) => !rendered.has(feature)).map((feature) => `${page.path}: ${feature}`));
  expect(extra).toEqual([]);
});

for (const pathname of visits) {
  const locale = pathname.startsWith('/zh/') ? 'zh-CN' : 'en-US';
  test.describe(locale === 'zh-CN' ? 'Chinese pages' : 'English pages', () => {
    test.use({ locale });
    test(`smoke ${pathname}`, async ({ page, errors }) => {
      // Two axe runs on a long page: several seconds each on a busy 2-core machine.
      test.slow();
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe(pathname);
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoViolationsInLightAndDark(page, pathname);
      expect(errors.list).toEqual([]);
    });
  });
}
