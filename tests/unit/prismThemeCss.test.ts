import { blend, contrastRatio, parseColor } from '../../src/utils/colorContrast';
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

describe('code colours (WCAG AA)', () => {
  // The crawl's axe runs leave the token spans of code blocks out (they are most
  // of a long page's elements): this proves their contrast once, for every token
  // colour on the block background and on a highlighted line (src/css/custom.css).
  const cases = [
    ['light', lightCodeTheme, blend([0, 0, 0], 0.08, parseColor(lightCodeTheme.plain.backgroundColor!))],
    ['dark', darkCodeTheme, blend([255, 255, 255], 0.1, parseColor(darkCodeTheme.plain.backgroundColor!))],
  ] as const;
  for (const [mode, theme, highlighted] of cases) {
    it(`keeps every ${mode} token at 4.5:1 or more, highlighted lines included`, () => {
      const background = parseColor(theme.plain.backgroundColor!);
      const colours = [theme.plain.color!, ...theme.styles.map((entry) => entry.style.color).filter((color): color is string => Boolean(color))];
      expect(colours.length).toBeGreaterThan(5);
      const low = colours.flatMap((color) =>
        [background, highlighted]
          .map((back) => contrastRatio(parseColor(color), back))
          .filter((ratio) => ratio < 4.5)
          .map((ratio) => `${color}: ${ratio.toFixed(2)}`),
      );
      expect(low).toEqual([]);
    });
  }
});
