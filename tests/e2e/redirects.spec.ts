import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { checkManifest } from '../../src/utils/search/shardFormat';

/**
 * Links to the official site's paths (rstest.rs) open our pages (issue 25):
 * static redirect pages (plugins/rstest-rs-redirects), in both languages, with
 * and without a trailing slash, keeping old heading anchors working
 * (src/utils/hashAlias.ts). The full list is checked by
 * tests/unit/rstestRsRedirects.test.ts; this visits a sample in a browser.
 */

/** Opens an old path, follows its redirect page to `to` and waits for the page to hydrate. */
async function openOld(page: Page, path: string, to: string): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations ??= [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === to);
  await waitForHydration(page);
}

/** The heading the URL's hash names is on screen, below the navbar. */
async function expectHeadingInView(page: Page, id: string, text: RegExp): Promise<void> {
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toHaveText(text);
  await expect(heading).toBeInViewport();
}

test.describe('rstest.rs links (issue 25)', () => {
  const samples: [from: string, to: string, heading: RegExp][] = [
    ['/config/test/test-timeout', '/config/test/testTimeout', /^testTimeout/],
    ['/config/test/setup-files/', '/config/test/setupFiles', /^setupFiles/],
    ['/zh/config/test/clear-mocks', '/zh/config/test/clearMocks', /^clearMocks/],
    ['/zh/api/runtime-api/test-api/expect/', '/zh/api/test-api/expect', /^expect/],
    ['/guide/basic/mock', '/guide/basic/mocking', /./],
    ['/zh/guide/migration/jest', '/zh/guide/start/migrate-from-jest', /Jest/],
    ['/guide/debug/debugging/', '/guide/advanced/debug-mode', /./],
    ['/api/runtime-api/', '/api/', /./],
  ];
  for (const [from, to, heading] of samples) {
    test(`${from} opens ${to}`, async ({ page, errors }) => {
      await openOld(page, from, to);
      await expect(page.locator('article h1, main h1').first()).toHaveText(heading);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      expect(errors.list).toEqual([]);
    });
  }

  for (const from of [
    '/api/runtime-api/rstest/mock-functions#rsspyon',
    '/api/runtime-api/rstest/mock-functions/#rsspyon',
    '/zh/api/runtime-api/rstest/mock-functions#rsspyon',
  ]) {
    test(`${from} (printed by @rstest/core 0.12.0) lands on the rs.spyOn heading`, async ({ page, errors }) => {
      await openOld(page, from, from.startsWith('/zh/') ? '/zh/api/rstest/mockFunctions' : '/api/rstest/mockFunctions');
      // The address bar shows the working anchor, so a copied link works too.
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#rstest-spyon');
      await expectHeadingInView(page, 'rstest-spyon', /rstest\.spyOn/);
      expect(errors.list).toEqual([]);
    });
  }

  test('an old anchor of a member that shares a section lands on that section', async ({ page }) => {
    await openOld(page, '/api/runtime-api/rstest/fake-timers#rsadvancetimersbytime', '/api/rstest/fakeTimers');
    await expectHeadingInView(page, 'running-timers', /./);
  });

  test('an old page that is a section of ours opens at that section', async ({ page }) => {
    await openOld(page, '/zh/guide/integration/rsbuild', '/zh/guide/advanced/integration');
    expect(new URL(page.url()).hash).toBe('#rsbuild');
    await expectHeadingInView(page, 'rsbuild', /Rsbuild/);
  });

  test('the query string is kept', async ({ page }) => {
    await openOld(page, '/config/test/only-failures?from=issue', '/config/test/onlyFailures');
    expect(new URL(page.url()).search).toBe('?from=issue');
  });

  test('redirect pages are not in the sitemaps, the search index or llms.txt', async ({ request }) => {
    for (const prefix of ['', '/zh']) {
      const sitemap = await (await request.get(`${prefix}/sitemap.xml`)).text();
      expect(sitemap).toContain('/config/test/testTimeout');
      expect(sitemap).not.toContain('/config/test/test-timeout');
      expect(sitemap).not.toContain('/api/runtime-api');
      const llms = await (await request.get(`${prefix}/llms.txt`)).text();
      expect(llms).not.toMatch(/\]\([^)]*\/config\/test\/test-timeout/);
    }
    const home = await (await request.get('/')).text();
    const indexUrl = /"indexUrl":"([^"]+)"/.exec(home)?.[1];
    expect(indexUrl).toBeTruthy();
    // The manifest lists every indexed page (its URLs front-coded): decode them as the panel does.
    const pages = checkManifest(await (await request.get(indexUrl!)).json()).titles.map((page) => page.u);
    expect(pages).toContain('/config/test/testTimeout');
    expect(pages.filter((url) => /test-timeout|runtime-api/.test(url))).toEqual([]);
  });

  test('a redirect page is covered by the CSP headers and works without JavaScript', async ({ request, browser }) => {
    const response = await request.get('/api/runtime-api/rstest/mock-functions', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
    expect(await response.text()).toContain('http-equiv="refresh" content="0; url=/api/rstest/mockFunctions"');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/zh/config/test/hook-timeout');
    await page.waitForURL('**/zh/config/test/hookTimeout');
    await expect(page.locator('h1').first()).toHaveText(/hookTimeout/);
    await context.close();
  });
});
