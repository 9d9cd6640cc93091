import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

/**
 * Puts `value` under `key` in the open page's localStorage and reloads, so the
 * site reads it at load as a returning reader's browser would hand it over.
 */
export async function reloadWithStored(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const);
  await page.reload();
  await waitForHydration(page);
}

/**
 * Init scripts (page.addInitScript) that spoil the page's localStorage before
 * the site runs: blocked (every access throws, as in a sandboxed iframe) or
 * full to the quota (every write throws). They run in the browser.
 */
export function blockStorage(): void {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

export function fillStorage(): void {
  try {
    if (localStorage.getItem('fill-0') !== null) return;
    for (let size = 1 << 20, i = 0; size >= 1; ) {
      try {
        localStorage.setItem(`fill-${i}`, 'x'.repeat(size));
        i += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
  } catch {
    // No storage on this document (about:blank).
  }
}
