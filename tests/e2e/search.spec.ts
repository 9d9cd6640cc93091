import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, waitForHydration } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * The search panel (spec 2.7, 3, 4, 5, 7, 8, 9) on the production build:
 * local search in both locales, and remote mode against a small API server
 * started here on 127.0.0.1.
 */

const INDEX_REQUEST = /\/static\/search_index\.(en|zh)\.[0-9a-f]{8}\.json$/;

const searchButton = (page: Page, name = 'Search') => page.locator('nav.navbar').getByRole('button', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');
const marks = (locator: Locator) => locator.locator('mark').allTextContents();

async function openWithShortcut(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test.describe('search panel: open and close (spec 2.7, 4)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('loads the index on hover, not with the page (initial → initing → inited)', async ({ page, errors }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (INDEX_REQUEST.test(new URL(request.url()).pathname)) indexRequests.push(request.url());
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(INDEX_REQUEST, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const button = searchButton(page);
    await expect(button).toHaveAttribute('data-index-state', 'initial');
    expect(indexRequests).toEqual([]);

    await button.hover();
    await expect(button).toHaveAttribute('data-index-state', 'initing');
    release();
    await expect(button).toHaveAttribute('data-index-state', 'inited');
    expect(indexRequests).toHaveLength(1);
    expect(new URL(indexRequests[0]).pathname).toMatch(/^\/static\/search_index\.en\.[0-9a-f]{8}\.json$/);

    // Opening, closing and opening again uses the same index.
    await button.click();
    await expect(dialog(page)).toHaveAttribute('data-index-state', 'inited');
    await page.keyboard.press('Escape');
    await button.click();
    await input(page).fill('mock');
    await expect(options(page).first()).toBeVisible();
    expect(indexRequests).toHaveLength(1);
    expect(errors.list).toEqual([]);
  });

  test('the button opens a modal; Escape closes it and the focus returns to the button', async ({ page, errors }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const button = searchButton(page);
    await button.click();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(errors.list).toEqual([]);
  });

  test('Ctrl+K opens it; the close icon closes it and the focus returns where it was', async ({ page, errors }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    // Any focused control will do; the sidebar is behind the Menu bar at this width.
    const link = page.locator('a.pagination-nav__link--next');
    await link.focus();
    await openWithShortcut(page);
    await dialog(page).getByRole('button', { name: 'Close search' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(errors.list).toEqual([]);
  });

  test('a click on the mask closes it; a click inside does not', async ({ page, errors }) => {
    await page.goto('/config/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await dialog(page).click({ position: { x: 20, y: 100 } });
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(40, 760);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    expect(errors.list).toEqual([]);
  });

  test('Tab stays inside the panel', async ({ page, errors }) => {
    await page.goto('/config/');
    await waitForHydration(page);
    await openWithShortcut(page);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    }
    expect(errors.list).toEqual([]);
  });

  test('on a phone the panel fills the screen and Cancel closes it', async ({ page, errors }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const button = searchButton(page);
    await expect(button).toBeVisible();
    await button.click();
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBe(375);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(errors.list).toEqual([]);
  });
});

test.describe('local search (spec 2.7, 3, 5, 8)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('an English query: grouped by page title, marked, walked with the arrow keys, opened with Enter', async ({ page, errors }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).pressSequentially('retry', { delay: 20 });
    const groups = dialog(page).getByRole('group');
    await expect(groups.first()).toHaveAttribute('aria-label', 'retry');
    const count = await options(page).count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(7);
    // Every suggestion is a title, header or content, and marks the keyword.
    for (const option of await options(page).all()) {
      expect(['title', 'header', 'content']).toContain(await option.getAttribute('data-type'));
      for (const mark of await marks(option)) expect(mark.toLowerCase()).toMatch(/^retr/);
    }
    const content = dialog(page).locator('[role="option"][data-type="content"]').first();
    await expect(content.locator('mark').first()).toBeVisible();
    expect((await content.locator('[class*="itemStatement"]').textContent())?.length).toBeLessThanOrEqual(110);

    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const chosen = options(page).nth(1);
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id')) ?? '');
    const href = await chosen.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    expect(errors.list).toEqual([]);
  });

  test('a Chinese query on /zh/ finds Chinese pages, in Chinese', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/zh/guide/start/');
    await waitForHydration(page);
    const button = searchButton(page, '搜索');
    await expect(button).toBeVisible();
    const indexRequest = page.waitForRequest((request) => INDEX_REQUEST.test(new URL(request.url()).pathname));
    await button.click();
    expect(new URL((await indexRequest).url()).pathname).toMatch(/^\/zh\/static\/search_index\.zh\.[0-9a-f]{8}\.json$/);
    await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
    await expect(dialog(page).getByRole('button', { name: '关闭搜索' })).toBeVisible();
    await input(page).fill('测试套件');
    await expect(options(page).first()).toBeVisible();
    const all = await options(page).all();
    for (const option of all) expect(await option.getAttribute('href')).toMatch(/^\/zh\//);
    const marked = (await Promise.all(all.map((option) => marks(option)))).flat();
    expect(marked.length).toBeGreaterThan(0);
    for (const mark of marked) expect(mark).toMatch(/^(测试|套件|测试套件)$/);
    // The describe page (测试套件 = test suite) is among the groups.
    await expect(dialog(page).getByRole('group', { name: 'describe' })).toBeVisible();

    await input(page).fill('龘靐齉');
    await expect(dialog(page).getByText('没有找到“龘靐齉”的相关结果')).toBeVisible();
    await expect(dialog(page).getByText('请换个关键词再试。')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a token that only appears inside a code block is found', async ({ page, errors }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('debouncedSave');
    const hit = options(page).first();
    await expect(hit).toHaveAttribute('data-type', 'content');
    expect(await marks(hit)).toContain('debouncedSave');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/rstest\/fakeTimers/);
    // A client-side navigation: the new page's content renders after its chunk loads.
    await expect(page.locator('article pre', { hasText: 'debouncedSave' }).first()).toBeVisible();
    // The page has the token only inside code blocks.
    const where = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.querySelector('article') ?? document.body, NodeFilter.SHOW_TEXT);
      const found: boolean[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.includes('debouncedSave')) found.push(node.parentElement?.closest('pre') !== null);
      }
      return found;
    });
    expect(where.length).toBeGreaterThan(0);
    expect(where.every(Boolean)).toBe(true);
    expect(errors.list).toEqual([]);
  });

  test('no hits: No results for "{query}" and the hint', async ({ page, errors }) => {
    await page.goto('/config/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('zzqxvnotaword');
    await expect(dialog(page).getByText('No results for "zzqxvnotaword"')).toBeVisible();
    await expect(dialog(page).getByText('Please try again with a different keyword.')).toBeVisible();
    await expect(options(page)).toHaveCount(0);
    // An empty keyword clears the panel and shows no error.
    await input(page).fill('   ');
    await expect(dialog(page).getByText(/No results/)).toHaveCount(0);
    expect(errors.list).toEqual([]);
  });
});

test.describe('remote search (spec 3, 7, 8)', () => {
  // The built site is in local mode, so its CSP (build/_headers) allows no
  // remote search origin; a site built in remote mode gets its apiUrl origin in
  // connect-src (scripts/csp-headers.mjs). This test switches mode at runtime
  // against a server on a random port, so it runs without the policy.
  test.use({ bypassCSP: true });
  let server: http.Server;
  let apiUrl: string;
  const requests: URLSearchParams[] = [];

  const doc = (routePath: string, title: string, content: string, domain = '') => ({
    id: routePath,
    routePath,
    title,
    content,
    toc: [{ text: 'Example', id: 'example', depth: 2, charIndex: content.indexOf('Example') }],
    domain,
  });

  test.beforeAll(async () => {
    server = http.createServer((request, response) => {
      const params = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams;
      requests.push(params);
      const send = (status: number, body: string) => {
        response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        response.end(body);
      };
      send(
        200,
        JSON.stringify([
          { index: 'rspack', hits: [doc('/config/mode', 'mode', 'mode sets defaults. Example: remote mode.', 'https://rspack.rs')] },
          { index: 'rstest', hits: [doc('/config/test/retry', 'retry remote', 'The remote server said retry. Example: retry remote twice.')] },
        ]),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /**
   * Opens a page with remote mode in its search config (the build is in
   * local mode). The page itself comes from the real server: a page served
   * by page.route would count as a public address, and Chromium would then
   * refuse its requests to the loopback API. The meta tag is rewritten when
   * the parser is done, before the deferred scripts (React) run.
   */
  async function gotoRemote(page: Page, pathname = '/guide/start/') {
    const config = { mode: 'remote', apiUrl, indexName: 'rstest', searchIndexes: ['rstest', { value: 'rspack', label: 'Rspack' }], lang: 'en', limit: 7, timeoutMs: 800 };
    await page.addInitScript((content) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') document.querySelector('meta[name="rstest-search"]')?.setAttribute('content', content);
      });
    }, JSON.stringify(config));
    await page.goto(pathname);
    await waitForHydration(page);
    expect(await page.locator('meta[name="rstest-search"]').getAttribute('content')).toContain(apiUrl);
  }

  test.beforeEach(async ({ page }) => {
    requests.length = 0;
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('sends keyword, limit, searchIndexes and lang, and renders the groups it gets back', async ({ page, errors }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => INDEX_REQUEST.test(new URL(request.url()).pathname) && indexRequests.push(request.url()));
    await gotoRemote(page);
    await openWithShortcut(page);
    await input(page).fill('retry remote');
    await expect(dialog(page).getByRole('group', { name: 'retry remote' })).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0])).toEqual({ keyword: 'retry remote', limit: '7', searchIndexes: 'rstest,rspack', lang: 'en' });
    // The site's own index first, linked in the site; the other index labelled and linked to its site.
    const own = dialog(page).getByRole('group', { name: 'retry remote' }).getByRole('option').first();
    expect(await marks(own)).toEqual(['retry remote']);
    await expect(own).toHaveAttribute('href', '/config/test/retry');
    await input(page).fill('remote mode');
    const other = dialog(page).getByRole('group', { name: 'mode (Rspack)' });
    await expect(other).toBeVisible();
    await expect(other.getByRole('option').first()).toHaveAttribute('href', /^https:\/\/rspack\.rs\/config\/mode/);
    expect(indexRequests).toEqual([]);
    expect(errors.list).toEqual([]);
  });
});
