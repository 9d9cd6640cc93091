import type { PrismTheme } from 'prism-react-renderer';
import { themes } from 'prism-react-renderer';

/**
 * Code colours that keep every token at a contrast of at least 4.5:1 on the
 * block background and on a highlighted line (WCAG AA; tests/unit/prismThemeCss.test.ts),
 * which prism-react-renderer's github theme misses for strings, functions,
 * comments and booleans.
 */
export const lightCodeTheme: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['punctuation'], style: { color: '#1f2328' } },
    { types: ['keyword', 'selector', 'important', 'atrule', 'operator'], style: { color: '#c0202c' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'template-string', 'inserted'], style: { color: '#0a3069' } },
    { types: ['function', 'function-variable', 'class-name', 'maybe-class-name'], style: { color: '#6f42c1' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name', 'builtin', 'parameter'], style: { color: '#0550ae' } },
    { types: ['tag', 'entity', 'url'], style: { color: '#116329' } },
    { types: ['deleted'], style: { color: '#82071e' } },
    { types: ['variable', 'namespace'], style: { color: '#953800' } },
  ],
};

/**
 * vsDark with its low-contrast colours lifted to 4.5:1 on #1e1e1e and on a
 * highlighted line: prolog, constant, tag punctuation, comments, keywords and
 * the red of deleted lines.
 */
const DARK_FIXES: Record<string, string> = {
  'rgb(0, 0, 128)': '#8f9cf0',
  'rgb(100, 102, 149)': '#a5a8d8',
  '#808080': '#a6a6a6',
  'rgb(106, 153, 85)': 'rgb(128, 180, 104)',
  'rgb(86, 156, 214)': 'rgb(108, 172, 226)',
  'rgb(209, 105, 105)': 'rgb(236, 138, 138)',
};

export const darkCodeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((entry) => {
    const color = entry.style.color;
    return color && DARK_FIXES[color] ? { ...entry, style: { ...entry.style, color: DARK_FIXES[color] } } : entry;
  }),
};
