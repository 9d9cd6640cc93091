/**
 * spec 3: the behaviour switches of `themeConfig` (hideNavbar, localeRedirect,
 * darkMode), their allowed values and how they map onto Docusaurus options.
 */
export const HIDE_NAVBAR_MODES = ['never', 'always', 'scroll'] as const;
export type HideNavbar = (typeof HIDE_NAVBAR_MODES)[number];

export const LOCALE_REDIRECT_MODES = ['auto', 'never', 'always'] as const;
export type LocaleRedirect = (typeof LOCALE_REDIRECT_MODES)[number];

/** The behaviour switches as they appear in `themeConfig`. */
export interface ThemeSettings {
  darkMode?: boolean;
  hideNavbar?: HideNavbar;
  localeRedirect?: LocaleRedirect;
}

function oneOf<T extends string>(name: string, allowed: readonly T[], value: unknown, fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly unknown[]).includes(value)) return value as T;
  // A typo in the config must fail the build, not silently pick a default.
  throw new Error(`themeConfig.${name} must be one of ${allowed.map((v) => `'${v}'`).join(', ')}; got ${JSON.stringify(value)}.`);
}

/** spec 2.3: hideNavbar defaults to never. Throws on a value that is not a mode. */
export function hideNavbarMode(themeConfig: ThemeSettings): HideNavbar {
  return oneOf('hideNavbar', HIDE_NAVBAR_MODES, themeConfig.hideNavbar, 'never');
}

/** spec 4: localeRedirect defaults to auto. Throws on a value that is not a mode. */
export function localeRedirectMode(themeConfig: ThemeSettings): LocaleRedirect {
  return oneOf('localeRedirect', LOCALE_REDIRECT_MODES, themeConfig.localeRedirect, 'auto');
}

/**
 * spec 4: the Docusaurus `colorMode` options for `themeConfig.darkMode`.
 * With dark mode on, the stored choice defaults to auto (system); with it off,
 * there is no toggle and every page is light, whatever the system or storage says.
 */
export function colorModeFor(darkMode: boolean) {
  return darkMode
    ? { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: true }
    : { defaultMode: 'light' as const, disableSwitch: true, respectPrefersColorScheme: false };
}
