import type { Page, Request } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

/**
 * spec 2.1, 4, 8 and 9: pages load on demand and are preloaded on hover; a
 * progress bar shows when loading a page takes over 200 ms (minimum 0.08,
 * speed 200 ms); a recoverable hydration error is only a warning.
 */

/** Turns off the HTTP cache, so chunks prefetched for visible links are fetched again when needed. */
async function disableCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

// The HTTP cache is turned off through the DevTools protocol, which a reused context would keep.
test.use({ reuseContext: false });

const isChunk = (request: Request) => request.resourceType() === 'script' && /\/assets\/js\/.+\.js$/.test(request.url());

/** The page's data block (plugins/lean-main), as its HTML has it. */
type PageData = { chunks: Record<string, unknown>; routes: Array<{ path: string; routes?: unknown[] }>; registry: string; prefetch: Record<string, string[]> };
const readData = (page: Page): Promise<PageData> => page.evaluate(() => JSON.parse(document.getElementById('route-chunks')?.textContent ?? 'null'));

/** Whether a URL is the file of the registry chunk (chunk files are named by chunk id). */
const registryFile = (registryId: string) => (url: string) => new RegExp(`/assets/js/${registryId}\\.[0-9a-f]+\\.js$`).test(url);

test.describe('page loading (spec 2.1)', () => {
  // spec 9: pages with an outline get the narrow layout at 1280 px or less; 1440 px shows sidebar and outline columns.
  test.use({ viewport: { width: 1440, height: 800 } });

  test('a page loads its code on demand, and hovering a link preloads the page it points to', async ({ page, errors }) => {
    await disableCache(page);
    const chunks: string[] = [];
    page.on('request', (request) => isChunk(request) && chunks.push(request.url()));
    await page.goto('/config/test/retry');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const initial = chunks.length;

    const link = page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'performance', exact: true });
    await link.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(chunks.length).toBe(initial);
    await link.hover();
    // The code of the hovered page is fetched before any click.
    await expect.poll(() => chunks.length).toBeGreaterThan(initial);
    await expect(page).toHaveURL(/\/config\/test\/retry$/);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('performance');
    expect(errors.list).toEqual([]);
  });

  // Issue 23: main.js holds no registry of every route chunk (plugins/lean-main).
  test('a first load fetches the chunks its HTML names; the route registry is only prefetched, and runs at the first client-side navigation', async ({ page, errors }) => {
    const scripts: string[] = [];
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (!/\/assets\/js\/.+\.js$/.test(request.url())) return;
      (request.resourceType() === 'script' ? scripts : prefetched).push(new URL(request.url()).pathname);
    });
    await page.goto('/config/test/retry');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    const data = await readData(page);
    expect(Object.keys(data.chunks).length).toBeGreaterThan(3);
    // The page's branch of the route table, down to the page's own route.
    const leaf = (routes: Array<{ path: string; routes?: unknown[] }>): string => (routes[0].routes?.length ? leaf(routes[0].routes as never) : routes[0].path);
    expect(leaf(data.routes)).toBe('/config/test/retry');
    // The navbar's links in view are prefetched from the block, before any registry runs.
    const apiChunks: string[] = data.prefetch['/api/'];
    expect(apiChunks.length).toBeGreaterThan(0);
    await expect.poll(() => prefetched.filter((file) => apiChunks.some((name) => file.includes(`/${name}.`))).length).toBe(apiChunks.length);
    const isRegistry = registryFile(data.registry);
    expect(scripts.filter(isRegistry)).toEqual([]);
    await expect.poll(() => prefetched.filter(isRegistry).length).toBe(1);

    const beforeClick = prefetched.length;
    await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'performance', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('performance');
    expect(scripts.filter(isRegistry)).toHaveLength(1);

    // Once the registry has run, the links in view (the sidebar's too) are
    // prefetched from it: the chunk that carries each module of the linked page
    // (the last of its chunk load), not the shared chunks before it, which
    // this page has already loaded.
    const block = async (path: string): Promise<PageData> => JSON.parse((await (await page.request.get(path)).text()).match(/<script type="application\/json" id="route-chunks">([^<]*)/)![1]);
    const loadsOf = async (path: string) => Object.values((await block(path)).chunks as Record<string, [string[]]>).map(([ids]) => ids);
    const fetchedAfterClick = (id: string) => prefetched.slice(beforeClick).some((file) => file.includes(`/${id}.`));
    // The sidebar's link to /config/build/dev: its page's own chunk (not one the first page loaded).
    const firstPageChunks = new Set(Object.values(data.chunks as Record<string, [string[]]>).flatMap(([ids]) => ids));
    const devPageChunk = (await loadsOf('/config/build/dev')).map((ids) => ids.at(-1)!).find((id) => !firstPageChunks.has(id));
    expect(devPageChunk).toBeDefined();
    await expect.poll(() => fetchedAfterClick(devPageChunk!)).toBe(true);
    const sharedChunks = (await loadsOf('/config/build/performance')).flatMap((ids) => ids.slice(0, -1));
    expect(sharedChunks.length).toBeGreaterThan(0);
    expect(sharedChunks.filter(fetchedAfterClick)).toEqual([]);
    expect(errors.list).toEqual([]);
  });

  test('a page opened at an address other than its own (the 404 page) runs the whole route table before it renders', async ({ page, errors }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/no/such/page');
    await waitForHydration(page);
    expect(scripts.filter(registryFile((await readData(page)).registry))).toHaveLength(1);
    await expect(page).toHaveTitle('404 - Rstest');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Config', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Config Overview');
    // The aborted loads are the 404 document itself.
    expect(errors.list.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  test('when the route registry cannot load, a link still opens its page (as a full page load)', async ({ page, errors }) => {
    await disableCache(page);
    const html = await (await page.request.get('/config/test/retry')).text();
    const registryId = JSON.parse(html.match(/<script type="application\/json" id="route-chunks">([^<]*)/)![1]).registry;
    await page.route((url) => registryFile(registryId)(url.pathname), (route) => route.abort());
    await page.goto('/config/test/retry');
    await waitForHydration(page);
    await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'performance', exact: true }).click();
    await expect(page).toHaveURL(/\/config\/build\/performance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('performance');
    await waitForHydration(page);
    // The document itself is the new page's: Docusaurus reloaded it when its code could not load.
    expect(await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0].name).pathname)).toBe('/config/build/performance');
    // The aborted loads are logged by Chromium as failed resources of this site.
    expect(errors.list.filter((error) => !/Failed to load resource|ChunkLoadError/.test(error))).toEqual([]);
  });

  test('a progress bar shows while a slow page loads: it starts at 0.08 and moves at 200 ms', async ({ page, errors }) => {
    await disableCache(page);
    await page.goto('/config/test/retry');
    await waitForHydration(page);
    let slow = false;
    await page.route('**/assets/js/**', async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    // Record the bar's first style, whenever it appears.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { barStyles: string[] }).barStyles = seen;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('#nprogress .bar');
        if (bar && seen.length === 0) seen.push(bar.getAttribute('style') ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });
    slow = true;
    await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'performance', exact: true }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    const [first] = await page.evaluate(() => (window as unknown as { barStyles: string[] }).barStyles);
    expect(first).toContain('translate3d(-92%, 0px, 0px)'); // minimum 0.08
    expect(first).toMatch(/transition:[^;]*\b200ms\b/); // speed 200 ms
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('performance', { timeout: 20_000 });
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5_000 });
    expect(errors.list).toEqual([]);
  });
});

test.describe('hydration (spec 8)', () => {
  test('a recoverable hydration error is logged as a warning only, and the page still works', async ({ page, errors }) => {
    // Make the server HTML differ from what React renders in the browser, in the
    // page chrome (the body is static HTML that hydration does not compare).
    await page.route('**/config/test/retry', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<span class=breadcrumbs__link>retry</span>', '<span class=breadcrumbs__link>retry from the server</span>');
      expect(html).toContain('retry from the server');
      await route.fulfill({ response, body: html });
    });
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto('/config/test/retry');
    const crumb = page.locator('.breadcrumbs__item--active');
    await expect(crumb).toHaveText('retry');
    await expect.poll(() => warnings.some((text) => text.startsWith('Docusaurus React Root onRecoverableError:'))).toBe(true);
    await waitForHydration(page);
    await expect(page.locator('nav.navbar').getByRole('link', { name: 'Config', exact: true })).toBeVisible();
    // React rendered the page anew, but the body is still there, islands and all (issue 38).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('retry');
    await expect(page.locator('[data-static-body] pre').first()).toBeVisible();
    await expect(page.locator('[data-static-body] .theme-code-block').first().getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
    expect(errors.list).toEqual([]);
  });
});
