import { prismThemeCss, prismThemesCss } from '../../src/utils/prismThemeCss';
import { darkCodeTheme, lightCodeTheme } from '../../src/config/prismThemes';

describe('prismThemeCss', () => {
  it('turns plain colours into the Prism variables and token styles into scoped rules', () => {
    const css = prismThemeCss(
      {
        plain: { color: '#111', backgroundColor: '#eee' },
        styles: [
          { types: ['comment', 'prolog'], style: { color: '#555', fontStyle: 'italic' } },
          { types: ['tag'], languages: ['markup'], style: { color: '#0a0' } },
        ],
      },
      "[data-theme='light']",
    );
    expect(css).toBe(
      [
        "[data-theme='light']{--prism-color:#111;--prism-background-color:#eee}",
        "[data-theme='light'] .token.comment,[data-theme='light'] .token.prolog{color:#555;font-style:italic}",
        "[data-theme='light'] .language-markup .token.tag{color:#0a0}",
        '',
      ].join('\n'),
    );
  });

  it('drops characters that would break out of a selector', () => {
    const css = prismThemeCss({ plain: {}, styles: [{ types: ['a}b{c'], style: { color: 'red' } }] }, '.x');
    expect(css).toBe('.x .token.abc{color:red}\n');
  });

  it('covers both colour modes of the site themes', () => {
    const css = prismThemesCss(lightCodeTheme, darkCodeTheme);
    expect(css).toContain(`[data-theme='light']{--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor}}`);
    expect(css).toContain(`[data-theme='dark']{--prism-color:${darkCodeTheme.plain.color};--prism-background-color:${darkCodeTheme.plain.backgroundColor}}`);
    expect(css).toMatch(/\[data-theme='light'\] \.token\.keyword[,{]/);
    expect(css).toMatch(/\[data-theme='dark'\] \.token\.keyword[,{]/);
  });
});
