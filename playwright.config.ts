import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './tests/e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests run in Debian's Chromium against the production build of both
 * locales, served by the same static server as `npm run serve`.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Shared 2-core machines are slow and noisy: a page load with hydration can take
  // several seconds when the other worker is busy.
  timeout: 60_000,
  // The JSON report keeps every test's duration, to see where CI time goes.
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // An English reader unless a test says otherwise: the language redirect
    // (spec 4) depends on the browser language.
    locale: 'en-US',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace of every test costs about a second a test on these
    // machines; CI retries a failed test once, and that retry is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // One browser context per worker, reset between tests (storage, cache, routes,
    // init scripts, extra pages, viewport, media emulation; the mouse leaves the page),
    // instead of a new one per test. A new context starts a new renderer process,
    // which compiles the site's scripts from scratch: about 2.5 s of CPU a test on
    // these machines, a fifth of the suite's time. Every test still loads its page
    // afresh. Files whose tests change what the reset leaves alone (permissions,
    // DevTools protocol emulation) opt out with test.use({ reuseContext: false }).
    reuseContext: true,
  },
  projects: [
    // A throwaway build with a released version and other options the site does
    // not use (tests/e2e/support/variantSite.ts), built once, before its tests.
    // Listed first so that its build (tens of seconds) starts with the suite and
    // overlaps the other tests, instead of leaving a worker idle at the end.
    { name: 'variant-build', testMatch: /variant\.setup\.ts$/ },
    { name: 'chromium', testIgnore: /variant/, use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } } },
    {
      name: 'variant-site',
      testMatch: /variant-site\.spec\.ts$/,
      dependencies: ['variant-build'],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
