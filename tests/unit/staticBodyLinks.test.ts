import { appPathOf } from '../../plugins/static-bodies/client/bodyLinks';
import { codeTextOf } from '../../src/utils/codeText';
import { isJsonValue } from '../../src/utils/jsonValue';

const site = { baseUrl: '/', otherBaseUrls: ['/zh/'] };
const current = new URL('https://rstest.rs/guide/start/quick-start?x=1#install');
const link = (href: string, attributes: Record<string, string> = {}) => ({
  href: new URL(href, current).href,
  target: attributes.target ?? '',
  hasAttribute: (name: string) => name in attributes,
});

describe('which body links navigate inside the app (spec 2.8)', () => {
  it('in-site pages, with their query and hash', () => {
    expect(appPathOf(link('/config/test/retry'), current, site)).toBe('/config/test/retry');
    expect(appPathOf(link('../basic/cli#flags'), current, site)).toBe('/guide/basic/cli#flags');
    expect(appPathOf(link('/search?q=mock'), current, site)).toBe('/search?q=mock');
    expect(appPathOf(link('/guide/start/quick-start#usage'), new URL('https://rstest.rs/guide/start/'), site)).toBe('/guide/start/quick-start#usage');
  });

  it('not what the browser should follow itself', () => {
    expect(appPathOf(link('https://github.com/web-infra-dev/rstest'), current, site)).toBeNull();
    expect(appPathOf(link('/config/', { target: '_blank' }), current, site)).toBeNull();
    expect(appPathOf(link('/llms.txt'), current, site)).toBeNull();
    expect(appPathOf(link('/api/test-api/expect.md'), current, site)).toBeNull();
    expect(appPathOf(link('/img/docs/a.svg', { download: '' }), current, site)).toBeNull();
    expect(appPathOf(link('/zh/guide/start/'), current, site)).toBeNull();
    // A hash on the page being read: the browser scrolls, as with a plain anchor.
    expect(appPathOf(link('?x=1#usage'), current, site)).toBeNull();
    expect(appPathOf(link('/guide/start/quick-start?x=1#usage'), current, site)).toBeNull();
    // Under another base URL (the Chinese app), the English site is another app.
    expect(appPathOf(link('/guide/start/'), new URL('https://rstest.rs/zh/guide/'), { baseUrl: '/zh/', otherBaseUrls: [] })).toBeNull();
    expect(appPathOf(link('/zh/config/'), new URL('https://rstest.rs/zh/guide/'), { baseUrl: '/zh/', otherBaseUrls: [] })).toBe('/zh/config/');
  });
});

describe('the code a static block copies', () => {
  it('is the text of its <code> when lines are not elements', () => {
    const code = document.createElement('code');
    code.innerHTML = '<span class="token keyword">const</span> a = 1;\nconst b = <span class="token number">2</span>;';
    expect(codeTextOf(code)).toBe('const a = 1;\nconst b = 2;');
  });

  it('is the lines joined by newlines when each line is an element (a <br> has no text, numbers are CSS)', () => {
    const code = document.createElement('code');
    code.innerHTML =
      '<span class="token-line"><span class="codeLineNumber"></span><span class="codeLineContent">a()</span><br></span>' +
      '<div class="token-line theme-code-block-highlighted-line">b()</div><div class="token-line"><br></div><div class="token-line">c()</div>';
    expect(codeTextOf(code)).toBe('a()\nb()\n\nc()');
  });
});

describe('island props that survive JSON', () => {
  it('accepts data and rejects what is not', () => {
    expect(isJsonValue({ tabs: { groupId: 'pm', className: undefined }, items: [{ value: 'npm', label: 'npm', default: true }], depth: 2 })).toBe(true);
    expect(isJsonValue({ label: { $$typeof: Symbol.for('react.element') } })).toBe(false);
    expect(isJsonValue({ onClick: () => undefined })).toBe(false);
    expect(isJsonValue({ when: new Date(0) })).toBe(false);
    expect(isJsonValue([1, Number.NaN])).toBe(false);
    expect(isJsonValue([undefined])).toBe(false);
  });
});

describe('the zoom enhancer', () => {
  it('finds the images the hook marks', async () => {
    const { ZOOMABLE_ATTRIBUTE } = await import('../../src/hooks/useImageZoom');
    expect(ZOOMABLE_ATTRIBUTE).toBe('data-zoomable');
  });
});
