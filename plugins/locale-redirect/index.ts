import type { LoadContext, Plugin } from '@docusaurus/types';
import { localeRedirectMode, type ThemeSettings } from '../../src/utils/themeSettings';
import { redirectScript } from './script';

/**
 * spec 4, `themeConfig.localeRedirect`: sends a browser to the same page in its
 * language before the page renders (auto: first visit only, remembered by a
 * visited flag shared by all locales; always: every visit; never: off; never
 * for bots). The 404 side of spec 2.1 (a language prefix the site does not
 * serve) lives in plugins/locale-404.
 */
export default function localeRedirectPlugin(context: LoadContext): Plugin {
  const { i18n, siteConfig, siteStorage } = context;
  const mode = localeRedirectMode(siteConfig.themeConfig as ThemeSettings);
  return {
    name: 'locale-redirect',
    injectHtmlTags() {
      if (mode === 'never' || i18n.locales.length < 2) return {};
      const localeBaseUrls = Object.fromEntries(i18n.locales.map((locale) => [locale, i18n.localeConfigs[locale]!.baseUrl]));
      const script = redirectScript({
        mode,
        currentLocale: i18n.currentLocale,
        localeBaseUrls,
        storageType: siteStorage.type,
        visitedKey: `localeRedirect.visited${siteStorage.namespace}`,
      });
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
