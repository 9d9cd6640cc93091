import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { reloadWithStored } from './support/storage';

/**
 * spec 4 appearance: light, dark or auto; auto by default and for any invalid
 * stored value; auto follows and reacts to the system scheme; changes sync
 * across tabs; the right theme from the first paint. (Dark mode disabled in
 * config: tests/e2e/variant-site.spec.ts.)
 */
const KEY = 'theme-25b';
/** The navbar's colour mode toggle, whatever the language of its label. */
const toggle = (page: Page) => page.locator('.theme-layout-navbar-right .navbar-color-mode-toggle button');
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
/** The text colour of each theme, as a check that the styles really follow. */
const TEXT = { light: 'rgb(28, 30, 33)', dark: 'rgb(227, 227, 227)' };
const textColor = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);

async function expectTheme(page: Page, theme: 'light' | 'dark', choice: 'light' | 'dark' | 'system') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', choice);
  expect(await textColor(page)).toBe(TEXT[theme]);
}

test.describe('the theme choice (spec 4)', () => {
  test('is auto by default: it follows the system scheme and reacts when it changes', async ({ page, errors }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await expectTheme(page, 'light', 'system');
    expect(await stored(page)).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'dark', 'system');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectTheme(page, 'light', 'system');
    await expect(toggle(page)).toHaveAttribute('aria-label', /system mode/);
    expect(errors.list).toEqual([]);
  });

  for (const [value, system] of [
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const) {
    test(`a stored ${value} wins over a ${system} system scheme`, async ({ page, errors }) => {
      await page.emulateMedia({ colorScheme: system });
      await page.addInitScript(([key, v]) => localStorage.setItem(key!, v!), [KEY, value]);
      await page.goto('/config/');
      await waitForHydration(page);
      await expectTheme(page, value, value);
      await page.emulateMedia({ colorScheme: value });
      await page.emulateMedia({ colorScheme: system });
      await expectTheme(page, value, value);
      expect(errors.list).toEqual([]);
    });
  }

  // One tab, reloaded with each value in storage (a new browser per value costs seconds).
  for (const values of [['auto', 'system', 'garbage', ''], ['DARK', ' dark', '{"theme":"dark"}']]) {
    test(`an invalid stored value counts as auto: ${values.map((value) => JSON.stringify(value)).join(' ')}`, async ({ page, errors }) => {
      await page.goto('/api/');
      await waitForHydration(page);
      for (const value of values) {
        await test.step(JSON.stringify(value), async () => {
          await page.emulateMedia({ colorScheme: 'dark' });
          await reloadWithStored(page, KEY, value);
          await expectTheme(page, 'dark', 'system');
          await page.emulateMedia({ colorScheme: 'light' });
          await expectTheme(page, 'light', 'system');
          expect(errors.list).toEqual([]);
        });
      }
    });
  }

  test('an invalid ?docusaurus-theme= value counts as auto too', async ({ page, errors }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/api/?docusaurus-theme=purple');
    await waitForHydration(page);
    await expectTheme(page, 'dark', 'system');
    expect(errors.list).toEqual([]);
  });

  test('the toggle goes light, dark, auto, and the choice is stored and kept', async ({ page, errors }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await toggle(page).click();
    await expectTheme(page, 'light', 'light');
    expect(await stored(page)).toBe('light');
    await toggle(page).click();
    await expectTheme(page, 'dark', 'dark');
    expect(await stored(page)).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    await expectTheme(page, 'dark', 'dark');
    await toggle(page).click();
    await expectTheme(page, 'dark', 'system');
    expect(await stored(page)).toBeNull();
    expect(errors.list).toEqual([]);
  });
});

test.describe('no flash of the wrong theme (spec 4)', () => {
  // Without the JavaScript bundles the page is the server-rendered HTML plus the
  // inline head scripts: exactly what the first paint shows.
  for (const [value, system, theme] of [
    ['dark', 'light', 'dark'],
    ['light', 'dark', 'light'],
    [null, 'dark', 'dark'],
    ['garbage', 'dark', 'dark'],
    ['garbage', 'light', 'light'],
  ] as const) {
    test(`stored ${JSON.stringify(value)} with a ${system} system is ${theme} before any script bundle runs`, async ({ page }) => {
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.emulateMedia({ colorScheme: system });
      if (value !== null) await page.addInitScript(([key, v]) => localStorage.setItem(key!, v!), [KEY, value]);
      await page.goto('/guide/start/quick-start');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
      expect(await textColor(page)).toBe(TEXT[theme]);
    });
  }
});

test.describe('cross-tab sync (spec 4)', () => {
  test('a change in one tab shows in the other, across languages, and an invalid value syncs as auto', async ({ page: english, context, errors }) => {
    await english.emulateMedia({ colorScheme: 'light' });
    await english.goto('/guide/start/');
    await waitForHydration(english);
    // The reader has been here before, so the Chinese tab stays Chinese.
    const chinese = await context.newPage();
    chinese.on('pageerror', (error) => errors.list.push(`chinese tab: ${error.message}`));
    chinese.on('console', (message) => message.type() === 'error' && errors.list.push(`chinese tab: ${message.text()}`));
    await chinese.emulateMedia({ colorScheme: 'light' });
    await chinese.goto('/zh/guide/start/');
    await waitForHydration(chinese);
    await expect(chinese.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await toggle(english).click(); // auto → light
    await toggle(english).click(); // light → dark
    await expectTheme(english, 'dark', 'dark');
    await expectTheme(chinese, 'dark', 'dark');

    await toggle(chinese).click(); // dark → auto (system: light)
    await expectTheme(chinese, 'light', 'system');
    await expectTheme(english, 'light', 'system');

    await toggle(english).click();
    await toggle(english).click();
    await expectTheme(chinese, 'dark', 'dark');
    // Garbage written in one tab is auto everywhere, and is cleaned up.
    await english.evaluate((key) => localStorage.setItem(key, 'garbage'), KEY);
    await expectTheme(chinese, 'light', 'system');
    await expectTheme(english, 'light', 'system');
    await expect.poll(() => stored(english)).toBeNull();
    expect(errors.list).toEqual([]);
  });
});
