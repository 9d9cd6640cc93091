/**
 * Debian's Chromium, driven by Playwright without downloading a browser.
 * The flags keep it quiet on a machine with no outside network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host but this machine fails at once, as it does for a reader offline. This
  // replaces intercepting each request in Playwright, a round trip through the
  // test worker for every file a page loads.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
