import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

const WIDE = { width: 1440, height: 900 };
const outline = (page: Page) => page.locator('.theme-doc-toc-desktop');
const sidebarColumn = (page: Page) => page.locator('.theme-doc-sidebar-container');
const menuBar = (page: Page) => page.locator('.doc-menu-bar');
const activeOutlineLink = (page: Page) => outline(page).locator('.table-of-contents__link--active');

async function leftOf(page: Page, id: string): Promise<number> {
  return (await outline(page).locator(`a[href="#${id}"]`).boundingBox())!.x;
}

test.describe('outline (spec 2.4, 9)', () => {
  test('is titled ON THIS PAGE, lists levels 2 to 4 and indents 12 px per level', async ({ page, errors }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/api/rstest/mockModules');
    await waitForHydration(page);
    await expect(outline(page).getByText('ON THIS PAGE', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'ON THIS PAGE' })).toBeVisible();
    for (const id of ['rstest-mock', 'factories', 'partial-mock']) await expect(outline(page).locator(`a[href="#${id}"]`)).toBeVisible();
    const level2 = await leftOf(page, 'rstest-mock');
    expect(await leftOf(page, 'factories')).toBeCloseTo(level2 + 12, 0);
    expect(await leftOf(page, 'partial-mock')).toBeCloseTo(level2 + 24, 0);
    expect(errors.list).toEqual([]);
  });

  test('is titled 本页目录 on Chinese pages', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/zh/api/rstest/mockFunctions');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: '本页目录', exact: true })).toBeVisible();
  });

  test('highlights the heading being read as the page scrolls', async ({ page, errors }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/api/rstest/mockModules');
    await waitForHydration(page);
    await expect(activeOutlineLink(page)).toHaveCount(0);
    for (const id of ['hoisting', 'partial-mock', 'rstest-importactual', 'rstest-mock']) {
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
      await expect(activeOutlineLink(page)).toHaveAttribute('href', `#${id}`);
      await expect(activeOutlineLink(page)).toHaveAttribute('aria-current', 'location');
      await expect(activeOutlineLink(page)).toHaveCount(1);
    }
    // At the very bottom the last heading is current.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(activeOutlineLink(page)).toHaveAttribute('href', '#errors');
    expect(errors.list).toEqual([]);
  });
});

test.describe('wide and narrow layouts (spec 2.4, 9)', () => {
  test('wide at 1440 px: sidebar and outline beside the content, no menu bar', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await expect(sidebarColumn(page)).toBeVisible();
    await expect(outline(page)).toBeVisible();
    await expect(menuBar(page)).toBeHidden();
  });

  test('1024 px: narrow on a page with an outline, wide on a page without', async ({ page, errors }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await expect(menuBar(page)).toBeVisible();
    await expect(sidebarColumn(page)).toBeHidden();
    await expect(outline(page)).toHaveCount(0);
    expect((await menuBar(page).boundingBox())!.height).toBe(46);
    // The config overview has no outline: the sidebar stays at 1024 px.
    await page.goto('/config/');
    await waitForHydration(page);
    await expect(sidebarColumn(page)).toBeVisible();
    await expect(menuBar(page)).toBeHidden();
    expect(errors.list).toEqual([]);
  });

  test('the switch happens at 1280/1281 px with an outline and 960/961 px without', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    for (const [width, narrow] of [[1280, true], [1281, false]] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(menuBar(page)).toBeVisible({ visible: narrow });
      await expect(sidebarColumn(page)).toBeVisible({ visible: !narrow });
    }
    await page.goto('/api/');
    await waitForHydration(page);
    for (const [width, narrow] of [[960, true], [961, false]] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(menuBar(page)).toBeVisible({ visible: narrow });
      await expect(sidebarColumn(page)).toBeVisible({ visible: !narrow });
    }
  });

  test('375 px: the Menu button opens the sidebar, body scroll is locked, Escape and route changes close it', async ({ page, errors }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await expect(sidebarColumn(page)).toBeHidden();
    const bar = menuBar(page);
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())!.height).toBe(46);
    const menuButton = bar.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // The current page is marked and focused.
    await expect(drawer.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: 'Quick Start' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(menuButton).toBeFocused();

    // A click beside the drawer closes it.
    await menuButton.click();
    await page.mouse.click(360, 400);
    await expect(drawer).toBeHidden();

    // Following a link closes it on the route change.
    await menuButton.click();
    await drawer.getByRole('link', { name: 'CLI' }).click();
    await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(page.locator('h1')).toHaveText('CLI');
    expect(errors.list).toEqual([]);
  });

  test('375 px: the outline is a dropdown that closes on an outside click and on a route change', async ({ page, errors }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    const toggle = menuBar(page).getByRole('button', { name: 'ON THIS PAGE' });
    const panel = page.locator('.doc-outline-dropdown');
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Watch mode' })).toBeVisible();
    // A click on the page below the dropdown.
    const box = (await panel.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(700);
    await page.mouse.click(200, 720);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await panel.getByRole('link', { name: 'Watch mode' }).click();
    await expect(page).toHaveURL(/#watch-mode$/);
    await expect(panel).toBeHidden();
    // The heading lands below the navbar and the menu bar.
    const barBottom = (await menuBar(page).boundingBox())!;
    await expect.poll(async () => (await page.locator('#watch-mode').boundingBox())!.y).toBeGreaterThanOrEqual(barBottom.y + barBottom.height);
    await expect(page.locator('#watch-mode')).toBeInViewport();
    expect(errors.list).toEqual([]);
  });

  test('the Chinese narrow layout says 菜单 and 本页目录', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/zh/guide/start/quick-start');
    await waitForHydration(page);
    await expect(menuBar(page).getByRole('button', { name: '本页目录', exact: true })).toBeVisible();
    await menuBar(page).getByRole('button', { name: '菜单' }).click();
    await expect(page.getByRole('dialog', { name: '菜单' })).toBeVisible();
    await expect(page.getByRole('button', { name: '关闭菜单' })).toBeVisible();
  });

  test('an open drawer closes when the window turns wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await menuBar(page).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.setViewportSize(WIDE);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(sidebarColumn(page)).toBeVisible();
  });
});

test.describe('sidebar groups (spec 4, 9)', () => {
  test('collapse in 0.5 s, expand in 0.3 s, and the active group expands on navigation', async ({ page, errors }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const sidebar = sidebarColumn(page);
    const basic = sidebar.locator('.theme-doc-sidebar-item-category', { has: page.getByText('Basic', { exact: true }) });
    const list = basic.locator('> ul');
    await basic.getByText('Basic', { exact: true }).click();
    await expect(list).toHaveAttribute('style', /transition: height 500ms/);
    await expect(basic).toHaveClass(/menu__list-item--collapsed/);
    await expect(list).toBeHidden();
    await basic.getByText('Basic', { exact: true }).click();
    await expect(list).toHaveAttribute('style', /transition: height 300ms/);
    await expect(list).toBeVisible();

    // Collapse it again, then follow a content link to a page of that group.
    await basic.getByText('Basic', { exact: true }).click();
    await expect(list).toBeHidden();
    await page.locator('article').getByRole('link', { name: 'CLI', exact: true }).click();
    await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
    await expect(basic).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(basic.getByRole('link', { name: 'CLI' })).toHaveAttribute('aria-current', 'page');
    expect(errors.list).toEqual([]);
  });
});
