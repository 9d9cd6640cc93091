/**
 * The static page written at an old rstest.rs path (plugins/rstest-rs-redirects).
 *
 * No inline script: every distinct inline script is one more hash in the
 * Content-Security-Policy header that every response of the site carries, and
 * each redirect page had its own (its target). 128 redirect pages made that
 * header 7.7 KB on every file, page, script and image (issue 23). The page loads
 * one shared external script instead (forward.js, allowed by 'self'), which
 * reads the target from the canonical link. Without JavaScript, the meta
 * refresh in <noscript> forwards; if the script cannot load, the link in the
 * body says where the page went.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The sentence in the body, per locale; `{link}` is the target's link. */
const MOVED: Record<string, string> = {
  en: 'This page has moved to {link}.',
  zh: '本页已移至 {link}。',
};

export interface RedirectPage {
  /** The target as the browser should open it, base URL included (`/zh/config/test/testTimeout#x`). */
  toUrl: string;
  /** The shared forwarding script's URL. */
  scriptUrl: string;
  locale: string;
}

export function redirectPageHtml({ toUrl, scriptUrl, locale }: RedirectPage): string {
  const to = escapeAttribute(toUrl);
  const link = `<a href="${to}">${escapeText(toUrl)}</a>`;
  const moved = (MOVED[locale] ?? MOVED.en).replace('{link}', link);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeAttribute(locale === 'zh' ? 'zh-CN' : locale)}">`,
    '  <head>',
    '    <meta charset="UTF-8">',
    // Readable on a phone in the rare case it stays on screen (no JavaScript, a failed script).
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    '    <meta name="robots" content="noindex">',
    `    <link rel="canonical" href="${to}">`,
    `    <noscript><meta http-equiv="refresh" content="0; url=${to}"></noscript>`,
    `    <script src="${escapeAttribute(scriptUrl)}"></script>`,
    '  </head>',
    '  <body>',
    `    <p>${moved}</p>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

const FORWARD_SOURCE = path.join(__dirname, 'forward.js');

/**
 * Writes forward.js into the build folder under a name with its content hash
 * (so it may be cached for ever) and returns its path relative to that folder.
 */
export function writeForwardScript(outDir: string): string {
  const source = fs.readFileSync(FORWARD_SOURCE, 'utf8');
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
  const relative = `assets/js/redirect.${hash}.js`;
  fs.mkdirSync(path.join(outDir, 'assets/js'), { recursive: true });
  fs.writeFileSync(path.join(outDir, relative), source);
  return relative;
}

/**
 * Writes the page of one redirect at `from/index.html`, as the official
 * plugin-client-redirects did: a folder's index.html ranks below a page of the
 * same name on static hosts, so it can never shadow a real page. Never
 * overwrites a file.
 */
export function writeRedirectPage(outDir: string, from: string, html: string): void {
  const file = path.join(outDir, from, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html, { flag: 'wx' });
}
