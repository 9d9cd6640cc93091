/**
 * @jest-environment node
 */
import { staticBodyModule } from '../../plugins/static-bodies/mdxModule';
import { extractBodies } from '../../plugins/static-bodies/extractBodies';
import { bodyKeysOf } from '../../plugins/static-bodies/client/bodyKeys';

// The shape @docusaurus/mdx-loader 3.10 returns: its own exports, then MDX's compiled module.
const compiled = `
export const frontMatter = {"title": "Retry"};
export const contentTitle = 'retry';
export {default as metadata} from '@site/.docusaurus/meta.json'
export const assets = {};
import {jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";
import {useMDXComponents as _provideComponents} from "@mdx-js/react";
import Overview from "@site/src/components/Overview";
import {toc as partialToc} from "./_partial.md";
import "./page.css";
const helper = 1;
export const toc = [...partialToc, {"value": "Example", "id": "example", "level": 2}];
function _createMdxContent(props) {
  const _components = {p: "p", ..._provideComponents(), ...props.components};
  return _jsxs(_components.p, {children: ["A long body ", _jsx(Overview, {}), helper]});
}
export default function MDXContent(props = {}) {
  return _jsx(_createMdxContent, {...props});
}
`;

describe('the compiled MDX page module', () => {
  it('keeps the module and adds the body key in every build but the browser production one', () => {
    const out = staticBodyModule(compiled, { key: 'k1', stub: false });
    expect(out.startsWith(compiled)).toBe(true);
    expect(out).toContain('export const staticBodyKey = "k1";');
  });

  it('drops the body from the browser module, keeping what the chrome reads and what that uses', () => {
    const out = staticBodyModule(compiled, { key: 'k1', stub: true });
    expect(out).toContain('export const frontMatter = {"title": "Retry"};');
    expect(out).toContain("export {default as metadata} from '@site/.docusaurus/meta.json'");
    expect(out).toContain('export const toc = [...partialToc');
    expect(out).toContain('import {toc as partialToc} from "./_partial.md";');
    expect(out).toContain('import "./page.css";');
    expect(out).toContain('export const staticBodyKey = "k1";');
    expect(out).toContain('export default function StaticMDXContent() { return null; }');
    for (const gone of ['A long body', '_createMdxContent', 'function MDXContent', 'Overview', 'react/jsx-runtime', '@mdx-js/react', 'const helper']) {
      expect(out).not.toContain(gone);
    }
  });

  it('fails loudly when the module does not have the expected shape', () => {
    expect(() => staticBodyModule('export const toc = [];', { key: 'k', stub: true })).toThrow(/one default export/);
    expect(() => staticBodyModule(`${compiled}\nexport const staticBodyKey = 1;`, { key: 'k', stub: false })).toThrow(/reserved/);
  });
});

describe('page bodies cut from a built page', () => {
  it('takes each holder\'s inner HTML as the page has it, nested elements and void tags included', () => {
    const inner = '<h1>T</h1><p>a<br>b<p>c<div><div data-island=tabs data-island-props="{&quot;a&quot;:1}">x</div></div><img src=x.png>';
    const html = `<html><body><nav><div>menu</div></nav><div class="markdown" data-static-body=abc>${inner}</div><footer>f</footer><div data-static-body="def"></div></body></html>`;
    expect(extractBodies(html)).toEqual([
      { key: 'abc', html: inner },
      { key: 'def', html: '' },
    ]);
  });

  it('refuses a body that never closes', () => {
    expect(() => extractBodies('<div data-static-body=a><p>x')).toThrow(/no end tag/);
  });
});

describe('the bodies a navigation needs', () => {
  it('are the keys the route\'s loaded page modules carry', () => {
    const page = { default: () => null, staticBodyKey: 'a' };
    const list = [[{ default: {} }, page], [{ default: { sidebar: [] } }, { staticBodyKey: 'b' }, { staticBodyKey: 'a' }]];
    expect(bodyKeysOf(list)).toEqual(['a', 'b']);
    expect(bodyKeysOf([[{ staticBodyKey: 3 }]])).toEqual([]);
  });
});
