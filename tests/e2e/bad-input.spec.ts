import http from 'node:http';
import { test, expect, waitForHydration } from './support/fixtures';
import { sitemapPaths } from './support/sitemap';
import type { Page } from '@playwright/test';

/**
 * Bad input and hostile input (issue 9): each case asserts that the page still
 * renders its navbar and a readable message, and that no uncaught error happens.
 * Payloads are shown literally, never executed: a payload that ran would set
 * window.__pwned, which every case checks.
 */
const XSS = ['<script>window.__pwned=1</script>', '<img src=x onerror="window.__pwned=1">', '"><svg onload=window.__pwned=1>'];

async function expectSafePage(page: Page, errors: { list: string[] }, message: RegExp) {
  await waitForHydration(page);
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('main, [role="main"]').first()).toContainText(message);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors.list).toEqual([]);
}

test.describe('malformed and hostile URLs', () => {
  const notFound = /PAGE NOT FOUND|页面未找到/;
  const cases: [string, string][] = [
    ['malformed UTF-8 escape', '/guide/%E0%A4%A'],
    ['lone percent sign', '/%'],
    ['percent signs only', '/%%%'],
    ['invalid hex escape', '/guide/%ZZ'],
    ['malformed escape under /zh/', '/zh/%E0%A4%A'],
    ['NUL byte', '/guide/%00'],
    ['encoded script tag in the path', `/guide/${encodeURIComponent(XSS[0])}`],
    ['encoded img onerror in the path', `/${encodeURIComponent(XSS[1])}`],
    ['encoded svg onload under /zh/', `/zh/guide/${encodeURIComponent(XSS[2])}`],
    ['encoded path traversal', '/..%2f..%2fetc%2fpasswd'],
    ['unicode path', '/测试/页面'],
    ['overlong path of many segments', `/${Array.from({ length: 300 }, () => 'aaaa').join('/')}`],
    ['overlong single segment', `/${'x'.repeat(4000)}`],
  ];
  for (const [name, url] of cases) {
    test(`${name}: ${url.slice(0, 60)}`, async ({ page, errors }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expectSafePage(page, errors, notFound);
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').host);
    });
  }

  test('malformed escape in the query string of a real page', async ({ page, errors }) => {
    await page.goto('/config/test/retry?q=%E0%A4%A&x=%');
    await expectSafePage(page, errors, /retry/);
  });

  test('script payload in the hash of a real page', async ({ page, errors }) => {
    await page.goto(`/config/test/retry#${encodeURIComponent(XSS[0])}`);
    await expectSafePage(page, errors, /retry/);
  });

  test('repeated slashes in a real path lead to the clean page', async ({ page, errors }) => {
    await page.goto('/guide/start////quick-start');
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expectSafePage(page, errors, /Quick Start/);
  });

  test('a double .html suffix is dropped twice', async ({ page, errors }) => {
    await page.goto('/guide/start/quick-start.html.html');
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expectSafePage(page, errors, /Quick Start/);
  });

  test('a protocol-relative path never redirects to another host', async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL ?? '');
    const response = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      http.get({ hostname, port, path: '//evil.example.com/phish' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode, location: res.headers.location });
      }).on('error', reject);
    });
    expect(response).toEqual({ status: 301, location: '/evil.example.com/phish' });
  });
});

test.describe('hostile text in the overview filter', () => {
  for (const payload of XSS) {
    test(`filter shows ${payload.slice(0, 24)}… literally`, async ({ page, errors }) => {
      await page.goto('/config/');
      await waitForHydration(page);
      await page.getByLabel('Filter').fill(payload);
      await expect(page.getByRole('status')).toContainText('No matching API found');
      await expect(page.getByRole('status')).toContainText(payload);
      await expectSafePage(page, errors, /No matching API found/);
    });
  }

  test('a huge filter string', async ({ page, errors }) => {
    await page.goto('/zh/api/');
    await waitForHydration(page);
    await page.getByLabel('筛选').fill('测'.repeat(20_000));
    await expectSafePage(page, errors, /没有找到匹配的 API/);
  });
});

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  const docPaths = sitemapPaths().filter((path) => /\/(guide|config|api)\//.test(path));

  for (const path of docPaths) {
    test(`readable from its static HTML: ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1').first()).toBeVisible();
      expect((await page.locator('article').innerText()).length).toBeGreaterThan(300);
    });
  }

  test('links work without JavaScript', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
    await expect(page.locator('article h1')).toHaveText('CLI');
    await page.locator('nav.navbar').getByRole('link', { name: 'Config', exact: true }).click();
    await expect(page).toHaveURL(/\/config\/$/);
  });
});

test.describe('external images blocked', () => {
  test('the home page keeps its layout and text without the assets host', async ({ page, errors }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const broken = await page.evaluate(() =>
      [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && getComputedStyle(img).visibility !== 'hidden' && img.offsetWidth > 0 && !img.closest('[data-fallback]')).map((img) => img.src),
    );
    // A failed logo must not leave a broken-image icon in view (a styled fallback is fine).
    expect(broken.filter((src) => !src.startsWith(location.origin))).toEqual([]);
    expect(errors.list).toEqual([]);
  });
});
