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
