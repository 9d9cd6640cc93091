import { test, expect, waitForHydration } from './support/fixtures';
import { DIAGRAM, expectClosed, openZoom } from './support/imageZoom';

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
