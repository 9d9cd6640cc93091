import { test, expect, waitForHydration } from './support/fixtures';

test.describe('overview pages (spec 2.5, 8)', () => {
  test('the config overview lists its groups and pages with their level-2 headings, collected from the docs', async ({ page, errors }) => {
    await page.goto('/config/');
    await waitForHydration(page);
    const article = page.locator('article');
    for (const group of ['Test Configurations', 'Build Configurations']) await expect(article.getByRole('heading', { level: 2, name: group })).toBeVisible();
    await expect(article.getByRole('link', { name: 'retry', exact: true })).toHaveAttribute('href', '/config/test/retry');
    const retryCard = article.locator('div', { has: page.getByRole('link', { name: 'retry', exact: true }) }).last();
    // Level-2 headings of the retry page, linked to their anchors.
    await expect(retryCard.locator('a[href^="/config/test/retry#"]').first()).toBeVisible();
    expect(errors.list).toEqual([]);
  });

  test('the filter narrows pages and headings as you type, ignoring case, and reports no match with the query', async ({ page, errors }) => {
    await page.goto('/config/');
    await waitForHydration(page);
    const filter = page.getByLabel('Filter');
    await expect(filter).toHaveAttribute('placeholder', 'Enter keyword');
    const pageLinks = page.locator('article section a[href^="/config/"]:not([href*="#"])');
    const all = await pageLinks.count();
    expect(all).toBeGreaterThanOrEqual(26);

    // The pages whose title matches, and those of the section whose label matches ("Mocks and stubs").
    await filter.fill('MOCKS');
    await expect(pageLinks).toHaveText(['clearMocks', 'resetMocks', 'restoreMocks', 'unstubEnvs', 'unstubGlobals']);
    await filter.fill('restoremocks');
    await expect(pageLinks).toHaveText(['restoreMocks']);
    await expect(page.getByRole('heading', { level: 2, name: 'Build Configurations' })).toHaveCount(0);

    await filter.fill('');
    await expect(pageLinks).toHaveCount(all);

    // Regex specials are plain text: no error, no match.
    for (const query of ['(.*', '[a-z]+', '\\']) {
      await filter.fill(query);
      const status = page.getByRole('status').filter({ hasText: 'No matching API found' });
      await expect(status).toHaveText(`No matching API found ${query}`);
      await expect(pageLinks).toHaveCount(0);
    }
    expect(errors.list).toEqual([]);
  });

  test('the API overview and the utility index filter too, and say so in Chinese', async ({ page, errors }) => {
    await page.goto('/api/');
    await waitForHydration(page);
    await expect(page.locator('article section a[href="/api/test-api/hooks"]')).toHaveCount(1);
    await page.getByLabel('Filter').fill('describe');
    await expect(page.locator('article section a[href="/api/test-api/describe"]')).toBeVisible();
    await expect(page.locator('article section a[href="/api/test-api/hooks"]')).toHaveCount(0);

    await page.goto('/zh/api/rstest/');
    await waitForHydration(page);
    const filter = page.getByLabel('筛选');
    await expect(filter).toHaveAttribute('placeholder', '输入关键词');
    await filter.fill('不存在的接口');
    // (Code blocks have their own, empty, status regions for the copy button.)
    await expect(page.getByRole('status').filter({ hasText: '没有找到匹配的 API' })).toHaveText('没有找到匹配的 API 不存在的接口');
    expect(errors.list).toEqual([]);
  });
});
