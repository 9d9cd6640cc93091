import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './support/fixtures';

/** The number of doc pages: Markdown files under docs/. */
function docPageCount(): number {
  const walk = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? walk(path.join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? 1 : 0), 0);
  return walk(path.resolve(__dirname, '../../docs'));
}

test.describe('findability (issue 9)', () => {
  for (const [path, lang, alternate] of [
    ['/config/test/retry', 'en', 'https://rstest.rs/zh/config/test/retry'],
    ['/zh/config/test/retry', 'zh-CN', 'https://rstest.rs/config/test/retry'],
  ] as const) {
    test(`head tags of ${path}`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="?${lang}"?`));
      // (The HTML minifier drops the quotes around a value without spaces.)
      expect(html).toMatch(/<meta[^>]+name="?description"? content=("[^"]{40,}"|[^\s">]{40,})/);
      expect(html).toMatch(/<link[^>]+rel="?canonical"? href="?https:\/\/rstest\.rs\//);
      expect(html).toContain(alternate);
      expect(html).toMatch(/hreflang="?x-default"?/);
      expect(html).toMatch(/property="?og:image"? content="?https:\/\/rstest\.rs\/(zh\/)?img\/og-image\.png/);
      expect(html).toMatch(/name="?twitter:card"? content="?summary_large_image/);
    });
  }

  test('robots.txt and both sitemaps with hreflang alternates', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://rstest.rs/zh/sitemap.xml');
    const zhSitemap = await (await request.get('/zh/sitemap.xml')).text();
    expect(zhSitemap).toContain('<loc>https://rstest.rs/zh/config/test/retry</loc>');
    expect(zhSitemap).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://rstest.rs/config/test/retry"/>');
  });

  test('llms.txt indexes every page, per locale, with Markdown twins', async ({ request }) => {
    const en = await (await request.get('/llms.txt')).text();
    const zh = await (await request.get('/zh/llms.txt')).text();
    const links = (text: string) => [...text.matchAll(/\]\((https:\/\/rstest\.rs[^)]+\.md)\)/g)].map((match) => match[1]);
    // One link per doc page (docs/ has one .md per page).
    const pages = docPageCount();
    expect(pages).toBeGreaterThanOrEqual(41);
    expect(links(en)).toHaveLength(pages);
    expect(links(zh)).toHaveLength(pages);
    expect(zh).toContain('https://rstest.rs/zh/config/test/retry.md');
    const twin = await request.get('/config/test/retry.md');
    expect(twin.status()).toBe(200);
    const text = await twin.text();
    expect(text).toMatch(/^# retry\n/);
    expect(text).not.toMatch(/\{#[\w-]+\}/);
    expect((await request.get('/guide/start/index.md')).status()).toBe(200);
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full.length).toBeGreaterThan(100_000);
  });

  // issue 25: the site says what Rstest is, so it is not taken for the Rust crate `rstest`.
  for (const [path, phrase, subtitle] of [
    ['/', 'JavaScript testing framework', 'A testing framework powered by Rspack, with first-class support for the Rspack ecosystem'],
    ['/zh/', 'JavaScript 测试框架', '基于 Rspack 的测试框架，为 Rspack 生态提供一流支持'],
  ] as const) {
    test(`"${phrase}" in the description, Open Graph text and llms.txt of ${path}`, async ({ request, page }) => {
      const html = await (await request.get(path)).text();
      const meta = (name: string) => new RegExp(`<meta[^>]+(?:name|property)="?${name}"? content="([^"]*)"`).exec(html)?.[1] ?? '';
      expect(meta('description')).toContain(phrase);
      expect(meta('og:description')).toContain(phrase);
      expect(await (await request.get(`${path}llms.txt`)).text()).toMatch(new RegExp(`^# Rstest\n\n> .*${phrase}`));
      // The hero's visible subtitle stays the spec's.
      await page.goto(path);
      await expect(page.getByText(subtitle, { exact: true })).toBeVisible();
    });
  }
});
