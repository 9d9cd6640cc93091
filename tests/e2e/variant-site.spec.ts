import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test as base, expect, waitForHydration } from './support/fixtures';
import { NEXT_ONLY_WORD, VARIANT_BUILD_DIR, VERSION } from './support/variantSite';

/**
 * The throwaway variant build (tests/e2e/support/variantSite.ts): a released
 * version, one language, darkMode false, hideNavbar 'scroll' and front matter
 * fixtures. Each worker serves it with the site's own static server.
 */
const test = base.extend<object, { variantURL: string }>({
  variantURL: [
    async ({}, use) => {
      const { createStaticServer } = await import('../../scripts/static-server.mjs');
      const server = createStaticServer({ root: VARIANT_BUILD_DIR, locales: [] });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ variantURL }, use) => use(variantURL),
});

test.describe('versions (spec 2.3: a version switcher once there is more than one version)', () => {
  test('the navbar has a version switcher listing Next and the released version', async ({ page, errors }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    const switcher = nav.locator('.dropdown').filter({ has: page.getByRole('button', { name: VERSION, exact: true }) });
    await expect(switcher).toBeVisible();
    await switcher.hover();
    await expect(switcher.getByRole('link', { name: 'Next', exact: true })).toHaveAttribute('href', '/next/guide/start/');
    await expect(switcher.getByRole('link', { name: VERSION, exact: true })).toHaveAttribute('href', '/guide/start/');
    await switcher.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/next\/guide\/start\/$/);
    await expect(nav.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
    expect(errors.list).toEqual([]);
  });

  test('each version has its own routes', async ({ request }) => {
    for (const route of ['/guide/start/quick-start', '/next/guide/start/quick-start', '/config/test/retry', '/next/config/test/retry', '/api/', '/next/api/']) {
      expect((await request.get(route)).status(), route).toBe(200);
    }
    const released = await (await request.get('/guide/start/quick-start')).text();
    const next = await (await request.get('/next/guide/start/quick-start')).text();
    expect(released).not.toContain(NEXT_ONLY_WORD);
    expect(next).toContain(NEXT_ONLY_WORD);
  });

  test('each version has its own search index', () => {
    // The search index files of one version: search-index*.json in its folder,
    // or, once published by a search plugin, under its static/ folder: one
    // manifest, with the term shards, document chunks and pieces of the term list beside it.
    const indexOf = (dir: string) => {
      const candidates = [dir, path.join(dir, 'static')].filter((d) => fs.existsSync(d));
      const files = candidates.flatMap((d) => fs.readdirSync(d).filter((name) => /^search[-_]index.*\.json$/.test(name)).map((name) => path.join(d, name)));
      const parts = /\.(terms|docs|list)-[\d-]+\.[0-9a-f]{8}\.json$/;
      expect(files.filter((file) => !parts.test(file)), dir).toHaveLength(1);
      return files.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    };
    const released = indexOf(VARIANT_BUILD_DIR);
    const next = indexOf(path.join(VARIANT_BUILD_DIR, 'next'));
    expect(released).toContain('/guide/start/quick-start');
    expect(released).not.toContain('/next/guide/');
    expect(released).not.toContain(NEXT_ONLY_WORD);
    expect(next).toContain('/next/guide/start/quick-start');
    expect(next).toContain(NEXT_ONLY_WORD);
  });

  test("the 404 page's Take me home goes to the home of the version being read", async ({ page, errors }) => {
    await page.goto('/next/guide/nothing-here');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    const home = page.getByRole('link', { name: 'Take me home' });
    await expect(home).toHaveAttribute('href', '/next/guide/start/');
    await home.click();
    await expect(page).toHaveURL(/\/next\/guide\/start\/$/);
    await expect(page.locator('nav.navbar').getByRole('button', { name: 'Next', exact: true })).toBeVisible();

    await page.goto('/guide/nothing-here');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    expect(errors.list).toEqual([]);
  });
});

test.describe('one language (spec 2.1)', () => {
  test('a language prefix redirects to the same path without it', async ({ page }) => {
    for (const [from, to] of [
      ['/zh/guide/start/quick-start', '/guide/start/quick-start'],
      ['/zh/', '/'],
      ['/en/api/?q=1#top', '/api/?q=1#top'],
    ]) {
      await page.goto(from!);
      await waitForHydration(page);
      const url = new URL(page.url());
      expect(url.pathname + url.search + url.hash, from).toBe(to);
    }
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('PAGE NOT FOUND');
  });

  test('shows no language switcher', async ({ page }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await expect(page.locator('nav.navbar').getByRole('button', { name: 'English' })).toHaveCount(0);
  });
});

test.describe('themeConfig.darkMode false (spec 4)', () => {
  test.use({ colorScheme: 'dark' });

  test('the theme is always light, whatever the system or storage says, and there is no toggle', async ({ page, errors }) => {
    await page.addInitScript(() => localStorage.setItem('theme-25b', 'dark'));
    await page.goto('/guide/start/?docusaurus-theme=dark');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('nav.navbar').getByRole('button', { name: /dark mode|light mode|system mode/i })).toHaveCount(0);
    // Light text colours, not the dark theme's.
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(28, 30, 33)');
    expect(errors.list).toEqual([]);
  });
});

test.describe("hideNavbar 'scroll' (spec 2.3, 9)", () => {
  const navbarBottom = (page: import('@playwright/test').Page) => page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
  const reserved = (page: import('@playwright/test').Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-navbar-height').trim());

  for (const [width, height] of [
    [1280, 72],
    [375, 56],
  ] as const) {
    test(`hides on scroll down and shows on scroll up at ${width} px`, async ({ page, errors }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/config/test/retry');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-navbar-mode', 'scroll');
      expect(await navbarBottom(page)).toBe(height);
      expect(await reserved(page)).toBe(`${height}px`);

      await page.mouse.move(width / 2, 400);
      await page.mouse.wheel(0, 600);
      await expect(page.locator('html')).toHaveAttribute('data-navbar-hidden', '');
      await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
      expect(await reserved(page)).toBe('0px');

      await page.mouse.wheel(0, -200);
      await expect(page.locator('html')).not.toHaveAttribute('data-navbar-hidden');
      await expect.poll(() => navbarBottom(page)).toBe(height);
      expect(errors.list).toEqual([]);
    });
  }

  test('a jump to a heading lands below the top edge, not under the navbar', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 }); // wide doc layout (spec 9)
    await page.goto('/config/test/retry');
    await waitForHydration(page);
    const target = page.locator('.theme-doc-toc-desktop a').nth(2);
    const id = (await target.getAttribute('href'))!.slice(1);
    await target.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // Where the jump lands once the page has settled. The navbar hides as the page
    // jumps and then slides out (a 200 ms transition) while the heading already sits
    // at the top: measured during the slide, the navbar was still on its way out and
    // this test failed at random (on a fast machine). Settled means no animation
    // running and no scrolling for 300 ms, which also covers the delayed hash scroll
    // (100 ms, src/clientModules/hashScroll.ts).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let lastY = Number.NaN;
          let calmChecks = 0;
          const check = () => {
            const calm = window.scrollY === lastY && document.getAnimations().length === 0;
            lastY = window.scrollY;
            calmChecks = calm ? calmChecks + 1 : 0;
            if (calmChecks >= 3) resolve();
            else setTimeout(check, 100);
          };
          check();
        }),
    );
    // Both edges read in one frame.
    const { headingTop, barBottom } = await page.evaluate(
      (headingId) => ({
        headingTop: document.getElementById(headingId)!.getBoundingClientRect().top,
        barBottom: document.querySelector('nav.navbar')!.getBoundingClientRect().bottom,
      }),
      id,
    );
    expect(headingTop).toBeLessThan(100);
    expect(headingTop).toBeGreaterThanOrEqual(0);
    expect(barBottom).toBeLessThanOrEqual(headingTop);
  });
});

test.describe('front matter (spec 2.2, 3) on pages of the Next version', () => {
  test('titleSuffix, head, sidebar, outline, footer and globalUIComponents', async ({ page, errors }) => {
    await page.setViewportSize({ width: 1440, height: 800 }); // wide doc layout (spec 9)
    await page.goto('/next/guide/advanced/profiling');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Profiling - Variant suffix');
    await expect(page.locator('meta[name="variant-fixture"]')).toHaveAttribute('content', 'front-matter-head');
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(page.locator('.pagination-nav')).toBeHidden();
    await expect(page.locator('footer.footer')).toBeHidden();
    // Without sidebar and outline, the content has the page's whole width.
    const article = await page.locator('article').boundingBox();
    expect(article!.width).toBeGreaterThan(1000);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(500);
    await expect(page.locator('.theme-back-to-top-button')).toBeHidden();

    // The same page of the released version has none of this.
    await page.goto('/guide/advanced/profiling');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Profiling - Rstest');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
    expect(errors.list).toEqual([]);
  });

  test('pageType custom: navbar and content, no sidebar, outline or breadcrumbs', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 }); // wide doc layout (spec 9)
    await page.goto('/next/guide/advanced/debug-mode');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-page-type', 'custom');
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Debug Mode');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(page.locator('.theme-doc-breadcrumbs')).toBeHidden();
    await expect(page.locator('.pagination-nav')).toBeHidden();
  });

  test('navbar: false hides the navbar and the space it takes', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 }); // wide doc layout (spec 9)
    await page.goto('/next/guide/basic/cli');
    await waitForHydration(page);
    await expect(page.locator('nav.navbar')).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-navbar-height').trim())).toBe('0px');
    expect((await page.locator('.theme-layout-main').boundingBox())!.y).toBe(0);
    // Client-side navigation to a page without the field brings it back.
    await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Configure Rstest' }).click();
    await expect(page).toHaveURL(/\/next\/guide\/basic\/configure-rstest$/);
    await expect(page.locator('nav.navbar')).toBeVisible();
  });
});
