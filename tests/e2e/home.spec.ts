import type { Page } from '@playwright/test';
import { decodePng, contrastRatio } from './support/png';
import { test, expect, waitForHydration } from './support/fixtures';

/**
 * The landing page (spec 1, 2.3, 2.6, 4, 9): hero, tool stack, tool menu and the
 * transparent navbar, in both languages, on desktop and phone widths. External
 * images (tool logos, the landing background) cannot load here; the page must
 * look complete and log no errors without them.
 */
const TOOL_HOSTS = ['rspack.rs', 'rsbuild.rs', 'rslib.rs', 'rspress.rs', 'rsdoctor.rs', 'rstest.rs'];
const LANDING_BACKGROUND = 'https://assets.rspack.rs/rspack/assets/landingpage-background-compressed.png';

const LOCALES = [
  {
    name: 'English',
    path: '/',
    browserLocale: 'en-US',
    tagline: 'A testing framework powered by Rspack, with first-class support for the Rspack ecosystem',
    getStarted: 'Get Started',
    learnMore: 'Learn More',
    stackTitle: 'One toolchain, built around Rspack',
    copyright: /Copyright ©/,
    menuButton: 'Rstack tools',
    menuTitle: 'Rstack toolchain',
    home: '/',
  },
  {
    name: 'Chinese',
    path: '/zh/',
    browserLocale: 'zh-CN',
    tagline: '基于 Rspack 的测试框架，为 Rspack 生态提供一流支持',
    getStarted: '快速上手',
    learnMore: '了解更多',
    stackTitle: '围绕 Rspack 打造的一套工具链',
    copyright: /版权所有 ©/,
    menuButton: 'Rstack 工具',
    menuTitle: 'Rstack 工具链',
    home: '/zh/',
  },
] as const;

/** Collects layout shifts from the start of the page (Chromium's Layout Instability API). */
async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const cumulativeLayoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

const navbarBackground = (page: Page) => page.locator('nav.navbar').evaluate((nav) => getComputedStyle(nav).backgroundColor);

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

for (const locale of LOCALES) {
  test.describe(`home page in ${locale.name}`, () => {
    test.use({ locale: locale.browserLocale });

    for (const width of [1280, 375]) {
      test(`shows the hero, features and tool stack at ${width} px`, async ({ page, errors }) => {
        await page.setViewportSize({ width, height: 800 });
        await trackLayoutShifts(page);
        await page.goto(locale.path);
        await waitForHydration(page);

        const hero = page.getByTestId('hero');
        await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Rstest');
        await expect(hero.getByText(locale.tagline)).toBeVisible();
        await expect(hero.getByRole('link', { name: locale.getStarted })).toHaveAttribute('href', `${locale.home}guide/start/quick-start`);
        await expect(hero.getByRole('link', { name: locale.learnMore })).toHaveAttribute('href', `${locale.home}guide/start/`);
        const github = hero.getByRole('link', { name: 'GitHub' });
        await expect(github).toHaveAttribute('href', 'https://github.com/web-infra-dev/rstest');
        await expect(github).toHaveAttribute('target', '_blank');
        await expect(hero.locator('[data-hero-star]')).toHaveCount(35);
        // The stars twinkle a few times and then rest: an endless animation would
        // repaint the hero on every frame for as long as the page is open.
        // (Read from the computed style: a finished animation leaves getAnimations().)
        const twinkleEnds = await hero.locator('[data-hero-star]').evaluateAll((stars) =>
          stars.map((star) => {
            const style = getComputedStyle(star);
            const count = Number(style.animationIterationCount);
            return parseFloat(style.animationDelay) + parseFloat(style.animationDuration) * count;
          }),
        );
        expect(twinkleEnds).toHaveLength(35);
        for (const end of twinkleEnds) expect(end).toBeLessThanOrEqual(15);
        // The hero logo is local and always shows, at its fixed size.
        const logo = hero.locator('img').first();
        await expect(logo).toBeVisible();
        expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        // Buttons fit the viewport; nothing scrolls sideways.
        for (const button of [locale.getStarted, locale.learnMore]) {
          const box = await hero.getByRole('link', { name: button }).boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        const stack = page.getByTestId('tool-stack');
        await expect(stack.getByRole('heading', { level: 2 })).toHaveText(locale.stackTitle);
        await expect(stack.getByRole('link')).toHaveCount(6);
        await stack.scrollIntoViewIfNeeded();
        // Failed logos become same-size monogram tiles.
        const boxes = stack.locator('[data-logo-state]');
        await expect(boxes).toHaveCount(6);
        await expect(stack.locator('[data-logo-state="fallback"]')).toHaveCount(6);
        const sizes = await boxes.evaluateAll((elements) => elements.map((element) => [element.getBoundingClientRect().width, element.getBoundingClientRect().height]));
        expect(sizes).toEqual(Array.from({ length: 6 }, () => [48, 48]));

        // spec: a copyright line at the bottom of the home page.
        const copyright = page.locator('.footer__copyright');
        await copyright.scrollIntoViewIfNeeded();
        await expect(copyright).toBeVisible();
        await expect(copyright).toHaveText(locale.copyright);

        expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02);
        expect(errors.list).toEqual([]);
      });
    }

    test('tool links open the tools in a new tab, without an opener', async ({ page, errors }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(locale.path);
      await waitForHydration(page);
      const links = page.getByTestId('tool-stack').getByRole('link');
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      expect(hrefs.map((href) => new URL(href).host)).toEqual(TOOL_HOSTS);
      for (const href of hrefs) expect(href).toMatch(locale.name === 'Chinese' ? /^https:\/\/[^/]+\/zh\/$/ : /^https:\/\/[^/]+\/$/);
      const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute('target'), anchor.getAttribute('rel')]));
      expect(targets).toEqual(Array.from({ length: 6 }, () => ['_blank', 'noopener noreferrer']));
      expect(errors.list).toEqual([]);
    });

    test('the tool menu opens on hover, bottom-left of its button, and closes when the pointer leaves', async ({ page, errors }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(locale.path);
      await waitForHydration(page);
      const nav = page.locator('nav.navbar');
      const trigger = nav.getByRole('button', { name: locale.menuButton, exact: true });
      // Before the title: the menu button comes first in the bar, then the brand.
      const order = await page.evaluate(() => {
        const brand = document.querySelector('nav.navbar .navbar__brand');
        const button = document.querySelector('nav.navbar [aria-haspopup="dialog"]');
        return brand && button ? button.compareDocumentPosition(brand) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      });
      expect(order).toBeTruthy();

      await trigger.hover();
      const menu = page.getByRole('dialog', { name: locale.menuTitle });
      await expect(menu).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const links = menu.getByRole('link');
      await expect(links).toHaveCount(7);
      await expect(links.last()).toHaveAttribute('href', 'https://github.com/web-infra-dev/awesome-rstack');
      const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute('target'), anchor.getAttribute('rel')]));
      expect(targets).toEqual(Array.from({ length: 7 }, () => ['_blank', 'noopener noreferrer']));
      const [buttonBox, menuBox] = [await trigger.boundingBox(), await menu.boundingBox()];
      expect(buttonBox && menuBox).toBeTruthy();
      expect(Math.abs((menuBox?.x ?? 0) - (buttonBox?.x ?? 0))).toBeLessThanOrEqual(1);
      expect(menuBox?.y ?? 0).toBeGreaterThan((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0));

      // The pointer can travel into the menu and it stays open.
      await links.nth(2).hover();
      await page.waitForTimeout(300);
      await expect(menu).toBeVisible();
      await page.mouse.move(640, 600);
      await expect(menu).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(errors.list).toEqual([]);
    });

    test('the tool menu opens from the keyboard and Escape closes it', async ({ page, errors }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(locale.path);
      await waitForHydration(page);
      const trigger = page.locator('nav.navbar').getByRole('button', { name: locale.menuButton, exact: true });
      const menu = page.getByRole('dialog', { name: locale.menuTitle });
      for (let i = 0; i < 6 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(trigger).toBeFocused();
      await expect(menu).toBeVisible();
      // Tab moves into the menu's links; the menu stays open.
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link').first()).toBeFocused();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      // Enter opens it again (it is a real button), Escape closes it again.
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      expect(errors.list).toEqual([]);
    });
  });
}

test.describe('transparent landing navbar (spec 2.3, 9)', () => {
  test('is transparent within 100 px of the top and gets its background past it', async ({ page, errors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => navbarBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await scrollTo(page, 80);
    await page.waitForTimeout(150);
    expect(await navbarBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await scrollTo(page, 400);
    await expect.poll(() => navbarBackground(page)).toBe('rgb(255, 255, 255)');
    await scrollTo(page, 0);
    await expect.poll(() => navbarBackground(page)).toBe('rgba(0, 0, 0, 0)');
    expect(errors.list).toEqual([]);
  });

  test('on a phone and in Chinese too, and not on doc pages', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/zh/');
    await waitForHydration(page);
    await expect.poll(() => navbarBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await scrollTo(page, 300);
    await expect.poll(() => navbarBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
    // Client-side navigation to a doc page leaves no transparent navbar behind.
    await scrollTo(page, 0);
    await page.goto('/zh/guide/start/');
    await waitForHydration(page);
    await expect.poll(() => navbarBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('a client-side visit from the home page to a doc page restores the navbar background', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('hero').getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await expect.poll(() => navbarBackground(page)).toBe('rgb(255, 255, 255)');
    await expect(page.locator('html')).not.toHaveClass(/landing-page/);
  });
});

test.describe('landing background image (spec 2.6)', () => {
  test('stays hidden when it cannot load, and the page is complete without it', async ({ page, errors }) => {
    await page.goto('/');
    await waitForHydration(page);
    const layer = page.getByTestId('landing-background');
    await page.waitForTimeout(500);
    await expect(layer).toHaveAttribute('data-loaded', 'false');
    await expect(page.getByTestId('hero').getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors.list).toEqual([]);
  });

  test('fades in when it loads, after the first paint and without moving anything', async ({ page, errors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // A 1x1 PNG stands in for the image of the assets host.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    let requested = false;
    await page.route(LANDING_BACKGROUND, (route) => {
      requested = true;
      return route.fulfill({ status: 200, contentType: 'image/png', body: png });
    });
    await trackLayoutShifts(page);
    await page.goto('/');
    // Not part of the server-rendered page: it is requested only after hydration.
    expect(await page.locator(`link[href="${LANDING_BACKGROUND}"], img[src="${LANDING_BACKGROUND}"]`).count()).toBe(0);
    await waitForHydration(page);
    const heading = page.getByTestId('hero').getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    const layer = page.getByTestId('landing-background');
    await expect(layer).toHaveAttribute('data-loaded', 'true');
    expect(requested).toBe(true);
    await expect(layer).toHaveCSS('background-image', new RegExp(LANDING_BACKGROUND.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
    expect(await heading.boundingBox()).toEqual(before);
    expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02);
    expect(errors.list).toEqual([]);
  });
});

// Issue 17: the gradient of the hero title stays at 3:1 or more against the
// hero background at every point, in light and dark. Three screenshots of the
// title's box: the background alone, the gradient filling the whole box, and
// the title as shown; the contrast is measured where the glyphs cover the box.
for (const scheme of ['light', 'dark'] as const) {
  test(`the hero title keeps 3:1 contrast along its whole gradient (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const title = page.getByTestId('hero').getByRole('heading', { level: 1 });
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
    const box = (await title.boundingBox())!;
    const shoot = async () => decodePng(await page.screenshot({ clip: box }));
    const shown = await shoot();
    await title.evaluate((el) => el.style.setProperty('-webkit-text-fill-color', 'transparent'));
    await title.evaluate((el) => el.style.setProperty('background-clip', 'padding-box'));
    await title.evaluate((el) => el.style.setProperty('-webkit-background-clip', 'padding-box'));
    const gradient = await shoot();
    await title.evaluate((el) => el.style.setProperty('background', 'none'));
    const background = await shoot();
    let glyphPixels = 0;
    let lowest = Infinity;
    for (let y = 0; y < shown.height; y++) {
      for (let x = 0; x < shown.width; x++) {
        const [sr, sg, sb] = shown.at(x, y);
        const [gr, gg, gb] = gradient.at(x, y);
        // Fully covered by a glyph: the shown pixel is the gradient's colour.
        if (Math.abs(sr - gr) + Math.abs(sg - gg) + Math.abs(sb - gb) > 6) continue;
        const back = background.at(x, y);
        if (Math.abs(back[0] - gr) + Math.abs(back[1] - gg) + Math.abs(back[2] - gb) < 30) continue;
        glyphPixels += 1;
        lowest = Math.min(lowest, contrastRatio([gr, gg, gb], back));
      }
    }
    expect(glyphPixels).toBeGreaterThan(2000);
    expect(lowest).toBeGreaterThanOrEqual(3);
  });
}
