import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

/**
 * spec 2.2: page types and the query flags that hide parts of a page.
 * (Front matter switches on doc pages: tests/e2e/variant-site.spec.ts.)
 */
const BUILD = path.resolve(__dirname, '../../build');
const reservedNavbarHeight = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-navbar-height').trim());

const parts = (page: Page) => ({
  navbar: page.locator('nav.navbar'),
  sidebar: page.locator('.theme-doc-sidebar-container'),
  outline: page.locator('.theme-doc-toc-desktop'),
  pagination: page.locator('.pagination-nav'),
  footer: page.locator('footer.footer'),
  backToTop: page.locator('.theme-back-to-top-button'),
});

test.describe('query flags (spec 2.2)', () => {
  // spec 9: pages with an outline get the narrow layout at 1280 px or less; 1440 px shows sidebar and outline columns.
  test.use({ viewport: { width: 1440, height: 800 } });

  test('without flags a doc page has navbar, sidebar, outline and footer', async ({ page, errors }) => {
    await page.goto('/config/test/retry');
    await waitForHydration(page);
    const p = parts(page);
    for (const part of [p.navbar, p.sidebar, p.outline, p.pagination, p.footer]) await expect(part).toBeVisible();
    expect(await reservedNavbarHeight(page)).toBe('72px');
    expect(errors.list).toEqual([]);
  });

  test('?navbar=0 hides the navbar and the space it takes', async ({ page, errors }) => {
    await page.goto('/config/test/retry?navbar=0');
    await waitForHydration(page);
    const p = parts(page);
    await expect(p.navbar).toBeHidden();
    for (const part of [p.sidebar, p.outline, p.pagination, p.footer]) await expect(part).toBeVisible();
    expect(await reservedNavbarHeight(page)).toBe('0px');
    expect((await page.locator('.theme-layout-main').boundingBox())!.y).toBe(0);
    expect(errors.list).toEqual([]);
  });

  test('?sidebar=0 hides the sidebar, and the content takes its place', async ({ page }) => {
    await page.goto('/config/test/retry');
    await waitForHydration(page);
    const withSidebar = (await page.locator('article').boundingBox())!;
    await page.goto('/config/test/retry?sidebar=0');
    await waitForHydration(page);
    const p = parts(page);
    await expect(p.sidebar).toBeHidden();
    for (const part of [p.navbar, p.outline, p.pagination]) await expect(part).toBeVisible();
    const without = (await page.locator('article').boundingBox())!;
    expect(without.x).toBeLessThan(withSidebar.x);
  });

  test('?outline=0 hides the outline', async ({ page }) => {
    await page.goto('/config/test/retry?outline=0');
    await waitForHydration(page);
    const p = parts(page);
    await expect(p.outline).toBeHidden();
    for (const part of [p.navbar, p.sidebar, p.pagination]) await expect(part).toBeVisible();
  });

  test('?footer=0 hides the page footer and the site footer', async ({ page }) => {
    await page.goto('/config/test/retry?footer=0');
    await waitForHydration(page);
    const p = parts(page);
    await expect(p.pagination).toBeHidden();
    await expect(page.locator('.theme-doc-footer')).toBeHidden();
    await expect(p.footer).toBeHidden();
    for (const part of [p.navbar, p.sidebar, p.outline]) await expect(part).toBeVisible();
  });

  test('?globalUIComponents=0 hides the floating widgets (back to top)', async ({ page }) => {
    for (const [search, visible] of [
      ['', true],
      ['?globalUIComponents=0', false],
    ] as const) {
      await page.goto(`/config/test/retry${search}`);
      await waitForHydration(page);
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 1500);
      await page.mouse.wheel(0, -100);
      if (visible) await expect(parts(page).backToTop).toBeVisible();
      else {
        await page.waitForTimeout(500);
        await expect(parts(page).backToTop).toBeHidden();
        await expect(parts(page).navbar).toBeVisible();
      }
    }
  });

  test('flags combine', async ({ page }) => {
    await page.goto('/config/test/retry?navbar=0&sidebar=0&outline=0&footer=0');
    await waitForHydration(page);
    const p = parts(page);
    for (const part of [p.navbar, p.sidebar, p.outline, p.pagination, p.footer]) await expect(part).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('retry');
  });

  // Each query is a full page load in the same tab (a new browser per value costs seconds).
  for (const searches of [['?navbar=1', '?navbar=false', '?navbar=', '?navbar'], ['?sidebar=no&outline=off&footer=00', '?Navbar=0', '?navbar=%E0%A4%A']]) {
    test(`other values are ignored: ${searches.join(' ')}`, async ({ page, errors }) => {
      for (const search of searches) {
        await test.step(search, async () => {
          await page.goto(`/config/test/retry${search}`);
          await waitForHydration(page);
          const p = parts(page);
          for (const part of [p.navbar, p.sidebar, p.outline, p.pagination, p.footer]) await expect(part).toBeVisible();
          expect(errors.list).toEqual([]);
        });
      }
    });
  }

  test('flags apply before the first paint (no flash)', async ({ page }) => {
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/config/test/retry?navbar=0&sidebar=0');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expect(parts(page).navbar).toBeHidden();
    await expect(parts(page).sidebar).toBeHidden();
  });

  test('flags belong to the URL: a link without them shows the parts again', async ({ page, errors }) => {
    await page.goto('/config/test/retry?navbar=0&sidebar=0');
    await waitForHydration(page);
    await expect(parts(page).navbar).toBeHidden();
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/config\/test\/bail$/);
    await expect(parts(page).navbar).toBeVisible();
    await expect(parts(page).sidebar).toBeVisible();
    expect(errors.list).toEqual([]);
  });

  test.describe('on a Chinese page', () => {
    test.use({ locale: 'zh-CN' });
    test('?navbar=0&outline=0', async ({ page, errors }) => {
      await page.goto('/zh/api/test-api/describe?navbar=0&outline=0');
      await waitForHydration(page);
      await expect(parts(page).navbar).toBeHidden();
      await expect(parts(page).outline).toBeHidden();
      await expect(parts(page).sidebar).toBeVisible();
      expect(errors.list).toEqual([]);
    });
  });
});

test.describe('page types (spec 2.2)', () => {
  test('doc pages are of type doc, the landing page home, unknown paths 404', async ({ page }) => {
    for (const [url, type] of [
      ['/guide/start/', 'doc'],
      ['/', 'home'],
      ['/guide/nothing-here', '404'],
    ]) {
      await page.goto(url!);
      await waitForHydration(page);
      await expect(page.locator('html'), url).toHaveAttribute('data-page-type', type!);
      await expect(parts(page).navbar).toBeVisible();
    }
  });

  for (const [locale, url, heading, back] of [
    ['en-US', '/examples/blank', 'Blank page', 'Back to the home page'],
    ['zh-CN', '/zh/examples/blank', '空白页面', '返回首页'],
  ]) {
    test.describe(`the blank example page (${locale})`, () => {
      test.use({ locale });
      test('has no navbar, sidebar, outline or footer, only its content', async ({ page, errors }) => {
        await page.goto(url!);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-page-type', 'blank');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
        const p = parts(page);
        for (const part of [p.navbar, p.footer]) await expect(part).toBeHidden();
        await expect(page.locator('.theme-doc-toc-desktop, .table-of-contents')).toHaveCount(0);
        expect(await reservedNavbarHeight(page)).toBe('0px');
        expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBeLessThan(72);
        await expect(page).toHaveTitle(`${heading} - Rstest`);
        // spec 3 head: kept out of search engines through its front matter.
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await page.getByRole('link', { name: back! }).click();
        await expect(page.locator('html')).toHaveAttribute('data-page-type', 'home');
        await expect(p.navbar).toBeVisible();
        expect(errors.list).toEqual([]);
      });
    });
  }

  test('the blank example stays out of the sitemaps, the search indexes and the sidebars', async ({ page }) => {
    for (const dir of [BUILD, path.join(BUILD, 'zh')]) {
      expect(fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')).not.toContain('examples/blank');
      for (const file of fs.readdirSync(dir).filter((name) => /^search-index.*\.json$/.test(name))) {
        expect(fs.readFileSync(path.join(dir, file), 'utf8')).not.toContain('examples/blank');
      }
    }
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await expect(page.locator('a[href*="examples/blank"]')).toHaveCount(0);
  });
});
