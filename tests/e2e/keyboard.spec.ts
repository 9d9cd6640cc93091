import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

/**
 * Issue 9, keyboard: a skip link, a visible focus ring, focus traps in the
 * search panel and the mobile menu, and Escape closing every overlay.
 *
 * Escape is already covered elsewhere for: the search panel (search.spec.ts),
 * the mobile menu (navbar-behaviour.spec.ts), the mobile doc sidebar
 * (docLayout.spec.ts), the tool menu popover (home.spec.ts) and the zoomed
 * image (imageZoom.spec.ts). This file adds the outline dropdown, the language
 * dropdown and opening a zoom from the keyboard. There is no version dropdown:
 * the site has one version (navbar.spec.ts).
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };

const focusIsInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement));

/**
 * Presses Tab (or Shift+Tab) `presses` times; after each press the focus must
 * be inside `container`, and it must come back to where it started (a cycle).
 */
async function expectTabCycle(page: Page, container: Locator, key: 'Tab' | 'Shift+Tab', presses: number): Promise<void> {
  const start = await page.evaluateHandle(() => document.activeElement);
  let wrapped = false;
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(key);
    // One round trip per press: the machine running CI is small.
    const focus = await container.evaluate((el, first) => {
      const active = document.activeElement;
      return { inside: el.contains(active), atStart: active === first, what: `${active?.tagName.toLowerCase()} "${(active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 40)}"` };
    }, start);
    expect(focus.inside, `${key} #${i + 1} left the overlay, focus on ${focus.what}`).toBe(true);
    if (focus.atStart) wrapped = true;
  }
  await start.dispose();
  expect(wrapped, `${key} never came back to where it started`).toBe(true);
}

/** The focus indicator of the focused element: its outline or box-shadow, which must not be none. */
async function focusRing(control: Locator): Promise<{ focused: boolean; focusVisible: boolean; outline: string; boxShadow: string; opacity: number }> {
  return control.evaluate((el) => {
    const style = getComputedStyle(el);
    // An element faded out (opacity 0 up its ancestors) shows no ring however it is styled.
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return {
      focused: document.activeElement === el,
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`,
      boxShadow: style.boxShadow,
      opacity,
    };
  });
}

test.describe('skip link (issue 9)', () => {
  for (const [path, browserLocale, name] of [
    ['/guide/start/quick-start', 'en-US', 'Skip to main content'],
    ['/zh/', 'zh-CN', '跳到主要内容'],
  ] as const) {
    test.describe(path, () => {
      test.use({ locale: browserLocale, viewport: DESKTOP });
      test('is the first Tab stop and moves the focus to the main content', async ({ page, errors }) => {
        await page.goto(path);
        await waitForHydration(page);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name, exact: true });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        // Docusaurus focuses <main> and takes its temporary tabindex away again, so
        // what proves the skip is where the next Tab lands.
        await page.keyboard.press('Enter');
        // The next Tab stop is inside the main content: the navbar and the sidebar are skipped.
        await page.keyboard.press('Tab');
        const landed = await page.evaluate(() => {
          const active = document.activeElement;
          return { inMain: !!active?.closest('main') && !active.closest('nav.navbar, .theme-doc-sidebar-container'), what: `${active?.tagName} ${active?.textContent?.slice(0, 40)}` };
        });
        expect(landed.inMain, landed.what).toBe(true);
        expect(errors.list).toEqual([]);
      });
    });
  }
});

test.describe('visible focus ring (issue 9)', () => {
  test.use({ viewport: DESKTOP });

  test('on a navbar link, the search button, the theme toggle, a sidebar link, a copy button and a tab', async ({ page, errors }) => {
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    // Final styles at once: no fade-in of a ring or of a button that shows on focus.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    const nav = page.locator('nav.navbar');
    const block = page.locator('.theme-code-block', { hasText: 'export function sum' });
    const controls: [string, Locator][] = [
      ['navbar link', nav.getByRole('link', { name: 'Guide', exact: true })],
      ['search button', nav.getByRole('button', { name: 'Search', exact: true })],
      ['theme toggle', nav.locator('.navbar-color-mode-toggle button')],
      ['language dropdown', nav.getByRole('button', { name: 'English' })],
      ['sidebar link', page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'CLI', exact: true })],
      ['code block copy button', block.getByRole('button', { name: 'Copy code to clipboard' })],
      ['code block wrap button', block.getByRole('button', { name: 'Toggle word wrap' })],
      ['tab', page.locator('.package-manager-tabs').first().getByRole('tab', { name: 'npm', exact: true })],
    ];
    // Keyboard modality, so that :focus-visible applies to what gets focused next.
    await page.keyboard.press('Tab');
    for (const [name, control] of controls) {
      await control.focus();
      const ring = await focusRing(control);
      expect(ring.focused, name).toBe(true);
      expect(ring.focusVisible, name).toBe(true);
      expect(ring.outline !== 'none' || ring.boxShadow !== 'none', `${name} has no focus ring: ${JSON.stringify(ring)}`).toBe(true);
      expect(ring.opacity, `${name} is not visible while focused`).toBe(1);
    }
    expect(errors.list).toEqual([]);
  });
});

test.describe('search panel focus trap (issue 9)', () => {
  test.use({ viewport: DESKTOP });

  test('Tab and Shift+Tab cycle inside the panel with results; the close icon, from the keyboard, gives the focus back', async ({ page, errors }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const button = page.locator('nav.navbar').getByRole('button', { name: 'Search', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();
    await input.fill('retry');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    // Input and close icon (Cancel shows on phones only): four presses wrap twice.
    await expectTabCycle(page, dialog, 'Tab', 4);
    await expectTabCycle(page, dialog, 'Shift+Tab', 4);
    await expect(input).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close search' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(errors.list).toEqual([]);
  });
});

for (const [path, browserLocale] of [
  ['/guide/start/quick-start', 'en-US'],
  ['/zh/', 'zh-CN'],
] as const) {
  test.describe(`mobile menu focus trap on ${path} (issue 9)`, () => {
    test.use({ viewport: PHONE, locale: browserLocale });

    test('the focus moves into the open menu, stays there, and returns to the hamburger when it closes', async ({ page, errors }) => {
      await page.goto(path);
      await waitForHydration(page);
      const nav = page.locator('nav.navbar');
      const hamburger = nav.locator('.navbar__toggle');
      const menu = nav.locator('.navbar-sidebar');
      await hamburger.focus();
      await page.keyboard.press('Enter');
      await expect(nav).toHaveClass(/navbar-sidebar--show/);
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      // Announced as a modal dialog with a name (issue 16).
      await expect(menu).toHaveAttribute('role', 'dialog');
      await expect(menu).toHaveAttribute('aria-modal', 'true');
      await expect(menu).toHaveAccessibleName(browserLocale === 'zh-CN' ? '导航菜单' : 'Navigation menu');
      // The hamburger is under the full-screen menu: the focus must move into it.
      await expect.poll(() => focusIsInside(menu), 'focus moved into the menu').toBe(true);
      const stops = await menu.evaluate(
        (el) =>
          Array.from(el.querySelectorAll<HTMLElement>('a[href], button, [tabindex]:not([tabindex="-1"])')).filter(
            (node) => node.checkVisibility({ visibilityProperty: true }) && !node.closest('[inert]'),
          ).length,
      );
      expect(stops).toBeGreaterThanOrEqual(5);
      await expectTabCycle(page, menu, 'Tab', stops + 1);
      await expectTabCycle(page, menu, 'Shift+Tab', stops + 1);
      // Closing from the keyboard with the close button gives the focus back to the hamburger.
      await menu.locator('.navbar-sidebar__close').focus();
      await page.keyboard.press('Enter');
      await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
      await expect(hamburger).toBeFocused();
      expect(errors.list).toEqual([]);
    });
  });
}

test.describe('Escape closes the overlays not covered elsewhere (issue 9)', () => {
  test('the outline dropdown of the narrow layout', async ({ page, errors }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    const toggle = page.locator('.doc-menu-bar').getByRole('button', { name: 'ON THIS PAGE' });
    const panel = page.locator('.doc-outline-dropdown');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Tab reaches the outline's links.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(errors.list).toEqual([]);
  });

  test('the language dropdown, opened from the keyboard or by hovering', async ({ page, errors }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const trigger = page.locator('nav.navbar').getByRole('button', { name: 'English' });
    const dropdown = page.locator('nav.navbar .dropdown').filter({ has: page.getByRole('button', { name: 'English' }) });
    const chinese = dropdown.getByRole('link', { name: '简体中文' });
    await expect(chinese).toBeHidden();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(chinese).toBeVisible();
    await chinese.focus();
    await page.keyboard.press('Escape');
    await expect(chinese).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    // Opened by the pointer (it shows on hover), Escape hides it too, until the pointer leaves.
    await trigger.hover();
    await expect(chinese).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chinese).toBeHidden();
    await page.mouse.move(10, 500);
    await trigger.hover();
    await expect(chinese).toBeVisible();
    expect(errors.list).toEqual([]);
  });

  test('a zoomed image, opened from the keyboard, keeps the focus while open and gives it back to the image', async ({ page, errors }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const image = page.getByRole('img', { name: /^Diagram of a test run in four steps/ });
    await image.focus();
    await expect(image).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    const zoomed = page.locator('img.medium-zoom-image--opened');
    await expect(zoomed).toBeVisible();
    // medium-zoom ignores Escape while its opening animation runs.
    await page.waitForFunction(() => document.querySelector('img.medium-zoom-image--opened')?.getAnimations().length === 0);
    // The zoom holds the focus: Tab and Shift+Tab do not leave it, and it stays open (issue 16).
    await expect(zoomed).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect(zoomed).toBeFocused();
    }
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
    await expect(zoomed).toHaveCount(0);
    await expect(image).toBeFocused();
    expect(errors.list).toEqual([]);
  });
});
