/**
 * @jest-environment node
 */
import { purgeCss, selectorCanMatch, tokensOf } from '../../plugins/css-purge/purgeCss';

const tokens = tokensOf('<div class="navbar menu__link"><a id=top class=clean-btn>x</a></div> "codeLine_lJS_"');

describe('the stylesheet of the build, without what no page can use', () => {
  it('keeps a selector only when the page names its classes and ids', () => {
    expect(selectorCanMatch('.navbar .menu__link:hover', tokens)).toBe(true);
    expect(selectorCanMatch('#top > .codeLine_lJS_', tokens)).toBe(true);
    expect(selectorCanMatch('.navbar .pills__item', tokens)).toBe(false);
    expect(selectorCanMatch('#missing', tokens)).toBe(false);
    // What a pseudo-class argument names may well be absent: :not(.x) matches all the more.
    expect(selectorCanMatch('.navbar:not(.navbar--dark)', tokens)).toBe(true);
    expect(selectorCanMatch('html[data-theme=dark] a', tokens)).toBe(true);
  });

  it('removes unused rules, trims selector lists and drops emptied at-rules, leaving keyframes', () => {
    const css = '.navbar{a:1}.pills{b:2}.pills,.menu__link{c:3}@media (max-width:996px){.pills__item{d:4}}@keyframes spin{from{e:5}}@font-face{font-family:x}';
    const { css: out, removed } = purgeCss(css, tokens);
    expect(out).toBe('.navbar{a:1}.menu__link{c:3}@keyframes spin{from{e:5}}@font-face{font-family:x}');
    expect(removed).toBe(2);
  });
});
