import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { blockStorage, fillStorage, reloadWithStored } from './support/storage';
import { everySet, QUICK_START_TAB_SETS } from './support/quickStart';

/** The tab sets of the package-manager group on the page, in order. */
const tabSets = (page: Page) => page.locator('.package-manager-tabs');
const selectedTabs = (page: Page) => tabSets(page).locator('[role="tab"][aria-selected="true"]');
const visiblePanels = (page: Page) => page.locator('.tabs-container:has(.package-manager-tabs) [role="tabpanel"]:not([hidden])');

/** The commands of /guide/start/quick-start's tab sets, in order, with pnpm chosen. */
const QUICK_START_PNPM_COMMANDS = [
  'pnpm add -D @rstest/core',
  'pnpm test',
  'pnpm exec rstest run',
  'pnpm add -D @rstest/core@0.11.9 @rstest/browser@0.11.9',
  'pnpm add -D @rstest/core@0.11.9 @rstest/browser@0.11.9 @rstest/browser-react@0.11.8',
];

async function storageKey(page: Page): Promise<string> {
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('docusaurus.tab.package-manager')));
  expect(keys).toHaveLength(1);
  return keys[0];
}

/** Picks bun in the first set (so the group's storage key exists) and returns that key. */
async function storageKeyAfterChoice(page: Page): Promise<string> {
  await tabSets(page).first().getByRole('tab', { name: 'bun', exact: true }).click();
  return storageKey(page);
}

test.describe('package-manager tabs and tab groups (spec 2.9, 4)', () => {
  test('one command in four tabs, converted per package manager (spec 2.9)', async ({ page, errors }) => {
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    const first = page.locator('.tabs-container', { has: page.locator('.package-manager-tabs') }).first();
    await expect(first.getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
    const expected: Record<string, string> = {
      npm: 'npm install -D @rstest/core',
      yarn: 'yarn add --dev @rstest/core',
      pnpm: 'pnpm add -D @rstest/core',
      bun: 'bun add -d @rstest/core',
    };
    for (const [manager, command] of Object.entries(expected)) {
      await first.getByRole('tab', { name: manager, exact: true }).click();
      await expect(first.locator('[role="tabpanel"]:not([hidden]) code')).toHaveText(command);
    }
    expect(errors.list).toEqual([]);
  });

  test('hydration keeps the server-rendered tab sets, also with a stored choice: none is rebuilt (issue 23)', async ({ page, errors }) => {
    await page.addInitScript(() => {
      const replaced: string[] = [];
      (window as unknown as { __replacedTabSets: string[] }).__replacedTabSets = replaced;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) if (node instanceof Element && node.matches('.tabs-container')) replaced.push(node.outerHTML.slice(0, 80));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await reloadWithStored(page, await storageKeyAfterChoice(page), 'pnpm');
    await expect(selectedTabs(page)).toHaveText(everySet('pnpm'));
    expect(await page.evaluate(() => (window as unknown as { __replacedTabSets: string[] }).__replacedTabSets)).toEqual([]);
    expect(errors.list).toEqual([]);
  });

  test('a choice switches every set of the group on the page, survives a reload and reaches the next page', async ({ page, errors }) => {
    // Wide layout, so the sidebar is beside the page.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await expect(tabSets(page)).toHaveCount(QUICK_START_TAB_SETS);
    await expect(selectedTabs(page)).toHaveText(everySet('npm'));

    await tabSets(page).nth(1).getByRole('tab', { name: 'pnpm', exact: true }).click();
    await expect(selectedTabs(page)).toHaveText(everySet('pnpm'));
    await expect(visiblePanels(page).locator('code')).toHaveText(QUICK_START_PNPM_COMMANDS);
    expect(await page.evaluate((key) => localStorage.getItem(key), await storageKey(page))).toBe('pnpm');

    await page.reload();
    await waitForHydration(page);
    await expect(selectedTabs(page)).toHaveText(everySet('pnpm'));

    // Client-side navigation to another page with the group.
    await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Profiling' }).click();
    await expect(page).toHaveURL(/\/guide\/advanced\/profiling$/);
    await expect(selectedTabs(page)).toHaveText(['pnpm']);
    await expect(visiblePanels(page).locator('code')).toHaveText(['pnpm add -D @rsdoctor/rspack-plugin']);
    expect(errors.list).toEqual([]);
  });

  test('the keyboard moves between tabs and Enter picks one', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    const first = tabSets(page).first();
    await first.getByRole('tab', { name: 'npm', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(first.getByRole('tab', { name: 'yarn', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(selectedTabs(page)).toHaveText(everySet('yarn'));
  });

  for (const [label, stored] of [
    ['a stale value that is no longer a tab', 'deno'],
    ['garbage', '{"broken":'],
  ] as const) {
    test(`${label} in storage is ignored, not a crash`, async ({ page, errors }) => {
      await page.goto('/guide/start/quick-start');
      await waitForHydration(page);
      const key = await storageKeyAfterChoice(page);
      await reloadWithStored(page, key, stored);
      await expect(selectedTabs(page)).toHaveText(everySet('npm'));
      await expect(page.locator('h1')).toHaveText('Quick Start');
      // Picking a tab again replaces the bad value.
      await tabSets(page).first().getByRole('tab', { name: 'yarn', exact: true }).click();
      expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('yarn');
      expect(errors.list).toEqual([]);
    });
  }

  test('the Chinese page converts the same commands', async ({ page, errors }) => {
    await page.goto('/zh/guide/start/quick-start');
    await waitForHydration(page);
    await tabSets(page).first().getByRole('tab', { name: 'yarn', exact: true }).click();
    await expect(visiblePanels(page).locator('code')).toHaveText(['yarn add --dev @rstest/core', 'yarn test', 'yarn rstest run', 'yarn add --dev @rstest/core@0.11.9 @rstest/browser@0.11.9', 'yarn add --dev @rstest/core@0.11.9 @rstest/browser@0.11.9 @rstest/browser-react@0.11.8']);
    expect(errors.list).toEqual([]);
  });

  // spec 4: the group follows one choice even when storage cannot carry it (issue 16).
  for (const [name, script] of [['blocked', blockStorage], ['full', fillStorage]] as const) {
    test(`with storage ${name}, a choice still switches every set and reaches the next page`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.addInitScript(script);
      await page.goto('/guide/start/quick-start');
      await waitForHydration(page);
      await tabSets(page).nth(1).getByRole('tab', { name: 'pnpm', exact: true }).click();
      await expect(selectedTabs(page)).toHaveText(everySet('pnpm'));
      await expect(visiblePanels(page).locator('code')).toHaveText(QUICK_START_PNPM_COMMANDS);
      await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Profiling' }).click();
      await expect(page).toHaveURL(/\/guide\/advanced\/profiling$/);
      await expect(selectedTabs(page)).toHaveText(['pnpm']);
    });
  }

  test('each tab names the panel it controls and each panel the tab that labels it', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    const links = await page.locator('[role="tab"]').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        return { tab: tab.id, panelRole: panel?.getAttribute('role'), labelledBy: panel?.getAttribute('aria-labelledby') };
      }),
    );
    expect(links.length).toBeGreaterThanOrEqual(12);
    for (const link of links) expect(link).toEqual({ tab: expect.any(String), panelRole: 'tabpanel', labelledBy: link.tab });
    expect(new Set(links.map((link) => link.tab)).size).toBe(links.length);
    // The same links are in the server HTML, for readers and checkers without JavaScript.
    const html = await (await page.request.get('/guide/start/quick-start')).text();
    // (The build's HTML minifier drops the quotes around simple attribute values.)
    expect(html).toMatch(/role="?tab"? [^>]*aria-controls=\S+/);
    expect(html).toMatch(/role="?tabpanel"? [^>]*aria-labelledby=\S+/);
  });
});
