/**
 * spec 4: appearance. The reader's choice is light, dark or auto; auto follows
 * the system colour scheme. Docusaurus stores light or dark and represents auto
 * by removing the stored value (and by `data-theme-choice="system"`).
 *
 * Written as plain functions without outside references: their source text is
 * inlined into every page by plugins/appearance, so they run before first paint.
 */
export type ThemeChoice = 'light' | 'dark' | 'auto';
export type ColorMode = 'light' | 'dark';

/** spec 4: the stored value defaults to auto, and any invalid value counts as auto. */
export function parseThemeChoice(stored: unknown): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'auto';
}

/**
 * spec 4: the colour mode a page shows. With dark mode disabled in config the
 * theme is always light; auto follows the system colour scheme.
 */
export function resolveColorMode(choice: ThemeChoice, systemDark: boolean, darkModeEnabled: boolean): ColorMode {
  if (!darkModeEnabled) return 'light';
  if (choice === 'auto') return systemDark ? 'dark' : 'light';
  return choice;
}
