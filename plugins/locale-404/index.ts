import type { LoadContext, Plugin } from '@docusaurus/types';
import { redirectScript, restoreScript } from './script';

/**
 * Makes unknown paths under /zh/ show the Chinese 404 page on a plain static
 * host, which answers every unknown path with the root (English) 404.html.
 * See script.ts for how. The scripts go in the head of every page through
 * injectHtmlTags (not by rewriting 404.html after the build, which raced with
 * other postBuild steps); each is a no-op outside its one case.
 * `npm run serve` serves each locale's 404 directly.
 */
export default function locale404Plugin(context: LoadContext): Plugin {
  const { i18n, siteConfig } = context;
  const isDefault = i18n.currentLocale === i18n.defaultLocale;
  const otherLocales = i18n.locales.filter((locale) => locale !== i18n.defaultLocale);
  return {
    name: 'locale-404',
    injectHtmlTags() {
      if (otherLocales.length === 0) return {};
      const script = isDefault ? redirectScript(siteConfig.baseUrl, otherLocales) : restoreScript(siteConfig.baseUrl);
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
