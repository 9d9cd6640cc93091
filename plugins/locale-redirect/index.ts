import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { localeRedirectMode, type ThemeSettings } from '../../src/utils/themeSettings';
import { redirectScript, stripPrefixScript } from './script';

/**
 * Lower-case primary language subtags that count as a language prefix: the
 * site's locales plus every language Docusaurus ships UI translations for. A
 * fixed, meaningful list keeps ordinary path segments (api, ts, ui…) from being
 * taken for languages.
 */
export function knownLanguages(locales: readonly string[]): string[] {
  const dir = path.join(path.dirname(require.resolve('@docusaurus/theme-translations/package.json')), 'locales');
  const shipped = fs.readdirSync(dir).filter((name) => name !== 'base');
  return [...new Set([...locales, ...shipped].map((tag) => tag.toLowerCase().split('-')[0]!))].sort();
}

/**
 * spec 2.1 and 4, `themeConfig.localeRedirect`. Two head scripts:
 * - the redirect: sends a browser to the same page in its language before the
 *   page renders (auto: first visit only, remembered by a visited flag shared
 *   by all locales; always: every visit; never: off; never for bots);
 * - on the 404 page, a language prefix the site does not serve (/zh/ on a
 *   one-language site, or the default language's /en/) is dropped.
 */
export default function localeRedirectPlugin(context: LoadContext): Plugin {
  const { i18n, siteConfig, siteStorage } = context;
  const mode = localeRedirectMode(siteConfig.themeConfig as ThemeSettings);
  const localeBaseUrls = Object.fromEntries(i18n.locales.map((locale) => [locale, i18n.localeConfigs[locale]!.baseUrl]));
  const servedPrefixes = i18n.locales.filter((locale) => locale !== i18n.defaultLocale).map((locale) => localeBaseUrls[locale]!);
  const scripts = [stripPrefixScript(siteConfig.baseUrl, knownLanguages(i18n.locales), servedPrefixes)];
  if (mode !== 'never' && i18n.locales.length > 1) {
    scripts.push(
      redirectScript({
        mode,
        currentLocale: i18n.currentLocale,
        localeBaseUrls,
        storageType: siteStorage.type,
        visitedKey: `localeRedirect.visited${siteStorage.namespace}`,
      }),
    );
  }
  return {
    name: 'locale-redirect',
    injectHtmlTags() {
      return { headTags: scripts.map((innerHTML) => ({ tagName: 'script', innerHTML })) };
    },
  };
}
