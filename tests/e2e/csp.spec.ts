import { test, expect, waitForHydration } from './support/fixtures';

/**
 * The static host sends build/_headers (scripts/csp-headers.mjs). The smoke crawl
 * runs under this policy and fails on any console error, which is where
 * Chromium reports violations; these tests check the policy itself.
 */
test.describe('Content-Security-Policy', () => {
  test('is strict: no unsafe-eval, no unsafe-inline scripts', async ({ request }) => {
    const response = await request.get('/guide/start/');
    const policy = response.headers()['content-security-policy'];
    expect(policy).toBeTruthy();
    expect(policy).not.toContain('unsafe-eval');
    const scriptSrc = /script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toMatch(/'sha256-/);
  });

  test('stays small whatever the page count: every response carries it, scripts and images too', async ({ request }) => {
    // One hash per distinct inline script: a script that differs per page (as
    // each redirect page's once did) would grow this header with every page.
    for (const path of ['/guide/start/', '/img/rstest-logo.svg', '/config/test/test-timeout']) {
      const policy = (await request.get(path, { maxRedirects: 0 })).headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src/);
      expect(policy.length).toBeLessThan(2048);
    }
  });

  for (const path of ['/', '/config/test/retry', '/zh/api/', '/blog/announcing-0-12', '/nope']) {
    test(`a page runs without violations: ${path}`, async ({ page, errors }) => {
      await page.addInitScript(() => {
        (window as unknown as { __violations: string[] }).__violations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      expect(errors.list).toEqual([]);
    });
  }

  test('blocks an injected inline script (the policy is in force)', async ({ page }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const result = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; violation: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve({ ran: Boolean((window as unknown as { __injected?: boolean }).__injected), violation: event.violatedDirective }));
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true;';
          document.body.appendChild(script);
        }),
    );
    expect(result).toEqual({ ran: false, violation: expect.stringMatching(/^script-src/) });
  });
});
