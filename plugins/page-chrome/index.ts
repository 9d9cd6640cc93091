import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { hideNavbarMode, type ThemeSettings } from '../../src/utils/themeSettings';
import { pageChromeScript } from './script';

/**
 * spec 2.2 and 2.3: the query flags (`?navbar=0`, `?sidebar=0`, `?outline=0`,
 * `?footer=0`, `?globalUIComponents=0`) and `themeConfig.hideNavbar`, as
 * attributes on <html> set before first paint and kept in step with
 * client-side navigation. src/css/page-chrome.css and src/css/navbar.css style them.
 */
export default function pageChromePlugin(context: LoadContext): Plugin {
  const navbarMode = hideNavbarMode(context.siteConfig.themeConfig as ThemeSettings);
  return {
    name: 'page-chrome',
    getClientModules() {
      return [path.resolve(__dirname, 'client')];
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: pageChromeScript(navbarMode) }] };
    },
  };
}
