import React from 'react';
import { render } from '@testing-library/react';
import { Helmet, HelmetProvider, mergeStates, stateOf, tagKey } from '../../plugins/lean-main/client/helmet';

describe('the browser build\'s Helmet (plugins/lean-main/client/helmet.tsx)', () => {
  it('reads what a <Head> asks for, fragments included, with attribute names as the DOM has them', () => {
    const state = stateOf(
      <>
        <html className="docs-wrapper" lang="en" data-has-hydrated={false} />
        <title>retry - Rstest</title>
        <>
          <meta property="og:title" content="retry" />
          <link rel="alternate" hrefLang="zh-CN" href="https://rstest.rs/zh/" />
        </>
        <script type="application/ld+json">{'{"a":1}'}</script>
      </>,
    );
    expect(state.title).toBe('retry - Rstest');
    expect(state.html).toEqual({ class: 'docs-wrapper', lang: 'en', 'data-has-hydrated': 'false' });
    expect(state.tags.map(tagKey)).toEqual([
      'meta content="retry" property="og:title" ',
      'link href="https://rstest.rs/zh/" hreflang="zh-CN" rel="alternate" ',
      'script type="application/ld+json" {"a":1}',
    ]);
  });

  it('lets a later Helmet win: title, attributes, a meta of the same name, the canonical link', () => {
    const merged = mergeStates([
      stateOf(
        <>
          <title>Rstest</title>
          <html lang="en" className="a" />
          <meta name="description" content="site" />
          <link rel="canonical" href="/" />
          <link rel="alternate" href="/a" />
        </>,
      ),
      stateOf(
        <>
          <title>retry - Rstest</title>
          <html className="a b" />
          <meta name="description" content="page" />
          <link rel="canonical" href="/retry" />
          <link rel="alternate" href="/b" />
        </>,
      ),
    ]);
    expect(merged.title).toBe('retry - Rstest');
    expect(merged.html).toEqual({ lang: 'en', class: 'a b' });
    expect(merged.tags.map((tag) => tag.attributes.content ?? tag.attributes.href)).toEqual(['page', '/retry', '/a', '/b']);
  });

  it('keeps the document in step, removing what no Helmet sets any more, and waits for canUseDOM', async () => {
    document.documentElement.setAttribute('data-rh', 'lang,data-old');
    document.documentElement.setAttribute('data-old', 'x');
    document.head.innerHTML = '<title data-rh="true">Zero</title><meta data-rh="true" name="description" content="old"><meta name="viewport" content="w">';
    HelmetProvider.canUseDOM = false;
    const view = render(
      <Helmet>
        <title>One</title>
        <html lang="en" />
        <meta name="description" content="new" />
      </Helmet>,
    );
    await Promise.resolve();
    expect(document.title).not.toBe('One');
    HelmetProvider.canUseDOM = true;
    view.rerender(
      <Helmet>
        <title>Two</title>
        <html lang="en" />
        <meta name="description" content="new" />
      </Helmet>,
    );
    await Promise.resolve();
    expect(document.title).toBe('Two');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.documentElement.hasAttribute('data-old')).toBe(false);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    const metas = () => Array.from(document.head.querySelectorAll('meta'), (meta) => meta.outerHTML).join('');
    expect(metas()).toBe('<meta name="viewport" content="w"><meta name="description" content="new" data-rh="true">');
    view.unmount();
    await Promise.resolve();
    expect(metas()).toBe('<meta name="viewport" content="w">');
  });
});
