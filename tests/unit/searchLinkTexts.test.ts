/**
 * Link texts as a ranking signal (plugins/search-index/linkTexts.ts, issue 39):
 * which links of a built page count, and how they are gathered per page.
 */
import { bodyLinks, collectLinkTexts, linkTextPart, pageKey } from '../../plugins/search-index/linkTexts';
import { easyopsPart } from './support/easyopsIndex';

const page = (body: string) =>
  `<html><body><nav class=navbar><a href=/config/test/retry>retry</a></nav><aside><a href=/guide/start/>Guide</a></aside>` +
  `<article><div class="theme-doc-markdown markdown">${body}</div></article><footer><a href=/blog>Blog</a></footer></body></html>`;

describe('pageKey', () => {
  it('compares pages without trailing slash, index.html, .html, query or hash', () => {
    expect(pageKey('/guide/start/')).toBe('/guide/start');
    expect(pageKey('/zh/guide/start/index.html')).toBe('/zh/guide/start');
    expect(pageKey('/config/test/retry.html?x=1#y')).toBe('/config/test/retry');
    expect(pageKey('/')).toBe('/');
  });
});

describe('bodyLinks', () => {
  it('reads the links of the Markdown body only, with the text of their inner elements', () => {
    const links = bodyLinks(page('<p>See <a class="" href=/config/test/testTimeout><code>testTimeout</code></a> and <a href="/zh/config/test/testTimeout">测试 &amp; 超时<br>上限</a>.</p>'), '/guide/a');
    expect(links).toEqual([
      { target: '/config/test/testTimeout', text: 'testTimeout' },
      { target: '/zh/config/test/testTimeout', text: '测试 & 超时上限' },
    ]);
  });

  it('leaves out links to a section, to another site, bare hashes and mail links; resolves relative paths', () => {
    const links = bodyLinks(page('<a href=/config/test/retry#default>default</a><a href=https://rspack.rs/>Rspack</a><a href=#x>x</a><a href=mailto:a@b.c>mail</a><a href=../b/>B</a>'), '/guide/a/');
    expect(links).toEqual([{ target: '/guide/b', text: 'B' }]);
  });
});

describe('collectLinkTexts', () => {
  it('counts each text once per linking page, leaves out a page linking to itself, and long texts', () => {
    const texts = collectLinkTexts([
      { url: '/guide/a/index.html', html: page('<a href=/config/retry>Retry</a><a href=/config/retry>retry</a><a href=/guide/a>self</a>') },
      { url: '/guide/b/index.html', html: page(`<a href=/config/retry>retry</a><a href=/config/retry>${'long '.repeat(20)}</a><a href=/guide/a/>A</a>`) },
    ]);
    expect(texts.get('/config/retry')).toEqual([['retry', 2]]);
    expect(texts.get('/guide/a')).toEqual([['a', 1]]);
  });
});

describe('linkTextPart', () => {
  it('gives each page, in title order, one document per text, ids after the free one', () => {
    const titles = [
      { i: 1, t: 'retry', u: '/config/retry' },
      { i: 2, t: 'Guide', u: '/guide/' },
      { i: 3, t: 'testTimeout', u: '/config/testTimeout' },
    ];
    const texts = new Map<string, [string, number][]>([
      ['/config/testTimeout', [['test timeout', 2]]],
      ['/config/retry', [['retry', 3], ['retries', 1]]],
    ]);
    const part = linkTextPart(titles, texts, { build: (documents) => easyopsPart(documents as never), firstId: 10 });
    expect(part.documents).toEqual([
      { i: 10, t: 'retry', u: '/config/retry', p: 1, s: 'retry' },
      { i: 11, t: 'retries', u: '/config/retry', p: 1, s: 'retry' },
      { i: 12, t: 'test timeout', u: '/config/testTimeout', p: 3, s: 'testTimeout' },
    ]);
    expect(part.index.invertedIndex.map(([term]) => term)).toEqual(expect.arrayContaining(['retri', 'test', 'timeout']));
  });
});
