/**
 * spec 3 (site data, themeConfig): the site-wide behaviour switches, read by
 * docusaurus.config.ts into `themeConfig`. Kept in one small module so a
 * throwaway test build can swap them (tests/e2e/support/variantSite.ts).
 */
import type { HideNavbar, LocaleRedirect } from '../utils/themeSettings';

/** themeConfig.darkMode: false keeps every page light and removes the toggle (spec 4). */
export const DARK_MODE = true;

/** themeConfig.hideNavbar: never, always or scroll (spec 2.3). */
export const HIDE_NAVBAR: HideNavbar = 'never';

/** themeConfig.localeRedirect: auto, never or always (spec 3, 4). */
export const LOCALE_REDIRECT: LocaleRedirect = 'auto';
