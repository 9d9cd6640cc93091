import { test, expect, waitForHydration } from './support/fixtures';
import { sitemapPaths } from './support/sitemap';
import { axeViolations } from './support/axe';

/**
 * Visits every URL of both sitemaps on the production build, waits for
 * hydration, and fails on any console error or uncaught page error. On the
 * same page load, axe-core (WCAG 2.0/2.1 A and AA) must report zero violations
 * in light and then in dark appearance (issue 9; one load keeps CI fast). Each
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
        // Colours fade between themes; axe must see the end state, not the fade.
        await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
        for (const scheme of ['light', 'dark'] as const) {
          // The appearance is auto: it follows the system scheme as it changes.
          await page.emulateMedia({ colorScheme: scheme });
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          expect(await axeViolations(page), `${scheme} appearance`).toEqual([]);
        }
        expect(errors.list).toEqual([]);
      });
    }
  });
}
