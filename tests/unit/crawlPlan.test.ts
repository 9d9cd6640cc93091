/**
 * @jest-environment node
 */
import { coverPages, pageFeatures } from '../e2e/support/crawlPlan';

const page = (path: string, body: string) => pageFeatures(path, `<!doctype html><html class="plugin-docs docs-doc-id-${path}"><head><title>x</title></head><body>${body}</body></html>`);

describe('crawl plan (tests/e2e/support/crawlPlan.ts)', () => {
  it('describes a page by its elements, classes and roles, not by its id or active states', () => {
    const { features } = page('a', '<nav class="menu"><a class="menu__link menu__link--active" href="/a">A</a></nav><div role="tabpanel"><p>x</p></div>');
    expect([...features]).toEqual(expect.arrayContaining(['html.plugin-docs', 'nav', 'nav.menu', 'a.menu__link', 'div[role=tabpanel]', 'p', 'nav > a']));
    expect([...features].some((feature) => /docs-doc-id|--active/.test(feature))).toBe(false);
  });

  it('tells inline code in an admonition from inline code in a table', () => {
    const admonition = page('a', '<div class="theme-admonition-warning"><p>Use <code>x</code></p></div>');
    const table = page('b', '<table><tr><td><code>x</code></td></tr></table>');
    expect(admonition.features.has('theme-admonition-warning > code')).toBe(true);
    expect(table.features.has('td > code')).toBe(true);
  });

  it('takes the cheapest pages that together render every feature', () => {
    const pages = [
      page('/', '<header class="hero"></header>'),
      page('/big', `<table></table><ul>${'<li>x</li>'.repeat(50)}</ul>`),
      page('/small-table', '<table></table>'),
      page('/list', '<ul><li>x</li></ul>'),
      page('/plain', '<p>x</p><ul><li>y</li></ul>'),
    ];
    const chosen = coverPages(pages, ['/']).map((p) => p.path);
    expect(chosen[0]).toBe('/');
    expect(chosen).not.toContain('/big');
    const rendered = new Set(coverPages(pages, ['/']).flatMap((p) => [...p.features]));
    for (const p of pages) for (const feature of p.features) expect(rendered.has(feature)).toBe(true);
  });
});
