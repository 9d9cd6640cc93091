import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

const DIAGRAM = { name: /^Diagram of a test run in four steps/ };

async function openZoom(page: Page, image = page.getByRole('img', DIAGRAM)) {
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  const zoomed = page.locator('img.medium-zoom-image--opened');
  await expect(zoomed).toBeVisible();
  // Let the opening transition finish: medium-zoom ignores scrolling while it animates.
  await page.waitForFunction(() => {
    const img = document.querySelector('img.medium-zoom-image--opened');
    return !!img && img.getAnimations().length === 0;
  });
  return zoomed;
}

async function expectClosed(page: Page) {
  await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await expect(page.locator('img.medium-zoom-image--opened')).toHaveCount(0);
}

test.describe('image zoom (spec 2.9, 4, 8)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/guide/start/');
    await waitForHydration(page);
  });

  test('a content image opens zoomed on click, above the navbar, and Escape closes it', async ({ page, errors }) => {
    const image = page.getByRole('img', DIAGRAM);
    const before = await image.boundingBox();
    const zoomed = await openZoom(page);
    const after = await zoomed.boundingBox();
    expect(after!.width).toBeGreaterThan(before!.width);
    const overlayZ = await page.locator('.medium-zoom-overlay').evaluate((el) => Number(getComputedStyle(el).zIndex));
    const navbarZ = await page.locator('.navbar').evaluate((el) => Number(getComputedStyle(el).zIndex));
    expect(overlayZ).toBeGreaterThan(navbarZ);
    await page.keyboard.press('Escape');
    await expectClosed(page);
    expect(errors.list).toEqual([]);
  });

  test('a click on the zoomed image closes it', async ({ page }) => {
    const zoomed = await openZoom(page);
    await zoomed.click();
    await expectClosed(page);
  });

  test('a click on the overlay closes it', async ({ page }) => {
    await openZoom(page);
    await page.mouse.click(5, 795);
    await expectClosed(page);
  });

  test('a window resize closes it', async ({ page }) => {
    await openZoom(page);
    await page.setViewportSize({ width: 1100, height: 800 });
    await expectClosed(page);
  });

  test('a scroll of more than 40 px closes it, 150 ms later; 40 px does not', async ({ page }) => {
    await page.clock.install();
    await openZoom(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const scrollAndSettle = async (dy: number) => {
      const target = (await page.evaluate(() => window.scrollY)) + dy;
      await page.evaluate((y) => window.scrollTo(0, y), target);
      await page.waitForFunction((y) => window.scrollY === y, target);
      // Scroll events go out with the next rendered frame, whatever the fake clock says.
      await page.waitForTimeout(100);
    };
    await scrollAndSettle(40);
    await page.clock.runFor(1000);
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await scrollAndSettle(1);
    await page.clock.runFor(140);
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await page.clock.runFor(20);
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
  });

  test('when the zoom target fails to load, a warning is logged and the normal image is zoomed', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const image = page.getByRole('img', DIAGRAM);
    const src = await image.getAttribute('src');
    await image.evaluate((img) => img.setAttribute('data-zoom-src', '/img/docs/missing-large-version.png'));
    const zoomed = await openZoom(page);
    await expect.poll(() => warnings.find((text) => text.startsWith('Unable to reach the zoom image target'))).toContain('/img/docs/missing-large-version.png');
    // Only the normal image is on screen, loaded: no broken copy of the failed target.
    await expect(page.locator('img.medium-zoom-image--opened')).toHaveCount(1);
    expect(await zoomed.evaluate((img: HTMLImageElement) => new URL(img.src).pathname)).toBe(src);
    expect(await zoomed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('Escape');
    await expectClosed(page);
  });

  test('phones get the portrait version of the diagram, loaded and zoomable, in both languages', async ({ page, errors }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const [path, name, file] of [
      ['/guide/start/', DIAGRAM.name, '/img/docs/how-rstest-runs.narrow.svg'],
      ['/zh/guide/start/', /^测试运行的四个步骤示意图/, '/zh/img/docs/how-rstest-runs.narrow.zh.svg'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const image = page.getByRole('img', { name });
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)).toBe(file);
      // Portrait: taller than wide.
      const box = (await image.boundingBox())!;
      expect(box.height).toBeGreaterThan(box.width);
      await openZoom(page, image);
      await expect(page.locator('img.medium-zoom-image--opened')).toHaveAttribute('src', new RegExp(`${file.replace(/\./g, '\\.')}$`));
      await page.keyboard.press('Escape');
      await expectClosed(page);
    }
    expect(errors.list).toEqual([]);
  });

  test('the Chinese page has its own diagram with Chinese alt text, zoomable too', async ({ page, errors }) => {
    await page.goto('/zh/guide/start/');
    await waitForHydration(page);
    await openZoom(page, page.getByRole('img', { name: /^测试运行的四个步骤示意图/ }));
    await page.keyboard.press('Escape');
    await expectClosed(page);
    expect(errors.list).toEqual([]);
  });
});
