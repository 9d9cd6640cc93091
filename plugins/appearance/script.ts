import { parseThemeChoice, resolveColorMode } from '../../src/utils/theme';

/**
 * The inline script that settles the theme before first paint (spec 4).
 *
 * theme-classic's own inline script (which runs just before this one) copies
 * the stored value or `?docusaurus-theme=` into `data-theme` and
 * `data-theme-choice` without checking it, so a stored "auto" or garbage would
 * render as light. This script reads what it chose, treats anything but light
 * or dark as auto, and, when dark mode is disabled in config, forces light.
 */
export function themeScript(darkModeEnabled: boolean): string {
  return `(function(){try{var parseThemeChoice=${parseThemeChoice.toString()};var resolveColorMode=${resolveColorMode.toString()};var el=document.documentElement;var choice=parseThemeChoice(el.getAttribute('data-theme-choice'));var systemDark=window.matchMedia('(prefers-color-scheme: dark)').matches;var enabled=${JSON.stringify(darkModeEnabled)};el.setAttribute('data-theme',resolveColorMode(choice,systemDark,enabled));el.setAttribute('data-theme-choice',!enabled?'light':choice==='auto'?'system':choice)}catch(e){}})();`;
}
