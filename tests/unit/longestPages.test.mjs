/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  canonicalHasSlash, countElements, isExcludedPath, isRedirectStub, localeOf, longestPages, routeOf, scanBuild, withLongestPages,
} from '../../scripts/lib/longest-pages.mjs';

const REDIRECT = '<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=/a"></head><script>location.href="/a"</script></html>';
const page = (body, canonical = 'https://rstest.rs/x') => `<!doctype html><html><head><link data-rh=true rel=canonical href=${canonical} /></head><body>${body}</body></html>`;

describe('countElements', () => {
  it('counts start tags, void and self-closing ones included', () => {
    expect(countElements('<div><p>a<br>b</p><img src=x /></div>')).toBe(4);
  });
  it('does not count tag-like text in scripts, comments and attributes', () => {
    expect(countElements('<div title="<span>"><!-- <p> --><script>var s = "<div><b>";</script></div>')).toBe(2);
  });
});

describe('what is a content page', () => {
  it('recognises the redirect stubs of plugin-client-redirects, not a long page that mentions refresh', () => {
    expect(isRedirectStub(REDIRECT)).toBe(true);
    expect(isRedirectStub(page('<meta http-equiv="refresh" content="0">'.padEnd(5000, ' ')))).toBe(false);
    expect(isRedirectStub(page('<p>refresh</p>'))).toBe(false);
  });
  it('leaves out 404 and search pages in every locale', () => {
    expect(isExcludedPath('404.html')).toBe(true);
    expect(isExcludedPath('zh/404.html')).toBe(true);
    expect(isExcludedPath('search/index.html')).toBe(true);
    expect(isExcludedPath('zh/search.html')).toBe(true);
    expect(isExcludedPath('guide/start/index.html')).toBe(false);
    expect(isExcludedPath('api/search-params/index.html')).toBe(false);
  });
});

describe('routes and locales', () => {
  it('turns file paths into the routes readers open', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('zh/index.html')).toBe('/zh');
    expect(routeOf('guide/start/quick-start/index.html')).toBe('/guide/start/quick-start');
    expect(routeOf('zh/guide/start/index.html', { isIndexDoc: (dir) => dir === '/zh/guide/start' })).toBe('/zh/guide/start/');
    expect(routeOf('blog.html')).toBe('/blog');
  });
  it('reads the trailing slash from the canonical link (minified, unquoted attributes)', () => {
    expect(canonicalHasSlash(page('', 'https://rstest.rs/zh/guide/start/'), '/zh/guide/start')).toBe(true);
    expect(canonicalHasSlash(page('', 'https://rstest.rs/guide/start/quick-start'), '/guide/start/quick-start')).toBe(false);
    expect(canonicalHasSlash('<html></html>', '/a')).toBe(false);
  });
  it('takes the locale from the first path segment', () => {
    expect(localeOf('/zh/guide/start/')).toBe('zh');
    expect(localeOf('/zh')).toBe('zh');
    expect(localeOf('/guide/zh-notes')).toBe('en');
    expect(localeOf('/')).toBe('en');
  });
});

describe('longestPages', () => {
  const stat = (route, locale, elements, bytes) => ({ route, locale, elements, bytes, gzip: Math.round(bytes / 4) });
  const stats = [
    stat('/a', 'en', 100, 1000),
    stat('/b', 'en', 900, 2000), // most elements
    stat('/c', 'en', 50, 9000), // most bytes, few elements
    stat('/d', 'en', 800, 8000), // second on both: listed once
    stat('/e', 'en', 10, 10),
    stat('/zh/a', 'zh', 5, 50),
    stat('/zh/b', 'zh', 7, 40),
  ];

  it('lists the top pages by each measure per locale, each page once', () => {
    const [en, zh] = longestPages(stats, 2);
    expect(en.locale).toBe('en');
    expect(en.pages.map((p) => p.route)).toEqual(['/b', '/d', '/c']);
    expect(en.pages.find((p) => p.route === '/d').by).toEqual([{ measure: 'elements', rank: 2 }, { measure: 'bytes', rank: 2 }]);
    expect(en.topByElements.route).toBe('/b');
    expect(en.topByBytes.route).toBe('/c');
    expect(zh.topByElements.route).toBe('/zh/b');
    expect(zh.topByBytes.route).toBe('/zh/a');
  });
  it('never mixes locales', () => {
    const [en] = longestPages(stats, 10);
    expect(en.pages.every((p) => p.locale === 'en')).toBe(true);
  });
});

describe('scanBuild', () => {
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'longest-pages-'));
    const write = (file, html) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    };
    write('index.html', page('<main><p>home</p></main>', 'https://rstest.rs/'));
    write('guide/long/index.html', page('<ul>' + '<li>x</li>'.repeat(50) + '</ul>', 'https://rstest.rs/guide/long'));
    write('zh/guide/start/index.html', page('<p>开始</p>', 'https://rstest.rs/zh/guide/start/'));
    write('config/old-name/index.html', REDIRECT);
    write('404.html', page('<div>'.repeat(500)));
    write('zh/404.html', page('<div>'.repeat(500)));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('measures content pages only, with their routes and locales', () => {
    const stats = scanBuild(dir);
    expect(stats.map((s) => s.route).sort()).toEqual(['/', '/guide/long', '/zh/guide/start/']);
    const long = stats.find((s) => s.route === '/guide/long');
    // html, head, link, body, ul and 50 li.
    expect(long).toMatchObject({ locale: 'en', elements: 55 });
    expect(long.gzip).toBeLessThan(long.bytes);
    expect(stats.find((s) => s.route === '/zh/guide/start/').locale).toBe('zh');
  });
});

describe('withLongestPages', () => {
  const fixed = [
    { name: 'Doc page', path: '/guide/start/quick-start' },
    { name: 'Chinese page', path: '/zh/guide/start/', locale: 'zh-CN' },
  ];
  const top = (route) => ({ route });
  it('adds the longest page of each locale and measure after the sample, each path once', () => {
    const pages = withLongestPages(fixed, [
      { locale: 'en', topByElements: top('/api/expect'), topByBytes: top('/api/expect') },
      { locale: 'zh', topByElements: top('/zh/api/expect'), topByBytes: top('/zh/config/') },
    ]);
    expect(pages).toEqual([
      ...fixed,
      { name: 'Longest en (elements), longest en (HTML bytes)', path: '/api/expect' },
      { name: 'Longest zh (elements)', path: '/zh/api/expect', locale: 'zh-CN' },
      { name: 'Longest zh (HTML bytes)', path: '/zh/config/', locale: 'zh-CN' },
    ]);
  });
  it('names a sample page that is also the longest, without adding it twice', () => {
    const pages = withLongestPages(fixed, [{ locale: 'en', topByElements: top('/guide/start/quick-start'), topByBytes: top('/guide/start/quick-start') }]);
    expect(pages).toHaveLength(2);
    expect(pages[0].name).toBe('Doc page, longest en (elements), longest en (HTML bytes)');
    expect(fixed[0].name).toBe('Doc page');
  });
});
