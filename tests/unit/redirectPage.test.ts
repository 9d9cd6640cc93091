/**
 * @jest-environment node
 *
 * The pages written at old rstest.rs paths (plugins/rstest-rs-redirects/page.ts):
 * no inline script, so they add nothing to the site's Content-Security-Policy
 * header (issue 23), and forward.js sends the reader on with the query and #hash.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineScripts } from '../../scripts/lib/csp.mjs';
import { redirectPageHtml, writeForwardScript, writeRedirectPage } from '../../plugins/rstest-rs-redirects/page';

const forwardSource = fs.readFileSync(path.resolve(__dirname, '../../plugins/rstest-rs-redirects/forward.js'), 'utf8');

/** Runs forward.js on a page whose canonical link is `canonical`, at `search` and `hash`; returns where it went. */
function forward(canonical: string | null, search = '', hash = ''): string | undefined {
  let went: string | undefined;
  const document = { querySelector: () => (canonical === null ? null : { getAttribute: () => canonical }) };
  const window = { location: { search, hash, replace: (to: string) => (went = to) } };
  new Function('window', 'document', forwardSource)(window, document);
  return went;
}

describe('redirect page', () => {
  const html = redirectPageHtml({ toUrl: '/zh/config/test/testTimeout', scriptUrl: '/zh/assets/js/redirect.abcd1234.js', locale: 'zh' });

  it('has no inline script: its only script is the shared file', () => {
    expect(inlineScripts(html)).toEqual([]);
    expect(html).toContain('<script src="/zh/assets/js/redirect.abcd1234.js"></script>');
  });

  it('names the target as its canonical link, forwards without JavaScript, and links to it in the reader\'s language', () => {
    expect(html).toContain('<link rel="canonical" href="/zh/config/test/testTimeout">');
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/zh/config/test/testTimeout"></noscript>');
    expect(html).toContain('<p>本页已移至 <a href="/zh/config/test/testTimeout">/zh/config/test/testTimeout</a>。</p>');
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(redirectPageHtml({ toUrl: '/a', scriptUrl: '/s.js', locale: 'en' })).toContain('<p>This page has moved to <a href="/a">/a</a>.</p>');
  });

  it('escapes what it writes into attributes and text', () => {
    const odd = redirectPageHtml({ toUrl: '/a?x="1"&y=<b>', scriptUrl: '/s.js', locale: 'en' });
    expect(odd).toContain('href="/a?x=&quot;1&quot;&amp;y=&lt;b>"');
    expect(odd).not.toContain('<b>');
  });

  it('forward.js keeps the query and #hash for a target without an anchor, and not for one with its own', () => {
    expect(forward('/config/test/testTimeout', '?from=issue', '#retry')).toBe('/config/test/testTimeout?from=issue#retry');
    expect(forward('/guide/browser-testing#locator', '?from=issue', '#old')).toBe('/guide/browser-testing#locator');
    expect(forward(null, '?a', '#b')).toBeUndefined();
  });

  it('writes the script under a content-hashed name, and a page never over an existing file', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    try {
      const script = writeForwardScript(outDir);
      expect(script).toMatch(/^assets\/js\/redirect\.[0-9a-f]{8}\.js$/);
      expect(fs.readFileSync(path.join(outDir, script), 'utf8')).toBe(forwardSource);
      writeRedirectPage(outDir, '/config/test/test-timeout', html);
      expect(fs.readFileSync(path.join(outDir, 'config/test/test-timeout/index.html'), 'utf8')).toBe(html);
      expect(() => writeRedirectPage(outDir, '/config/test/test-timeout', html)).toThrow();
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
