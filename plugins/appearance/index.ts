import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ThemeSettings } from '../../src/utils/themeSettings';
import { themeScript } from './script';

/**
 * spec 4 appearance on top of Docusaurus's colour mode: an inline script that
 * settles the theme before first paint (no flash; invalid stored values count
 * as auto; dark mode disabled in config means light), and a client module that
 * keeps cross-tab sync right for invalid values. Must be listed after the
 * classic theme so its script runs after theme-classic's.
 */
export default function appearancePlugin(context: LoadContext): Plugin {
  const { darkMode = true } = context.siteConfig.themeConfig as ThemeSettings;
  return {
    name: 'appearance',
    getClientModules() {
      return [path.resolve(__dirname, 'client')];
    },
    injectHtmlTags() {
      return { preBodyTags: [{ tagName: 'script', innerHTML: themeScript(darkMode) }] };
    },
  };
}
