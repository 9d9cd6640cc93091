/** spec 2.1/2.3: the language switcher shows only with more than one locale. */
export function shouldShowLocaleSwitcher(locales: readonly string[]): boolean {
  return locales.length > 1;
}

/** spec 2.3: the version switcher shows only with more than one version. */
export function shouldShowVersionSwitcher(versions: readonly unknown[]): boolean {
  return versions.length > 1;
}
