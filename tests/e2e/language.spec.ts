import { test, expect, waitForHydration, VISITED_FLAG } from './support/fixtures';

/**
 * spec 4 language redirect (themeConfig.localeRedirect: 'auto' on this site):
 * the first visit of a browser whose language is another supported locale goes
 * to the same page in that language; once per browser; never for bots.
 * (The one-language case of spec 2.1 is in tests/e2e/variant-site.spec.ts.)
 */
const VISITED = VISITED_FLAG;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BAIDUSPIDER = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
// A fresh browser: no visited flag yet.
test.use({ firstVisit: true });

const pathOf = (url: string) => {
  const { pathname, search, hash } = new URL(url);
  return pathname + search + hash;
};

test.describe('with a Chinese browser (zh-CN)', () => {
  test.use({ locale: 'zh-CN' });

  test('the first visit to an English page goes to the same page in Chinese, keeping query and hash', async ({ page, errors }) => {
    await page.goto('/config/test/retry?from=link#default-value');
    await waitForHydration(page);
    expect(pathOf(page.url())).toBe('/zh/config/test/retry?from=link#default-value');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('retry');
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITED)).toBe('1');
    expect(errors.list).toEqual([]);
  });

  test('the home page too', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(pathOf(page.url())).toBe('/zh/');
  });

  test('only once per browser: the reader may then read English', async ({ page, errors }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    expect(pathOf(page.url())).toBe('/zh/guide/start/');
    // The language switcher is a full page load of the English page: no redirect now.
    await page.locator('nav.navbar').getByRole('button', { name: '简体中文' }).hover();
    await page.locator('nav.navbar').getByRole('link', { name: 'English', exact: true }).click();
    await waitForHydration(page);
    expect(pathOf(page.url())).toBe('/guide/start/');
    await page.goto('/api/');
    await waitForHydration(page);
    expect(pathOf(page.url())).toBe('/api/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors.list).toEqual([]);
  });

  test('a first visit to a Chinese page stays, and counts as the visit', async ({ page }) => {
    await page.goto('/zh/api/');
    await waitForHydration(page);
    expect(pathOf(page.url())).toBe('/zh/api/');
    await page.goto('/api/');
    await waitForHydration(page);
    expect(pathOf(page.url())).toBe('/api/');
  });

  for (const [name, userAgent] of [
    ['Googlebot', GOOGLEBOT],
    ['Baiduspider', BAIDUSPIDER],
  ]) {
    test.describe(`as ${name}`, () => {
      test.use({ userAgent });
      test('is never redirected, and sets no flag', async ({ page, errors }) => {
        await page.goto('/config/test/retry');
        await waitForHydration(page);
        expect(pathOf(page.url())).toBe('/config/test/retry');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        expect(await page.evaluate((key) => localStorage.getItem(key), VISITED)).toBeNull();
        expect(errors.list).toEqual([]);
      });
    });
  }
});

test.describe('with an English browser (en-US)', () => {
  test('the first visit to a Chinese page goes to the English page', async ({ page, errors }) => {
    await page.goto('/zh/api/rstest/');
    await waitForHydration(page);
    expect(pathOf(page.url())).toBe('/api/rstest/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors.list).toEqual([]);
  });

  test('a first visit to an English page stays', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    expect(pathOf(page.url())).toBe('/guide/start/quick-start');
  });

  test('the default language has no prefix: /en/... goes to the same path without it', async ({ page }) => {
    await page.goto('/en/guide/start/quick-start?x=1#install');
    await waitForHydration(page);
    expect(pathOf(page.url())).toBe('/guide/start/quick-start?x=1#install');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Start');
  });
});
