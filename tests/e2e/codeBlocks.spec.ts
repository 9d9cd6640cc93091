import { test, expect, waitForHydration } from './support/fixtures';
import { denyPermission } from './support/permissions';

const SUM_TS = 'export function sum(...numbers: number[]): number {\n  return numbers.reduce((total, value) => total + value, 0);\n}';

// Granted and denied clipboard permissions outlive a reused context's reset.
test.use({ reuseContext: false });

test.describe('code blocks (spec 2.9, 4)', () => {
  test('have a title and syntax colours for light and dark themes', async ({ page, errors }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    const keyword = () => page.locator('.theme-code-block', { hasText: 'export function sum' }).locator('.token.keyword').first();
    await expect(page.locator('.theme-code-block', { hasText: 'export function sum' }).locator('[class*="codeBlockTitle"]')).toHaveText('src/sum.ts');
    await expect(keyword()).toHaveText('export');
    const light = await keyword().evaluate((el) => getComputedStyle(el).color);
    // The theme follows the system (no stored choice): a dark system gives the dark Prism theme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => keyword().evaluate((el) => getComputedStyle(el).color)).not.toBe(light);
    expect(errors.list).toEqual([]);
  });

  test('a first load keeps the server-highlighted code and fetches no Prism, nor does a client-side navigation', async ({ page, errors }) => {
    // "shebang" is a key of Prism's bash grammar: only the Prism chunk has it.
    const prismScripts: string[] = [];
    page.on('response', async (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' || (await request.allHeaders())['sec-purpose']?.includes('prefetch')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('shebang')) prismScripts.push(response.url());
    });
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const block = page.locator('.theme-code-block', { hasText: 'export function sum' });
    await expect(block.locator('.token.keyword').first()).toHaveText('export');
    // Package-manager tabs remount after hydration; they reuse the server lines too.
    await expect(page.locator('.theme-code-block', { hasText: 'pnpm add -D @rstest/core' }).locator('.token.function').first()).toHaveText('pnpm');
    expect(prismScripts).toEqual([]);
    // Issue 38: a page reached in the app gets its body as the build's HTML, highlighted too.
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/guide\/start\/ai$/);
    await expect(page.locator('article .theme-code-block .token:not(.plain)').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(prismScripts).toEqual([]);
    expect(errors.list).toEqual([]);
  });

  test('copy puts the code on the clipboard and shows the copied state for 2000 ms', async ({ page, context, errors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    // From here on, time only moves when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const block = page.locator('.theme-code-block', { hasText: 'export function sum' });
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy code to clipboard' });
    await button.click();
    const copied = block.getByRole('button', { name: 'Copied' });
    await expect(copied).toHaveAttribute('data-copied', 'true');
    await expect(block.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SUM_TS);
    await page.clock.runFor(1990);
    await expect(copied).toHaveAttribute('data-copied', 'true');
    await page.clock.runFor(20);
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).not.toHaveAttribute('data-copied');
    expect(errors.list).toEqual([]);
  });

  test('when the clipboard refuses, a prompt offers the code to copy with Ctrl+C then Enter', async ({ page, context, browser, errors }) => {
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await denyPermission(browser, context, page, 'clipboard-write');
    const dialogs: { type: string; message: string; value: string }[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message(), value: dialog.defaultValue() });
      await dialog.accept();
    });
    const block = page.locator('.theme-code-block', { hasText: 'export function sum' });
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toEqual({ type: 'prompt', message: 'Copy to clipboard: Ctrl+C, then Enter', value: SUM_TS });
    // Nothing was copied, so no copied state.
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).not.toHaveAttribute('data-copied');
    expect(errors.list).toEqual([]);
  });

  test('without the Clipboard API the Chinese page prompts in Chinese', async ({ page, errors }) => {
    await page.addInitScript(() => {
      // An insecure page has no navigator.clipboard.
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    });
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto('/zh/guide/start/quick-start');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block', { hasText: 'export function sum' });
    await block.hover();
    await block.getByRole('button', { name: '复制代码到剪贴板' }).click();
    await expect.poll(() => dialogs).toEqual(['复制到剪贴板：按 Ctrl+C，然后按 Enter']);
    expect(errors.list).toEqual([]);
  });

  test('the wrap toggle is always there and wraps long lines', async ({ page, errors }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    // A short block has the toggle too.
    const short = page.locator('.theme-code-block', { hasText: '^20.19.0 || >=22.12.0' });
    await expect(short.getByRole('button', { name: 'Toggle word wrap' })).toHaveAttribute('aria-pressed', 'false');
    const block = page.locator('.theme-code-block', { hasText: 'export function sum' });
    const pre = block.locator('pre');
    const code = block.locator('code');
    await expect(code).toHaveCSS('white-space', 'pre');
    const scrollable = await pre.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollable).toBe(true);
    const toggle = block.getByRole('button', { name: 'Toggle word wrap' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(code).toHaveCSS('white-space', 'pre');
    expect(errors.list).toEqual([]);
  });

  for (const [path, width] of [['/api/test-api/expect', 1280], ['/zh/api/test-api/expect', 375]] as const) {
    test(`a block out of view is skipped and keeps the height it will have: ${path} at ${width} px`, async ({ page }) => {
      // issue 23: code blocks below the fold are not styled or laid out
      // (content-visibility). Their reserved height must be their real one, or
      // the page would jump as they come into view.
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      const blocks = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('pre.prism-code')]
          .filter((pre) => pre.getClientRects().length > 0)
          .map((pre) => {
            const skipped = !pre.querySelector('code')!.checkVisibility({ contentVisibilityAuto: true });
            const reserved = pre.getBoundingClientRect().height;
            pre.style.contentVisibility = 'visible';
            const rendered = pre.getBoundingClientRect().height;
            pre.style.contentVisibility = '';
            return { line: pre.textContent!.split('\n')[0].slice(0, 40), skipped, reserved, rendered };
          }),
      );
      expect(blocks.length).toBeGreaterThan(50);
      expect(blocks.filter((block) => block.skipped).length, 'blocks below the fold are skipped').toBeGreaterThan(40);
      expect(blocks.filter((block) => Math.abs(block.reserved - block.rendered) > 1)).toEqual([]);
    });
  }

  test('line highlighting marks the chosen lines ({6-8})', async ({ page }) => {
    await page.goto('/guide/basic/configure-rstest');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block', { hasText: "API_URL: 'http://localhost:3000'" }).first();
    const highlighted = block.locator('.theme-code-block-highlighted-line');
    await expect(highlighted).toHaveText(['env: {', "API_URL: 'http://localhost:3000',", '},']);
    const background = await highlighted.first().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });
});
