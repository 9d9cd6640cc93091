import type { PrismTheme } from 'prism-react-renderer';

type StyleValue = string | number | undefined;

const toKebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Record<string, StyleValue>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${toKebab(name)}:${value}`)
    .join(';');
}

/**
 * A Prism theme as CSS for one colour mode, scoped by `scope`
 * (e.g. `[data-theme='dark']`). Code blocks carry token classes only, so the
 * colours of both modes live in one stylesheet and a theme switch needs no
 * re-render. Types listed later in a theme win, as they do in prism-react-renderer.
 */
export function prismThemeCss(theme: PrismTheme, scope: string): string {
  const rules: string[] = [];
  const plain = theme.plain as Record<string, StyleValue>;
  const variables = [
    plain.color !== undefined && `--prism-color:${plain.color}`,
    plain.backgroundColor !== undefined && `--prism-background-color:${plain.backgroundColor}`,
  ].filter(Boolean);
  if (variables.length > 0) rules.push(`${scope}{${variables.join(';')}}`);
  for (const entry of theme.styles) {
    const body = declarations(entry.style as Record<string, StyleValue>);
    if (!body) continue;
    const languages = entry.languages?.length ? entry.languages : [undefined];
    const selectors = languages.flatMap((language) =>
      entry.types.map((type) => `${scope} ${language ? `.language-${language} ` : ''}.token.${type.replace(/[^\w-]/g, '')}`),
    );
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return `${rules.join('\n')}\n`;
}

/** Both colour modes in one stylesheet. */
export function prismThemesCss(light: PrismTheme, dark: PrismTheme): string {
  return prismThemeCss(light, "[data-theme='light']") + prismThemeCss(dark, "[data-theme='dark']");
}
