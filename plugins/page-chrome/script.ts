import { parsePageFlags } from '../../src/utils/pageChrome';
import type { HideNavbar } from '../../src/utils/themeSettings';

/** The <html> attribute listing the parts hidden by query flags (spec 2.2). */
export const FLAGS_ATTRIBUTE = 'data-hide';
/** The <html> attribute carrying themeConfig.hideNavbar (spec 2.3). */
export const NAVBAR_MODE_ATTRIBUTE = 'data-navbar-mode';

/**
 * The head script of every page: marks <html> with the navbar mode and the
 * parts hidden by query flags before anything paints, so `?navbar=0` never
 * flashes a navbar and `hideNavbar: 'always'` never shows one.
 */
export function pageChromeScript(navbarMode: HideNavbar): string {
  return `(function(){try{var parsePageFlags=${parsePageFlags.toString()};var el=document.documentElement;el.setAttribute(${JSON.stringify(NAVBAR_MODE_ATTRIBUTE)},${JSON.stringify(navbarMode)});var hidden=parsePageFlags(location.search);if(hidden.length)el.setAttribute(${JSON.stringify(FLAGS_ATTRIBUTE)},hidden.join(' '))}catch(e){}})();`;
}
