import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

/**
 * Issue 38: a page body is static HTML that hydration leaves alone, and only
 * its interactive parts (islands) hydrate, each on its own.
 */

/** Keeps, before any script of the page runs, the server's first body paragraph and first code token. */
async function keepServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as Record<string, unknown>;
      w.__serverParagraph = document.querySelector('[data-static-body] > p');
      w.__serverCodeToken = document.querySelector('[data-static-body] pre code span');
      w.__serverTab = document.querySelector('[data-static-body] [data-island="tabs"] [role="tab"]');
    });
  });
}

for (const { path, locale } of [
  { path: '/api/test-api/expect', locale: 'en-US' },
  { path: '/zh/api/test-api/expect', locale: 'zh-CN' },
  { path: '/guide/start/quick-start', locale: 'en-US' },
]) {
  test(`${path}: hydration keeps the server's body nodes and loads no body as JavaScript`, async ({ page, errors }) => {
    await keepServerNodes(page);
    const scripts: string[] = [];
    const bodyFiles: string[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.includes('/page-bodies/')) bodyFiles.push(url.pathname);
      if (url.pathname.endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(path);
    await waitForHydration(page);
    const nodes = await page.evaluate(() => {
      const w = window as unknown as Record<string, Element | null>;
      const same = (kept: Element | null, now: Element | null) => kept !== null && kept === now && kept.isConnected;
      return {
        paragraph: same(w.__serverParagraph, document.querySelector('[data-static-body] > p')),
        codeToken: same(w.__serverCodeToken, document.querySelector('[data-static-body] pre code span')),
        paragraphText: w.__serverParagraph?.textContent ?? '',
        tab: w.__serverTab === null || same(w.__serverTab, document.querySelector('[data-static-body] [data-island="tabs"] [role="tab"]')),
      };
    });
    expect(nodes.paragraph).toBe(true);
    expect(nodes.codeToken).toBe(true);
    // An island hydrates its server nodes too.
    expect(nodes.tab).toBe(true);
    // The body's text is in no script the page loaded (a body chunk would carry it).
    const sentence = nodes.paragraphText.trim().slice(0, 60);
    expect(sentence.length).toBeGreaterThan(20);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((source) => source.includes(sentence))).toEqual([]);
    expect(bodyFiles).toEqual([]);
    expect(errors.list).toEqual([]);
  });
}

test('a client-side navigation takes the body from its file and mounts its islands', async ({ page, errors }) => {
  const bodyFiles: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/page-bodies/')) bodyFiles.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as Record<string, unknown>).__samePage = true));
  // A link in the body (static HTML, not a React <Link>) navigates inside the app.
  await page.locator('[data-static-body] a[href="/guide/start/quick-start"]').first().click();
  await page.waitForURL('**/guide/start/quick-start');
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__samePage)).toBe(true);
  // Playwright reports a response to the test a moment after the page has used it: polled.
  await expect.poll(() => bodyFiles.length).toBe(1);
  expect(bodyFiles[0]).toMatch(/^200 \/page-bodies\/[0-9a-f]{16}\.json$/);
  await expect(page.locator('[data-static-body] h1')).toHaveText('Quick Start');
  // The tab island works: picking yarn shows the yarn command.
  const set = page.locator('[data-static-body] .tabs-container').first();
  await set.getByRole('tab', { name: 'yarn', exact: true }).click();
  await expect(set.locator('[role="tabpanel"]:not([hidden]) code')).toHaveText('yarn add --dev @rstest/core');
  // The code block islands: each block visible gets its buttons.
  await expect(page.locator('[data-static-body] .theme-code-block').first().getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
  // Back: the first page's body comes back from the session's copy.
  await page.goBack();
  await expect(page.locator('[data-static-body] h1')).toHaveText('Introduction');
  await expect.poll(() => bodyFiles.length).toBe(2);
  expect(errors.list).toEqual([]);
});

for (const [what, failure] of [
  ['cannot be fetched', 'abort'],
  ['is not a body file', '{"nope":1}'],
] as const) {
  test(`a body file that ${what} shows the page's error state, whose button reloads the page`, async ({ page, errors }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.route('**/page-bodies/**', (route) => (failure === 'abort' ? route.abort() : route.fulfill({ status: 200, contentType: 'application/json', body: failure })));
    await page.locator('[data-static-body] a[href="/guide/start/quick-start"]').first().click();
    await page.waitForURL('**/guide/start/quick-start');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("This page's content could not be loaded.");
    // The chrome is the new page's: its title and outline are there, only the body is missing.
    await expect(page).toHaveTitle(/Quick Start/);
    await page.unroute('**/page-bodies/**');
    await alert.getByRole('button', { name: 'Reload page' }).click();
    await waitForHydration(page);
    await expect(page.locator('[data-static-body] h1')).toHaveText('Quick Start');
    // The failure is logged (the failed request too, when there was one), and nothing else went wrong.
    expect(errors.list.some((entry) => /Failed to load the page body/.test(entry))).toBe(true);
    expect(errors.list.filter((entry) => !/Failed to load the page body|\/page-bodies\//.test(entry))).toEqual([]);
  });
}
