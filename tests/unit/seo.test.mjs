/**
 * @jest-environment node
 */
import { alternateLinks } from '../../src/config/sitemap';
import { buildPolicy, headersFile, inlineScripts, parseHeadersFile, scriptHash } from '../../scripts/lib/csp.mjs';
import { toMarkdownTwin, twinPath } from '../../plugins/llms-txt/markdownTwin';

describe('sitemap hreflang alternates', () => {
  it('lists en, zh-CN and x-default from either locale', () => {
    const expected = [
      { lang: 'en', url: 'https://rstest.rs/config/test/retry' },
      { lang: 'zh-CN', url: 'https://rstest.rs/zh/config/test/retry' },
      { lang: 'x-default', url: 'https://rstest.rs/config/test/retry' },
    ];
    expect(alternateLinks('https://rstest.rs/config/test/retry')).toEqual(expected);
    expect(alternateLinks('https://rstest.rs/zh/config/test/retry')).toEqual(expected);
    expect(alternateLinks('https://rstest.rs/zh/')[1]).toEqual({ lang: 'zh-CN', url: 'https://rstest.rs/zh/' });
    expect(alternateLinks('https://rstest.rs/zhx/page')[0].url).toBe('https://rstest.rs/zhx/page');
  });
});

describe('content security policy', () => {
  it('hashes inline scripts only', () => {
    const html = '<script>a()</script><script src=/x.js></script><script type="application/ld+json">{}</script><script data-rh=true>b()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
    expect(scriptHash('a()')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
  it('never allows unsafe-eval or inline scripts and round-trips through _headers', () => {
    const policy = buildPolicy(new Set([scriptHash('a()')]));
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(/script-src ([^;]*)/.exec(policy)[1]).not.toMatch(/unsafe-inline/);
    expect(parseHeadersFile(headersFile(policy))['Content-Security-Policy']).toBe(policy);
  });
});

describe('Markdown twins for llms.txt', () => {
  const doc = { id: 'config/test/retry', title: 'retry', description: 'd', permalink: '/config/test/retry', sourcePath: '/site/docs/config/test/retry.md' };
  const other = { id: 'config/test/include', title: 'include', description: 'd', permalink: '/config/test/include', sourcePath: '/site/docs/config/test/include.md' };
  const docsBySource = new Map([[doc.sourcePath, doc], [other.sourcePath, other]]);
  it('maps permalinks to .md paths', () => {
    expect(twinPath('/guide/start/')).toBe('/guide/start/index.md');
    expect(twinPath('/zh/config/test/retry')).toBe('/zh/config/test/retry.md');
  });
  it('drops front matter, heading ids and runner flags, renders tabs and rewrites links', () => {
    const source = [
      '---', 'title: retry', '---', '# retry', '## Example {#example}', 'See [include](./include.md#default).',
      '<PackageManagerTabs command="npm install -D @rstest/core" />',
      '```ts title="rstest.config.ts" example="x"', '## not a heading {#kept}', '```', '```ts fragment', 'x', '```',
    ].join('\n');
    const twin = toMarkdownTwin(doc, source, { siteUrl: 'https://rstest.rs', docsBySource, overviewMarkdown: '' });
    expect(twin).toBe([
      '# retry', '## Example', 'See [include](https://rstest.rs/config/test/include.md#default).',
      '```bash', 'npm install -D @rstest/core', 'yarn add --dev @rstest/core', 'pnpm add -D @rstest/core', 'bun add -d @rstest/core', '```',
      '```ts title="rstest.config.ts"', '## not a heading {#kept}', '```', '```ts', 'x', '```', '',
    ].join('\n'));
  });
});

describe('site description (issue 25)', () => {
  it('says "JavaScript testing framework" in both languages, and the spec subtitle is unchanged', async () => {
    const { SITE_DESCRIPTION, SITE_TAGLINE } = await import('../../src/config/site');
    expect(SITE_DESCRIPTION.en).toMatch(/\bJavaScript testing framework\b/);
    expect(SITE_DESCRIPTION.zh).toMatch(/JavaScript 测试框架/);
    expect(SITE_TAGLINE.en).toBe('A testing framework powered by Rspack, with first-class support for the Rspack ecosystem');
    expect(SITE_TAGLINE.zh).toBe('基于 Rspack 的测试框架，为 Rspack 生态提供一流支持');
  });
});
