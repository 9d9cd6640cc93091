import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Denies a permission to the page's origin. Playwright can only grant
 * permissions; headless Chromium grants clipboard-write by default, so a
 * refusal is set through the DevTools protocol for this browser context.
 */
export async function denyPermission(browser: Browser, context: BrowserContext, page: Page, name: string): Promise<void> {
  const pageSession = await context.newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  const browserSession = await browser.newBrowserCDPSession();
  await browserSession.send('Browser.setPermission', {
    permission: { name },
    setting: 'denied',
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
}
