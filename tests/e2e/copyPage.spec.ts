import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { denyPermission } from './support/permissions';

// Granted and denied clipboard permissions outlive a reused context's reset.
test.use({ reuseContext: false });

const status = (page: Page) => page.locator('.doc-copy-page').getByRole('status');

const twinRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.md')) urls.push(new URL(request.url()).pathname);
  });
  return urls;
};

test.describe('Copy page (issue 25)', () => {
  test('copies the Markdown twin on click, says Copied, and links to the twin, in English and Chinese', async ({ page, context, errors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const requested = twinRequests(page);
    for (const [path, copyName, copiedName, viewName] of [
      ['/config/test/retry', 'Copy page', 'Copied', 'View as Markdown'],
      ['/zh/api/rstest/mockFunctions', '复制页面', '已复制', '查看 Markdown'],
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForHydration(page);
        const link = page.getByRole('link', { name: viewName });
        await expect(link).toHaveAttribute('href', `${path}.md`);
        expect(requested).toEqual([]); // nothing fetched on load
        const button = page.locator('.doc-copy-page button');
        await expect(button).toHaveAccessibleName(copyName);
        const box = await button.boundingBox();
        // Keyboard: focus the button and press Enter.
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(status(page)).toHaveText(copiedName);
        await expect(button).toHaveAccessibleName(copiedName);
        expect(await button.boundingBox()).toEqual(box); // same size and place: no layout shift
        const twin = await (await page.request.get(`${path}.md`)).text();
        expect(twin.length).toBeGreaterThan(100);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
        expect(requested).toEqual([`${path}.md`]);
        requested.length = 0;
      });
    }
    expect(errors.list).toEqual([]);
  });

  test('a refused clipboard is explained and the link stays', async ({ page, context, browser, errors }) => {
    await page.goto('/api/test-api/expect');
    await waitForHydration(page);
    await denyPermission(browser, context, page, 'clipboard-write');
    const content = page.locator('article .theme-doc-markdown');
    const before = await content.boundingBox();
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(status(page)).toContainText('Your browser did not allow copying');
    await expect(status(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
    expect(await content.boundingBox()).toEqual(before); // the message floats: nothing moved
    expect(errors.list).toEqual([]);
  });

  test('a failed fetch is explained, in Chinese', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/*.md', (route) => route.fulfill({ status: 500, body: 'error' }));
    await page.goto('/zh/config/test/retry');
    await waitForHydration(page);
    await page.getByRole('button', { name: '复制页面' }).click();
    await expect(status(page)).toContainText('无法加载本页的 Markdown');
    await expect(page.getByRole('link', { name: '查看 Markdown' })).toBeVisible();
    await page.unroute('**/*.md');
    await page.route('**/*.md', (route) => route.abort());
    await page.getByRole('button', { name: '复制页面' }).click();
    await expect(status(page)).toContainText('无法加载本页的 Markdown');
  });

  test('is not on the home page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Copy page' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveCount(0);
  });
});

test.describe('Added in badges (issues 25, 40)', () => {
  test('show under a config option title and under API headings, in both languages, to the patch', async ({ page }) => {
    await page.goto('/config/test/retry');
    await expect(page.locator('article header + p')).toHaveText('Since the first release (v0.1.3)');
    // issue 40: the patch that added it, not its minor (0.10.0 and 0.11.0–0.11.5 lack these).
    await page.goto('/config/test/detectAsyncLeaks');
    await expect(page.locator('article header + p')).toHaveText('Added in v0.10.3');
    await page.goto('/config/test/expect');
    await expect(page.locator('article header + p')).toHaveText('Added in v0.11.6');
    await page.goto('/zh/api/rstest/mockFunctions');
    await expect(page.locator('h2#rstest-spyon + p')).toContainText('自首个发布版本（v0.1.3）起提供');
  });
});
