/**
 * @jest-environment node
 */
import { readStaticPage } from '../e2e/support/staticHtml';

describe('literal ** in a page’s server HTML', () => {
  it('finds bold Markdown that did not render, with the text around it', () => {
    // What `**位置和名称：**在……` renders to: CommonMark leaves the asterisks.
    const html = '<html><body><article><h1>快照</h1><ul><li>**位置和名称：**在测试文件旁的 __snapshots__ 中</li></ul></article></body></html>';
    const snippets = readStaticPage(html).literalAsterisks;
    expect(snippets).toHaveLength(2);
    expect(snippets[0]).toBe('快照**位置和名称：**在测试文件旁的 __sn');
  });
  it('finds asterisks split around a link or bold text', () => {
    const html = '<article><p>**<a href="/x">Hook 超时</a>：**见下文</p></article>';
    expect(readStaticPage(html).literalAsterisks).toHaveLength(2);
  });
  it('leaves code, scripts, styles and rendered bold alone, anywhere on the page', () => {
    const html = [
      '<nav class="navbar">菜单</nav><article><h1>A</h1>',
      '<p><strong>位置和名称</strong>：在 <code>**/*.test.ts</code> 中，2 <code>**</code> 3</p>',
      '<pre><code>const x = 2 ** 10; // **bold**</code></pre>',
      '<script>var a = "**";</script><style>a::after{content:"**"}</style>',
      '</article>',
    ].join('');
    const page = readStaticPage(html);
    expect(page.literalAsterisks).toEqual([]);
    expect(page.hasNavbar).toBe(true);
  });
});
