import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { redirectScript, restoreScript, stripPrefixScript } from './script';

/** Inserts an inline script right after the charset declaration of an HTML page. */
export function insertHeadScript(html: string, script: string): string {
  const tag = `<script>${script}</script>`;
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i;
  return charset.test(html) ? html.replace(charset, (match) => match + tag) : html.replace(/<head>/i, `<head>${tag}`);
}

/**
 * Lower-case primary language subtags that count as a language prefix: the
 * site's locales plus every language Docusaurus ships UI translations for. A
 * fixed, meaningful list keeps ordinary path segments (api, ts, ui…) from being
 * taken for languages.
 */
export async function knownLanguages(locales: readonly string[]): Promise<string[]> {
  const dir = path.join(path.dirname(require.resolve('@docusaurus/theme-translations/package.json')), 'locales');
  const shipped = (await fs.readdir(dir)).filter((name) => name !== 'base');
  return [...new Set([...locales, ...shipped].map((tag) => tag.toLowerCase().split('-')[0]!))].sort();
}

/**
 * Makes the 404 pages locale-aware on a plain static host, which answers every
 * unknown path with the root (English) 404.html:
 * - unknown paths under /zh/ show the Chinese 404 page (see script.ts for how;
 *   `npm run serve` serves each locale's 404 directly);
 * - spec 2.1: a path with a language prefix the site does not serve (/zh/ on a
 *   one-language site, or the default language's /en/) goes to the same path
 *   without the prefix.
 */
export default function locale404Plugin(context: LoadContext): Plugin {
  const { i18n, siteConfig } = context;
  return {
    name: 'locale-404',
    async postBuild({ outDir }) {
      const file = path.join(outDir, '404.html');
      const isDefault = i18n.currentLocale === i18n.defaultLocale;
      const otherLocales = i18n.locales.filter((locale) => locale !== i18n.defaultLocale);
      const servedPrefixes = otherLocales.map((locale) => i18n.localeConfigs[locale]!.baseUrl);
      const scripts = [
        // Runs first: on a locale's 404 page the original path must be back in place.
        isDefault ? (otherLocales.length ? redirectScript(siteConfig.baseUrl, otherLocales) : '') : restoreScript(siteConfig.baseUrl),
        stripPrefixScript(siteConfig.baseUrl, await knownLanguages(i18n.locales), servedPrefixes),
      ];
      const html = await fs.readFile(file, 'utf8');
      await fs.writeFile(file, insertHeadScript(html, scripts.join('')));
    },
  };
}
