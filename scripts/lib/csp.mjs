/**
 * A strict Content-Security-Policy for the built site: scripts only from the
 * site itself plus the hashes of the inline scripts actually in its pages
 * (no 'unsafe-inline', no 'unsafe-eval').
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Inline (no src) script bodies of an HTML document. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue;
    if (match[2].trim() === '') continue;
    scripts.push(match[2]);
  }
  return scripts;
}

const decodeEntities = (text) => text.replace(/&quot;/g, '"').replace(/&#34;/g, '"').replace(/&amp;/g, '&');

/** The origin of the remote search API named in a page's search config meta tag, if any. */
export function remoteSearchOrigin(html) {
  const match = /<meta[^>]*name=["']?rstest-search["']?[^>]*content=(?:"([^"]*)"|'([^']*)')/i.exec(html);
  if (!match) return null;
  try {
    const config = JSON.parse(decodeEntities(match[1] ?? match[2]));
    return config.mode === 'remote' && config.apiUrl ? new URL(config.apiUrl).origin : null;
  } catch {
    return null;
  }
}

export function scriptHash(body) {
  return `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export function htmlFiles(dir) {
  const out = [];
  const walk = (sub) => {
    for (const entry of fs.readdirSync(sub, { withFileTypes: true })) {
      const file = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) out.push(file);
    }
  };
  walk(dir);
  return out;
}

export function buildPolicy(hashes, { connectSrc = [], imgSrc = [] } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].sort().join(' ')}`.trim(),
    // React and Docusaurus set style attributes; inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imgSrc.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The `_headers` file (Netlify / Cloudflare Pages format) for every path. */
export function headersFile(policy) {
  return [
    '/*',
    `  Content-Security-Policy: ${policy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Frame-Options: DENY',
    '',
  ].join('\n');
}

/** Reads a `_headers` file back: the headers of its `/*` block. */
export function parseHeadersFile(text) {
  const headers = {};
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inBlock = line.trim() === '/*';
    else if (inBlock) {
      const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
      if (match) headers[match[1]] = match[2];
    }
  }
  return headers;
}
