import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration } from './support/fixtures';

// spec 2.1: every route, in English and again under /zh.
const ROUTES = [
  '/guide/start/', '/guide/start/quick-start', '/guide/basic/cli', '/guide/basic/configure-rstest',
  '/guide/advanced/debug-mode', '/guide/advanced/profiling', '/api/', '/api/test-api/describe',
  '/api/test-api/test', '/api/test-api/hooks', '/api/rstest/', '/api/rstest/mockFunctions',
  '/api/rstest/mockInstance', '/api/rstest/fakeTimers', '/config/',
  ...['include', 'exclude', 'includeSource', 'globals', 'setupFiles', 'testEnvironment', 'retry', 'root', 'name',
    'isolate', 'pool', 'passWithNoTests', 'printConsoleTrace', 'onConsoleLog', 'disableConsoleIntercept', 'update',
    'clearMocks', 'resetMocks', 'restoreMocks'].map((name) => `/config/test/${name}`),
  ...['plugins', 'source', 'output', 'resolve', 'tools', 'dev', 'performance'].map((name) => `/config/build/${name}`),
];

test.describe('route table (spec 2.1)', () => {
  for (const locale of ['', '/zh']) {
    test(`every route answers 200 with its page${locale ? ' in Chinese' : ''}`, async ({ request }) => {
      for (const route of ['/', ...ROUTES]) {
        const response = await request.get(locale + route);
        expect(response.status(), `${locale}${route}`).toBe(200);
        const html = await response.text();
        expect(html, `${locale}${route}`).toMatch(locale ? /<html[^>]* lang="?zh-CN"?/ : /<html[^>]* lang="?en"?/);
        expect(html, `${locale}${route} is not the 404 page`).not.toMatch(/<title[^>]*>404/);
      }
    });
  }
});

test.describe('path normalisation (spec 2.1)', () => {
  test('a trailing .html shows the clean page', async ({ page }) => {
    await page.goto('/guide/start/quick-start.html');
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect(page.locator('h1')).toHaveText('Quick Start');
  });

  test('a trailing /index shows the index page', async ({ page }) => {
    await page.goto('/guide/start/index');
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await expect(page.locator('h1')).toHaveText('Introduction');
  });

  test('a percent-encoded path is decoded', async ({ page, errors }) => {
    await page.goto('/config/test/%69nclude');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('include');
    expect(errors.list).toEqual([]);
  });

  test.describe('with a Chinese browser', () => {
    test.use({ locale: 'zh-CN' });
    test('Chinese pages get the same normalisation', async ({ page }) => {
      await page.goto('/zh/guide/start/quick-start.html');
      await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
      await page.goto('/zh/guide/start/index');
      await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
    });
  });

  test('a malformed percent-encoding shows the 404 page, not a crash', async ({ page, errors }) => {
    const response = await page.goto('/guide/%E0%A4%A');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    expect(errors.list).toEqual([]);
  });
});

test.describe('404 page (spec 2.1, 8)', () => {
  test('an unknown English path', async ({ page, errors }) => {
    const response = await page.goto('/guide/does-not-exist');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    await expect(page).toHaveTitle('404 - Rstest');
    const home = page.getByRole('link', { name: 'Take me home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(errors.list).toEqual([]);
  });

  test.describe('with a Chinese browser', () => {
    test.use({ locale: 'zh-CN' });

    test('an unknown Chinese path shows the Chinese 404', async ({ page, errors }) => {
      await page.goto('/zh/guide/does-not-exist');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
      await expect(page).toHaveTitle('404 - Rstest');
      await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh/');
      expect(errors.list).toEqual([]);
    });

    test('on a plain host that answers /zh/... with the root 404.html, the page still turns Chinese', async ({ page, errors }) => {
      const rootNotFound = fs.readFileSync(path.resolve(__dirname, '../../build/404.html'), 'utf8');
      await page.route('**/zh/plain-host-missing', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: rootNotFound }));
      await page.goto('/zh/plain-host-missing');
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/zh\/plain-host-missing$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
      expect(errors.list).toEqual([]);
    });
  });

  test('client-side navigation to an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/api/nothing-here');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  });
});
