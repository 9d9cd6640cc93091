import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/** True for requests to this machine; anything else cannot load here (no network). */
export function isLocalUrl(url: string): boolean {
  try {
    const { hostname, protocol } = new URL(url);
    return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost';
  } catch {
    return true;
  }
}

export interface PageErrors {
  /** Console errors and uncaught exceptions, except failed loads of external URLs. */
  list: string[];
}

/** The language redirect's visited flag (plugins/locale-redirect; storage namespace in docusaurus.config.ts). */
export const VISITED_FLAG = 'localeRedirect.visited-25b';

/**
 * `errors` collects every console error and page error of the test's page.
 * External requests fail at once (Chromium resolves no other host:
 * tests/e2e/support/chromium.ts), and the console noise of their failure is
 * ignored: the site must work without them.
 *
 * `firstVisit`: spec 4's language redirect sends a browser's first visit to
 * the page in the browser's language (English here, unless a test sets
 * `locale`). Tests browse as a returning reader, who has been on the site
 * before and is not redirected, so they may open any page in either language;
 * `test.use({ firstVisit: true })` gives a fresh browser (tests/e2e/language.spec.ts).
 */
export const test = base.extend<{ errors: PageErrors; firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit }, use) => {
    if (!firstVisit) {
      await context.addInitScript((key) => {
        try {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, '1');
        } catch {
          // No storage on this document (about:blank): nothing to remember.
        }
      }, VISITED_FLAG);
    }
    await use(context);
  },
  errors: async ({ page }, use, testInfo) => {
    const errors: PageErrors = { list: [] };
    // The stacks go with a failed test's report: a message alone has not been
    // enough to find where a rare page error comes from.
    const stacks: string[] = [];
    page.on('pageerror', (error) => {
      errors.list.push(`pageerror: ${error.message}`);
      stacks.push(`${page.url()}\n${error.stack ?? error.message}`);
    });
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const location = message.location().url;
      if (message.text().startsWith('Failed to load resource')) {
        // The network is closed: external URLs cannot load, and the site must cope.
        if (location && !isLocalUrl(location)) return;
        // A 404 page is served with status 404; Chromium logs that for the document itself.
        if (location === page.url() && message.text().includes('status of 404')) return;
      }
      errors.list.push(`console.error: ${message.text()} (${location})`);
    };
    page.on('console', onConsole);
    // The search runs in a Web Worker (issue 39): its console (its failed requests) counts too.
    page.on('worker', (worker) => worker.on('console', onConsole));
    await use(errors);
    if (stacks.length > 0 && testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('page error stacks', { body: stacks.join('\n\n'), contentType: 'text/plain' });
      console.log(`page errors in "${testInfo.title}":\n${stacks.join('\n\n')}`);
    }
  },
});

export { expect };

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15_000 });
  // A page body's islands hydrate on their own, just after the page (issue 38).
  await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-static-body]')).every((body) => body.getAttribute('data-islands') === 'ready'), null, { timeout: 15_000 });
}
