import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForHydration } from './support/fixtures';
import { sitemapPaths } from './support/sitemap';
import type { Page } from '@playwright/test';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every URL of both sitemaps, in light and
 * dark. Zero violations allowed.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`),
  );
}

const paths = sitemapPaths();

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${scheme}`, () => {
    test.use({ colorScheme: scheme });
    for (const pathname of paths) {
      test(`${scheme} ${pathname}`, async ({ page }) => {
        await page.goto(pathname);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
