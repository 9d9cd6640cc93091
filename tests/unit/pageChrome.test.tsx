import React from 'react';
import { render } from '@testing-library/react';
import {
  pageChromeFromFrontMatter,
  parseHeadTags,
  parsePageFlags,
  toDocusaurusFrontMatter,
  type PagePart,
} from '../../src/utils/pageChrome';
import { pageChromeScript } from '../../plugins/page-chrome/script';
import pageChromeClient from '../../plugins/page-chrome/client';
import PageChrome from '../../src/components/PageChrome';

describe('parsePageFlags (spec 2.2)', () => {
  it.each<[string, PagePart[]]>([
    ['', []],
    ['?navbar=0', ['navbar']],
    ['?sidebar=0', ['sidebar']],
    ['?outline=0', ['outline']],
    ['?footer=0', ['footer']],
    ['?globalUIComponents=0', ['globalUIComponents']],
    ['?footer=0&navbar=0&x=1', ['navbar', 'footer']],
    ['?navbar=0&sidebar=0&outline=0&footer=0&globalUIComponents=0', ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents']],
    // Any other value is ignored.
    ['?navbar=1', []],
    ['?navbar=false', []],
    ['?navbar=', []],
    ['?navbar', []],
    ['?navbar=00', []],
    ['?navbar=%30', ['navbar']],
    ['?navbar= 0', []],
    ['?Navbar=0', []],
    ['?globaluicomponents=0', []],
    ['?docusaurus-data-navbar=0', []],
    // Garbage never throws.
    ['?%E0%A4%A=0&navbar=%ZZ', []],
    ['?&&&=0', []],
  ])('%j → %j', (search, expected) => {
    expect(parsePageFlags(search)).toEqual(expected);
  });
});

describe('pageChromeFromFrontMatter (spec 2.2, 3)', () => {
  it('a doc page without any field shows everything', () => {
    expect(pageChromeFromFrontMatter({ title: 'x' }, 'doc')).toEqual({ pageType: 'doc', hidden: [], head: [] });
    expect(pageChromeFromFrontMatter(undefined, 'doc')).toEqual({ pageType: 'doc', hidden: [], head: [] });
  });
  it.each([
    ['doc', []],
    ['home', ['sidebar', 'outline']],
    ['404', ['sidebar', 'outline']],
    ['custom', ['sidebar', 'outline']],
    ['blank', ['navbar', 'sidebar', 'outline', 'footer']],
  ])('pageType %s hides %j', (pageType, hidden) => {
    expect(pageChromeFromFrontMatter({ pageType }, 'doc')).toMatchObject({ pageType, hidden });
  });
  it('falls back to the default type for an unknown or mistyped pageType', () => {
    expect(pageChromeFromFrontMatter({ pageType: 'landing' }, 'custom').pageType).toBe('custom');
    expect(pageChromeFromFrontMatter({ pageType: 404 }, 'doc').pageType).toBe('doc');
  });
  it('hides a part only for an explicit false', () => {
    expect(pageChromeFromFrontMatter({ navbar: false, sidebar: false, outline: false, footer: false, globalUIComponents: false }, 'doc').hidden).toEqual([
      'navbar',
      'sidebar',
      'outline',
      'footer',
      'globalUIComponents',
    ]);
    expect(pageChromeFromFrontMatter({ navbar: 'false', sidebar: 0, outline: null, footer: true }, 'doc').hidden).toEqual([]);
  });
  it('takes a non-empty titleSuffix', () => {
    expect(pageChromeFromFrontMatter({ titleSuffix: ' Rspack test runner ' }, 'doc').titleSuffix).toBe('Rspack test runner');
    expect(pageChromeFromFrontMatter({ titleSuffix: '  ' }, 'doc')).not.toHaveProperty('titleSuffix');
    expect(pageChromeFromFrontMatter({ titleSuffix: 3 }, 'doc')).not.toHaveProperty('titleSuffix');
  });
});

describe('parseHeadTags (front matter head)', () => {
  it('reads [tag, attributes, content] entries', () => {
    expect(
      parseHeadTags([
        ['meta', { name: 'robots', content: 'noindex' }],
        ['link', { rel: 'preconnect', href: 'https://example.com' }],
        ['script', { type: 'application/ld+json' }, '{"a":1}'],
        ['meta', { name: 'x', content: 2, bad: { nested: true } }],
      ]),
    ).toEqual([
      { tagName: 'meta', attributes: { name: 'robots', content: 'noindex' } },
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://example.com' } },
      { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"a":1}' },
      { tagName: 'meta', attributes: { name: 'x', content: '2' } },
    ]);
  });
  it.each<[unknown, string[]]>([
    [undefined, []],
    [null, []],
    ['meta', []],
    [{ meta: {} }, []],
    [[['title', {}, 'x']], []],
    [[['div', {}]], []],
    [[[]], []],
    [['meta'], []],
    [[['meta', 'name=x']], ['meta']],
  ])('keeps only head tags from %j', (value, tagNames) => {
    const tags = parseHeadTags(value);
    expect(tags.map((tag) => tag.tagName)).toEqual(tagNames);
    expect(tags.every((tag) => Object.keys(tag.attributes).length === 0)).toBe(true);
  });
});

describe('toDocusaurusFrontMatter (build time)', () => {
  it('gives pages without an outline hide_table_of_contents', () => {
    expect(toDocusaurusFrontMatter({ outline: false }, 'a.md')).toEqual({ outline: false, hide_table_of_contents: true });
    expect(toDocusaurusFrontMatter({ pageType: 'custom' }, 'a.md')).toEqual({ pageType: 'custom', hide_table_of_contents: true });
    expect(toDocusaurusFrontMatter({ pageType: 'blank' }, 'a.md')).toMatchObject({ hide_table_of_contents: true });
  });
  it('leaves doc pages and explicit settings alone', () => {
    const frontMatter = { title: 'x', outline: true };
    expect(toDocusaurusFrontMatter(frontMatter, 'a.md')).toBe(frontMatter);
    expect(toDocusaurusFrontMatter({ outline: false, hide_table_of_contents: false }, 'a.md')).toEqual({ outline: false, hide_table_of_contents: false });
  });
  it('fails the build on an unknown pageType, naming the file', () => {
    expect(() => toDocusaurusFrontMatter({ pageType: 'landing' }, 'docs/a.md')).toThrow('docs/a.md: pageType must be one of doc, home, 404, custom, blank; got "landing".');
  });
});

describe('the page-chrome head script and client module', () => {
  function runScript(search: string) {
    const attributes: Record<string, string> = {};
    const documentElement = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
    new Function('document', 'location', pageChromeScript('scroll'))({ documentElement }, { search });
    return attributes;
  }
  it('marks the navbar mode and the flagged parts before first paint', () => {
    expect(runScript('?navbar=0&outline=0')).toEqual({ 'data-navbar-mode': 'scroll', 'data-hide': 'navbar outline' });
    expect(runScript('?navbar=1')).toEqual({ 'data-navbar-mode': 'scroll' });
  });
  it('follows the query string of each client-side navigation', () => {
    const update = (search: string) => pageChromeClient.onRouteDidUpdate!({ location: { search } as never, previousLocation: null });
    update('?sidebar=0&footer=0');
    expect(document.documentElement.getAttribute('data-hide')).toBe('sidebar footer');
    update('');
    expect(document.documentElement.hasAttribute('data-hide')).toBe(false);
  });
});

describe('<PageChrome>', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('puts the page type, hidden parts, title suffix and head tags into the document', () => {
    const { unmount } = render(
      <PageChrome
        defaultType="doc"
        title="retry"
        frontMatter={{ pageType: 'custom', footer: false, titleSuffix: 'Rspack test runner', head: [['meta', { name: 'robots', content: 'noindex' }]] }}
      />,
    );
    const html = document.documentElement;
    expect(html.getAttribute('data-page-type')).toBe('custom');
    expect(html.getAttribute('data-page-hide')).toBe('sidebar outline footer');
    expect(document.title).toBe('retry - Rspack test runner');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'retry - Rspack test runner');
    unmount();
    expect(html.hasAttribute('data-page-type')).toBe(false);
  });

  it('sets only the page type for a plain doc page', () => {
    document.title = 'retry - Rstest';
    render(<PageChrome defaultType="doc" title="retry" frontMatter={{}} />);
    expect(document.documentElement.getAttribute('data-page-type')).toBe('doc');
    expect(document.documentElement.getAttribute('data-page-hide')).toBe('');
    expect(document.title).toBe('retry - Rstest');
  });
});
