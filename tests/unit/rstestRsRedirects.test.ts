/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { RSTEST_RS_ANCHORS, RSTEST_RS_REDIRECTS, RSTEST_RS_SAME_PATHS } from '../../src/config/rstestRsRedirects';
import { anchorPagePath, resolveHashAlias } from '../../src/utils/hashAlias';
import { redirectsFor, withoutSlash } from '../../plugins/rstest-rs-redirects/redirects';

const root = path.resolve(__dirname, '../..');
const routesFile = path.resolve(root, '../shared/data/rstest-rs-routes.txt');

/** Old paths of rstest.rs: every non-comment line, the `from` side of its redirect lines, English only. */
function rstestRsPaths(): string[] {
  return fs
    .readFileSync(routesFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'))
    .map((line) => line.split('->')[0]!.trim())
    .filter((line) => !line.startsWith('/zh/'));
}

/**
 * Pages other changes are adding in parallel: a target among them may be missing
 * from this checkout. Any other missing target is a mistake.
 */
const PAGES_BEING_ADDED = new Set([
  '/api/javascript-api/types',
  '/api/test-api/environment-variables',
  '/blog',
  '/blog/announcing-0-10',
  '/blog/announcing-0-11',
  '/guide/advanced/metadata',
  '/guide/advanced/playwright',
  '/guide/advanced/scoped-cleanup',
  '/guide/basic/upgrade-rstest',
  '/guide/basic/vscode-extension',
  '/guide/browser-testing',
  '/guide/start/ai',
  '/guide/start/features',
]);

/** The Markdown source of one of our routes in a locale, or null when there is no page. */
function sourceOf(route: string, locale: 'en' | 'zh' = 'en'): string | null {
  const bare = withoutSlash(route);
  const dir = locale === 'en' ? 'docs' : 'i18n/zh/docusaurus-plugin-content-docs/current';
  if (bare === '/') return fs.readFileSync(path.join(root, 'src/pages/index.tsx'), 'utf8');
  for (const candidate of [`${bare}.md`, `${bare}.mdx`, `${bare}/index.md`, `${bare}/index.mdx`]) {
    const file = path.join(root, dir, candidate);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  return null;
}

const headingIds = (source: string) => [...source.matchAll(/^#{2,4} .*\{#([^}]+)\}\s*$/gm)].map((match) => match[1]!);
const frontMatter = (source: string, key: string) => new RegExp(`^${key}:\\s*"?(.*?)"?\\s*$`, 'm').exec(source)?.[1] ?? '';

describe('rstest.rs paths', () => {
  const paths = rstestRsPaths();

  it('reads the published list (routes and their own redirects)', () => {
    expect(paths.length).toBeGreaterThan(100);
    expect(paths).toContain('/api/runtime-api/rstest/mock-functions');
    expect(paths).toContain('/guide/basic/metadata');
  });

  it('names every path either as a redirect or as a page at the same path', () => {
    const same = new Set(RSTEST_RS_SAME_PATHS);
    const forgotten = paths.filter((p) => !(withoutSlash(p) in RSTEST_RS_REDIRECTS) && !same.has(withoutSlash(p)));
    expect(forgotten).toEqual([]);
    // A redirect whose source is also one of our pages would be dropped by the plugin.
    expect(Object.keys(RSTEST_RS_REDIRECTS).filter((from) => same.has(from))).toEqual([]);
  });

  it('maps to pages that exist (or are being added), in both languages, and to their headings', () => {
    const problems: string[] = [];
    const targets = [
      ...Object.values(RSTEST_RS_REDIRECTS),
      ...RSTEST_RS_SAME_PATHS,
    ];
    for (const target of targets) {
      const [page, anchor] = target.split('#') as [string, string | undefined];
      const en = sourceOf(page);
      if (!en) {
        if (!PAGES_BEING_ADDED.has(withoutSlash(page))) problems.push(`${target}: no page`);
        continue;
      }
      if (withoutSlash(page) !== '/' && !sourceOf(page, 'zh')) problems.push(`${target}: no Chinese page`);
      if (anchor && !headingIds(en).includes(anchor)) problems.push(`${target}: no heading #${anchor}`);
    }
    expect(problems).toEqual([]);
  });

  it('never sends an old path to an unrelated page: the subject of the old path is in the title, description or heading of the target', () => {
    // The subject is a word of the last path segment ("mock-functions" → mock,
    // functions; "more" frameworks → framework); compare on the first five letters so that
    // "debugging" meets "Debug Mode" and "migration/jest" meets "Migrating from Jest".
    const unrelated: string[] = [];
    for (const [from, target] of Object.entries(RSTEST_RS_REDIRECTS)) {
      const [page, anchor] = target.split('#') as [string, string | undefined];
      const source = sourceOf(page);
      if (!source) continue;
      const heading = anchor ? new RegExp(`^#{2,4} (.*)\\{#${anchor}\\}`, 'm').exec(source)?.[1] ?? '' : '';
      const haystack = `${frontMatter(source, 'title')} ${frontMatter(source, 'description')} ${heading} ${page}`.toLowerCase().replace(/[^a-z0-9]/g, '');
      const last = from.split('/').filter(Boolean).pop()!.split('-');
      // "runtime-api" says where, not what: its subject is "api".
      const subject = last.filter((word) => word !== 'runtime');
      const words = from === '/guide/framework/more' ? ['framework'] : subject;
      if (!words.some((word) => haystack.includes(word.slice(0, 5)))) unrelated.push(`${from} → ${target}`);
    }
    expect(unrelated).toEqual([]);
  });

  it('maps each kebab-case config slug to the option of the same name', () => {
    for (const [from, target] of Object.entries(RSTEST_RS_REDIRECTS)) {
      if (!from.startsWith('/config/test/')) continue;
      const camel = from.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      expect(target).toBe(camel);
    }
  });
});

describe('redirectsFor', () => {
  const mapping = {
    '/api/runtime-api/rstest/mock-functions': '/api/rstest/mockFunctions',
    '/api/runtime-api': '/api/',
    '/guide/start/agent-install': '/guide/start/ai#install-prompt',
    '/guide/browser-testing/getting-started': '/guide/browser-testing/#getting-started',
    '/config/test/bail-old': '/config/test/bail',
  };

  it('keeps the redirects whose target page exists, written as the route', () => {
    const routes = ['/api/rstest/mockFunctions', '/api/', '/config/test/bail', '/guide/browser-testing/'];
    expect(redirectsFor(mapping, routes)).toEqual([
      { from: '/api/runtime-api/rstest/mock-functions', to: '/api/rstest/mockFunctions' },
      { from: '/api/runtime-api', to: '/api/' },
      { from: '/guide/browser-testing/getting-started', to: '/guide/browser-testing/#getting-started' },
      { from: '/config/test/bail-old', to: '/config/test/bail' },
    ]);
  });

  it('skips a redirect once a page exists at its old path', () => {
    const routes = ['/guide/start/ai', '/guide/start/agent-install', '/config/test/bail', '/config/test/bail-old/'];
    expect(redirectsFor(mapping, routes)).toEqual([]);
  });

  it('matches targets with or without a trailing slash', () => {
    expect(redirectsFor({ '/a': '/b' }, ['/b/'])).toEqual([{ from: '/a', to: '/b/' }]);
    expect(redirectsFor({ '/a/': '/b/' }, ['/b'])).toEqual([{ from: '/a', to: '/b' }]);
  });

  it('emits every redirect of the real mapping for a build that has all pages', () => {
    const allTargets = Object.values(RSTEST_RS_REDIRECTS).map((target) => target.split('#')[0]!);
    expect(redirectsFor(RSTEST_RS_REDIRECTS, allTargets)).toHaveLength(Object.keys(RSTEST_RS_REDIRECTS).length);
  });
});

describe('old heading anchors', () => {
  const idsOf = (route: string) => headingIds(sourceOf(route)!);

  it('sends #rsspyon (printed by @rstest/core 0.12.0) to the rs.spyOn heading in both languages', () => {
    const ids = idsOf('/api/rstest/mockFunctions');
    expect(resolveHashAlias('/api/rstest/mockFunctions', 'rsspyon', ids)).toBe('rstest-spyon');
    expect(resolveHashAlias('/zh/api/rstest/mockFunctions/', 'rsspyon', headingIds(sourceOf('/api/rstest/mockFunctions', 'zh')!))).toBe('rstest-spyon');
  });

  it('matches ids that differ only in punctuation', () => {
    expect(resolveHashAlias('/api/test-api/hooks', 'beforeall', idsOf('/api/test-api/hooks'))).toBe('before-all');
    expect(resolveHashAlias('/api/test-api/test', 'testeach', idsOf('/api/test-api/test'))).toBe('test-each');
  });

  it('uses the explicit entries for members that share a section', () => {
    expect(resolveHashAlias('/api/rstest/fakeTimers', 'rsusefaketimers', idsOf('/api/rstest/fakeTimers'))).toBe('enable-and-disable');
    expect(resolveHashAlias('/zh/api/rstest/mockInstance', 'mockreturnvalueonce', idsOf('/api/rstest/mockInstance'))).toBe('return-values');
  });

  it('leaves a working, unknown, empty or ambiguous anchor alone', () => {
    expect(resolveHashAlias('/api/rstest/mockFunctions', 'rstest-spyon', ['rstest-spyon'])).toBeNull();
    expect(resolveHashAlias('/api/rstest/mockFunctions', 'nothing-like-it', ['rstest-spyon'])).toBeNull();
    expect(resolveHashAlias('/api/rstest/mockFunctions', '', ['rstest-spyon'])).toBeNull();
    expect(resolveHashAlias('/x', '---', ['a'])).toBeNull();
    expect(resolveHashAlias('/x', 'ab', ['a-b', 'ab-'])).toBeNull();
    // An explicit entry whose section is missing from the page does not guess.
    expect(resolveHashAlias('/api/rstest/fakeTimers', 'rsusefaketimers', ['options'])).toBeNull();
  });

  it('strips the locale prefix and trailing slash from the page path', () => {
    expect(anchorPagePath('/zh/api/rstest/fakeTimers/')).toBe('/api/rstest/fakeTimers');
    expect(anchorPagePath('/zh')).toBe('/');
    expect(anchorPagePath('/zhx/a')).toBe('/zhx/a');
    expect(anchorPagePath('/')).toBe('/');
  });

  it('points every explicit entry at a heading of its page, in English and Chinese', () => {
    const missing: string[] = [];
    for (const [route, aliases] of Object.entries(RSTEST_RS_ANCHORS)) {
      for (const locale of ['en', 'zh'] as const) {
        const ids = headingIds(sourceOf(route, locale) ?? '');
        for (const [old, id] of Object.entries(aliases)) if (!ids.includes(id)) missing.push(`${locale} ${route}#${old} → #${id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
