/**
 * A small static server for the built site (both locales), used by `npm run serve`
 * and by the end-to-end tests. It behaves like a careful static host:
 * - clean URLs: /a/b serves a/b/index.html (or a/b.html);
 * - spec 2.1 path normalisation: /a/b.html, /a/b/index and /a//b redirect to the clean URL;
 * - percent-encoded paths are decoded; a malformed encoding gets the 404 page;
 * - an unknown path gets the 404 page of its locale (/zh/... gets zh/404.html);
 * - paths never escape the build folder;
 * - the headers of build/_headers (e.g. the Content-Security-Policy) are sent;
 * - text is gzip-compressed when the browser accepts it, as real static hosts do
 *   (Lighthouse's simulated network would otherwise count raw bytes).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { parseHeadersFile } from './lib/csp.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Decode a URL path; null when the percent-encoding is malformed. */
export function decodePath(rawPath) {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

/**
 * spec 2.1: a trailing .html is dropped and a trailing /index becomes /.
 * Returns the clean path, or null when the path is already clean.
 */
export function cleanRedirectTarget(pathname) {
  // A target must stay on this site: repeated slashes collapse (`//host/x` would
  // name another host), and a backslash is encoded (browsers read `/\host` as `//host`).
  const collapsed = pathname.replace(/\/{2,}/g, '/').replace(/\\/g, '%5C');
  const match = /^(.*?)(\/index(?:\.html)?|\.html)$/.exec(collapsed);
  if (!match) return collapsed === pathname ? null : collapsed;
  const [, base, suffix] = match;
  return suffix.startsWith('/index') ? `${base}/` : base || '/';
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function createStaticServer({ root, locales = [] }) {
  const rootDir = path.resolve(root);
  // Headers a static host would add from build/_headers (the CSP among them).
  const headersFile = path.join(rootDir, '_headers');
  const siteHeaders = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : {};

  const resolveInRoot = (urlPath) => {
    const file = path.resolve(rootDir, `.${path.posix.normalize(urlPath)}`);
    return file === rootDir || file.startsWith(rootDir + path.sep) ? file : null;
  };

  const findFile = (urlPath) => {
    const base = resolveInRoot(urlPath);
    if (!base) return null;
    for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
      if (isFile(candidate)) return candidate;
    }
    return null;
  };

  const notFoundPage = (rawPath) => {
    const locale = locales.find((name) => rawPath === `/${name}` || rawPath.startsWith(`/${name}/`));
    const localized = locale ? path.join(rootDir, locale, '404.html') : null;
    return localized && isFile(localized) ? localized : path.join(rootDir, '404.html');
  };

  // Compressed files by path, kept while the file is unchanged.
  const gzipped = new Map();
  const gzipOf = (file) => {
    const { mtimeMs, size } = fs.statSync(file);
    const cached = gzipped.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
    const body = zlib.gzipSync(fs.readFileSync(file));
    gzipped.set(file, { mtimeMs, size, body });
    return body;
  };

  const send = (req, res, status, file, headers = {}) => {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const compress = /^(text\/|application\/(json|xml)|image\/svg)/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const base = { ...siteHeaders, 'Content-Type': type, 'Cache-Control': cache, 'X-Content-Type-Options': 'nosniff', Vary: 'Accept-Encoding', ...headers };
    if (compress) {
      const body = gzipOf(file);
      res.writeHead(status, { ...base, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(status, base);
    if (req.method === 'HEAD') return res.end();
    // pipeline closes the file when the response ends or the client goes away
    // (an aborted download left it open: .pipe() does not), and reports a read
    // error instead of throwing it as an unhandled 'error' event.
    pipeline(fs.createReadStream(file), res, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`static-server: ${file}: ${error.message}`);
    });
  };

  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    const rawUrl = req.url ?? '/';
    const queryIndex = rawUrl.search(/[?#]/);
    const rawPath = queryIndex === -1 ? rawUrl : rawUrl.slice(0, queryIndex);
    const query = queryIndex === -1 ? '' : rawUrl.slice(queryIndex);
    const decoded = decodePath(rawPath);
    if (decoded === null || decoded.includes('\0')) return send(req, res, 404, notFoundPage(rawPath));

    if (rawPath.includes('//') || rawPath.includes('\\')) {
      res.writeHead(301, { Location: cleanRedirectTarget(rawPath) + query });
      return res.end();
    }
    const exact = findFile(decoded);
    // Real files such as /404.html or /search-index-x.json are served as they are.
    if (exact && (path.extname(decoded) !== '' || decoded.endsWith('/'))) return send(req, res, 200, exact);

    const target = cleanRedirectTarget(rawPath);
    if (target !== null) {
      res.writeHead(301, { Location: target + query });
      return res.end();
    }
    if (exact) return send(req, res, 200, exact);
    return send(req, res, 404, notFoundPage(decoded));
  });
}
