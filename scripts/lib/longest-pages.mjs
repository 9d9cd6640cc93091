/**
 * Issue 23: the bench finds the longest pages of a build itself, instead of
 * trusting a fixed sample to contain them. A page is "long" by two measures:
 * its DOM size (element start tags, what hydration and layout walk) and its
 * HTML bytes (what the reader downloads). Pure functions over HTML text, plus
 * one small walker over a build folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Parser } from 'htmlparser2';

/**
 * The number of elements in an HTML document: start tags seen by a real
 * tokenizer, so `<div` inside a script, a comment or an attribute is not
 * counted (a regex over the text would count those).
 */
export function countElements(html) {
  let count = 0;
  const parser = new Parser({ onopentagname: () => (count += 1) }, { decodeEntities: false });
  parser.write(html);
  parser.end();
  return count;
}

/**
 * A redirect stub: the tiny page plugins/rstest-rs-redirects writes at an old
 * rstest.rs path (a meta refresh and a link). Not a page a reader reads, so never "longest".
 */
export function isRedirectStub(html) {
  return html.length < 4096 && /<meta[^>]+http-equiv=["']?refresh/i.test(html);
}

/** 404 pages and search pages are not doc content: left out by their path. */
export function isExcludedPath(relPath) {
  const normalized = relPath.replace(/\\/g, '/');
  return /(^|\/)404\.html$/.test(normalized) || /(^|\/)search(\/index)?\.html$/.test(normalized);
}

/**
 * The route of a built HTML file, relative to the build folder:
 * `index.html` → `/`, `a/b/index.html` → `/a/b` (doc pages are served without
 * a trailing slash), `a/b.html` → `/a/b`. Index docs (`/zh/guide/start/`) are
 * linked with the slash: `isIndexDoc(dir)` says which folders keep it.
 */
export function routeOf(relPath, { isIndexDoc = () => false } = {}) {
  const normalized = relPath.replace(/\\/g, '/').replace(/^\/+/, '');
  if (normalized === 'index.html') return '/';
  if (normalized.endsWith('/index.html')) {
    const dir = `/${normalized.slice(0, -'/index.html'.length)}`;
    return isIndexDoc(dir) ? `${dir}/` : dir;
  }
  return `/${normalized.replace(/\.html$/, '')}`;
}

/** The locale of a route: the first path segment when it names a non-default locale. */
export function localeOf(route, locales = ['zh'], defaultLocale = 'en') {
  const first = route.split('/')[1];
  return locales.includes(first) ? first : defaultLocale;
}

/** Size figures of one page: elements, bytes raw and gzip (zlib's default level, as the rest of the bench). */
export function pageStats(route, html, locale) {
  const buffer = Buffer.from(html);
  return { route, locale, elements: countElements(html), bytes: buffer.length, gzip: zlib.gzipSync(buffer).length };
}

/**
 * The top `count` pages by elements and the top `count` by HTML bytes, per
 * locale, each page once (in that order: by elements first, then the pages
 * only the byte measure adds). `by` says which measure(s) put it there.
 */
export function longestPages(stats, count = 3) {
  const byLocale = new Map();
  for (const stat of stats) byLocale.set(stat.locale, [...(byLocale.get(stat.locale) ?? []), stat]);
  const result = [];
  for (const [locale, pages] of byLocale) {
    const top = (key) => [...pages].sort((a, b) => b[key] - a[key] || a.route.localeCompare(b.route)).slice(0, count);
    const byElements = top('elements');
    const byBytes = top('bytes');
    const picked = new Map();
    for (const [measure, list] of [['elements', byElements], ['bytes', byBytes]]) {
      list.forEach((page, index) => {
        const entry = picked.get(page.route) ?? { ...page, by: [] };
        entry.by.push({ measure, rank: index + 1 });
        picked.set(page.route, entry);
      });
    }
    result.push({ locale, pages: [...picked.values()], topByElements: byElements[0], topByBytes: byBytes[0] });
  }
  return result;
}

export const MEASURE_LABELS = { elements: 'elements', bytes: 'HTML bytes' };

/**
 * The pages the bench loads: the fixed sample, then the longest page of each
 * locale by each measure (from `longestPages`), each path once. A longest page
 * already in the sample only gets a longer name; Chinese pages are opened by
 * a Chinese browser (an English one would be redirected, spec 4).
 */
export function withLongestPages(fixed, longest) {
  const pages = fixed.map((page) => ({ ...page }));
  for (const { locale, topByElements, topByBytes } of longest) {
    for (const [measure, top] of [['elements', topByElements], ['bytes', topByBytes]]) {
      const label = `longest ${locale} (${MEASURE_LABELS[measure]})`;
      const known = pages.find((page) => page.path === top.route);
      if (known) known.name += `, ${label}`;
      else pages.push({ name: label[0].toUpperCase() + label.slice(1), path: top.route, ...(locale === 'zh' ? { locale: 'zh-CN' } : {}) });
    }
  }
  return pages;
}

/** Every .html file under `dir`, as paths relative to it. */
export function htmlFilesOf(dir, base = dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...htmlFilesOf(file, base));
    else if (entry.name.endsWith('.html')) found.push(path.relative(base, file));
  }
  return found;
}

/**
 * Stats of every content page of a build (redirect stubs, 404 and search
 * pages left out). A folder route keeps its trailing slash only when the
 * build's pages link to it that way (`href="/zh/guide/start/"`), so the
 * route is the one a reader lands on, without a redirect.
 */
export function scanBuild(buildDir, { locales = ['zh'], defaultLocale = 'en' } = {}) {
  const stats = [];
  for (const relPath of htmlFilesOf(buildDir)) {
    if (isExcludedPath(relPath)) continue;
    const html = fs.readFileSync(path.join(buildDir, relPath), 'utf8');
    if (isRedirectStub(html)) continue;
    const route = routeOf(relPath, { isIndexDoc: (dir) => canonicalHasSlash(html, dir) });
    stats.push(pageStats(route, html, localeOf(route, locales, defaultLocale)));
  }
  return stats;
}

/** Whether the page's canonical link names its folder with a trailing slash. */
export function canonicalHasSlash(html, dir) {
  const match = /<link[^>]+rel=["']?canonical["']?[^>]*>/i.exec(html);
  const href = match && /href=["']?([^"'\s>]+)/i.exec(match[0])?.[1];
  return Boolean(href && new URL(href, 'http://x').pathname === `${dir}/`);
}
