import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { expectNoViolationsInLightAndDark } from './support/axe';

/**
 * Issue 9: axe-core (WCAG 2.0/2.1 A and AA, the tags of tests/e2e/smoke.spec.ts)
 * reports zero violations with each overlay open, in light and dark, in both
 * languages: the search panel with results, the mobile menu, the mobile doc
 * sidebar, the tool menu popover and a zoomed image (in dark, the rules that
 * depend on colours). Each test first proves
 * the overlay is open, so an empty violation list means something.
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };

/** Waits until the CSS animations and transitions inside `locator` have finished. */
async function settled(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length))
    .toBe(0);
}

interface OverlayState {
  name: string;
  viewport: { width: number; height: number };
  path: string;
  /** Opens the overlay and returns a locator that is visible only while it is open. */
  open: (page: Page) => Promise<Locator>;
}

const LOCALES = [
  { lang: 'English', browserLocale: 'en-US', prefix: '', query: 'retry', menu: 'Menu', guide: 'Guide', toolMenu: 'Rstack toolchain', diagram: /^Diagram of a test run in four steps/ },
  { lang: 'Chinese', browserLocale: 'zh-CN', prefix: '/zh', query: '测试套件', menu: '菜单', guide: '指南', toolMenu: 'Rstack 工具链', diagram: /^测试运行的四个步骤示意图/ },
] as const;

for (const locale of LOCALES) {
  const states: OverlayState[] = [
    {
      name: 'search panel with results',
      viewport: DESKTOP,
      path: `${locale.prefix}/guide/start/`,
      open: async (page) => {
        await page.keyboard.press('Control+k');
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox').fill(locale.query);
        await expect(dialog.getByRole('option').first()).toBeVisible();
        await expect(dialog.getByRole('option').first().locator('mark').first()).toBeVisible();
        return dialog.getByRole('listbox');
      },
    },
    {
      name: 'mobile menu',
      viewport: PHONE,
      path: `${locale.prefix}/guide/start/quick-start`,
      open: async (page) => {
        const nav = page.locator('nav.navbar');
        await nav.locator('.navbar__toggle').click();
        await expect(nav).toHaveClass(/navbar-sidebar--show/);
        const menu = nav.locator('.navbar-sidebar');
        await expect(menu.getByRole('link', { name: locale.guide, exact: true })).toBeVisible();
        await settled(menu);
        // Fully slid in, covering the screen.
        expect((await menu.boundingBox())?.x).toBe(0);
        return menu;
      },
    },
    {
      name: 'mobile doc sidebar',
      viewport: PHONE,
      path: `${locale.prefix}/guide/start/quick-start`,
      open: async (page) => {
        await page.locator('.doc-menu-bar').getByRole('button', { name: locale.menu, exact: true }).click();
        const drawer = page.getByRole('dialog', { name: locale.menu });
        await expect(drawer.locator('a[aria-current="page"]')).toBeVisible();
        await settled(drawer);
        return drawer;
      },
    },
    {
      name: 'tool menu popover',
      viewport: DESKTOP,
      path: `${locale.prefix}/`,
      open: async (page) => {
        const trigger = page.locator('nav.navbar').getByRole('button', { name: /^Rstack/ });
        await trigger.hover();
        const menu = page.getByRole('dialog', { name: locale.toolMenu });
        await expect(menu).toBeVisible();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(menu.getByRole('link')).toHaveCount(7);
        await settled(menu);
        return menu;
      },
    },
    {
      name: 'zoomed image',
      viewport: DESKTOP,
      path: `${locale.prefix}/guide/start/`,
      open: async (page) => {
        const image = page.getByRole('img', { name: locale.diagram });
        await image.scrollIntoViewIfNeeded();
        await image.click();
        await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
        const zoomed = page.locator('img.medium-zoom-image--opened');
        await expect(zoomed).toBeVisible();
        await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
        // The opening animation is over (medium-zoom's own transition).
        await page.waitForFunction(() => document.querySelector('img.medium-zoom-image--opened')?.getAnimations().length === 0);
        return zoomed;
      },
    },
  ];

  test.describe(`axe with an overlay open, ${locale.lang} (issue 9)`, () => {
    test.use({ locale: locale.browserLocale });
    // Two whole-page axe runs per test: several seconds each on a busy 2-core machine.
    test.slow();
    for (const state of states) {
      test(`${state.name}: no violations in light and dark`, async ({ page, errors }) => {
        await page.setViewportSize(state.viewport);
        await page.goto(state.path);
        await waitForHydration(page);
        const open = await state.open(page);
        await expectNoViolationsInLightAndDark(page, state.name, open);
        expect(errors.list).toEqual([]);
      });
    }
  });
}
