import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration } from './support/fixtures';

/** The pinned @rstest/core: the version the navbar must show (issue 25). */
const VERSION: string = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')).devDependencies['@rstest/core'];

test.describe('navbar (spec 2.3)', () => {
  test('has Guide, Config and API with the active one marked', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/config/test/retry');
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    for (const label of ['Guide', 'Config', 'API']) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Config', exact: true })).toHaveClass(/navbar__link--active/);
    await expect(nav.getByRole('link', { name: 'Guide', exact: true })).not.toHaveClass(/navbar__link--active/);
    await expect(nav.getByRole('link', { name: /Rstest/ }).first()).toHaveAttribute('href', '/');
  });

  test('shows the language switcher (two locales) and no version switcher (one version)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    await expect(nav.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(nav.getByText('Next', { exact: true })).toHaveCount(0);
    await expect(nav.locator('.dropdown').filter({ hasText: /current|Next/ })).toHaveCount(0);
  });

  test('has a dark-mode toggle, social links opening in a new tab and a search button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    const toggle = nav.getByRole('button', { name: /dark mode|light mode|system mode/i });
    await expect(toggle).toBeVisible();
    const before = await page.locator('html').getAttribute('data-theme-choice');
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme-choice', before ?? '');
    for (const name of ['GitHub', 'X', 'Discord']) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(nav.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  });

  for (const [pagePath, name] of [
    ['/config/test/retry', `Rstest v${VERSION} release notes`],
    ['/zh/', `Rstest v${VERSION} 发布说明`],
  ] as const) {
    test(`shows the documented version v${VERSION} on ${pagePath}, on desktop and in the mobile menu`, async ({ page, errors }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(pagePath);
      await waitForHydration(page);
      const version = page.locator('nav.navbar .theme-layout-navbar-right').getByRole('link', { name, exact: true });
      await expect(version).toBeVisible();
      await expect(version).toHaveText(`v${VERSION}`);
      const href = await version.getAttribute('href');
      expect(href).toMatch(new RegExp(`^(https://github\\.com/web-infra-dev/rstest/releases/tag/v${VERSION.replace(/\./g, '\\.')}|(/zh)?/blog/.+)$`));
      await page.setViewportSize({ width: 390, height: 800 });
      await page.locator('nav.navbar .navbar__toggle').click();
      const inMenu = page.locator('.navbar-sidebar').getByRole('link', { name, exact: true });
      await expect(inMenu).toBeVisible();
      await expect(inMenu).toHaveAttribute('href', href!);
      expect(errors.list).toEqual([]);
    });
  }

  test('the Chinese navbar is translated', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/zh/config/');
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    await expect(nav.getByRole('link', { name: '指南', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: '配置', exact: true })).toHaveClass(/navbar__link--active/);
    await expect(nav.getByRole('button', { name: '简体中文' })).toBeVisible();
  });
});

test.describe('doc page shell (spec 2.4)', () => {
  test('sidebar groups start expanded, footer has Previous Page / Next Page and an edit link', async ({ page }) => {
    // spec 9: at 1280 px a page with an outline has the narrow layout; the sidebar column shows from 1281 px.
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/config/test/retry');
    await waitForHydration(page);
    const sidebar = page.locator('.theme-doc-sidebar-container');
    for (const group of ['Overview', 'Test Configurations', 'Build Configurations']) {
      const category = sidebar.locator('.menu__list-item--collapsed', { hasText: group });
      await expect(category).toHaveCount(0);
      await expect(sidebar.getByText(group, { exact: true })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: 'performance' })).toBeVisible();
    await expect(page.locator('.pagination-nav__sublabel').first()).toHaveText('Previous Page');
    await expect(page.locator('.pagination-nav__sublabel').last()).toHaveText('Next Page');
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute('href', 'https://github.com/web-infra-dev/rstest/edit/main/docs/config/test/retry.md');
  });

  test('a Chinese page edits its own source file', async ({ page }) => {
    await page.goto('/zh/config/test/retry');
    await waitForHydration(page);
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      'https://github.com/web-infra-dev/rstest/edit/main/i18n/zh/docusaurus-plugin-content-docs/current/config/test/retry.md',
    );
    await expect(page.locator('.pagination-nav__sublabel').first()).toHaveText('上一页');
  });

  test('guide and API sidebars have their groups', async ({ page }) => {
    // spec 9: at 1280 px a page with an outline has the narrow layout; the sidebar column shows from 1281 px.
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/guide/start/');
    await waitForHydration(page);
    for (const group of ['Getting Started', 'Basic', 'Advanced']) await expect(page.locator('.theme-doc-sidebar-container').getByText(group, { exact: true })).toBeVisible();
    await page.goto('/api/');
    await waitForHydration(page);
    for (const group of ['Overview', 'Test API', 'Rstest Utility']) await expect(page.locator('.theme-doc-sidebar-container').getByText(group, { exact: true })).toBeVisible();
  });

  test('page titles are "{page title} - Rstest"', async ({ page }) => {
    await page.goto('/config/test/retry');
    await expect(page).toHaveTitle('retry - Rstest');
    await page.goto('/zh/guide/start/quick-start');
    await expect(page).toHaveTitle(/^.+ - Rstest$/);
  });
});
