import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { redirectScript, restoreScript } from './script';

/** Inserts an inline script right after the charset declaration of an HTML page. */
export function insertHeadScript(html: string, script: string): string {
  const tag = `<script>${script}</script>`;
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i;
  return charset.test(html) ? html.replace(charset, (match) => match + tag) : html.replace(/<head>/i, `<head>${tag}`);
}

/**
 * Makes unknown paths under /zh/ show the Chinese 404 page on a plain static
 * host, which answers every unknown path with the root (English) 404.html.
 * See script.ts for how. `npm run serve` serves each locale's 404 directly.
 */
export default function locale404Plugin(context: LoadContext): Plugin {
  const { i18n, siteConfig } = context;
  return {
    name: 'locale-404',
    async postBuild({ outDir }) {
      const file = path.join(outDir, '404.html');
      const html = await fs.readFile(file, 'utf8');
      const isDefault = i18n.currentLocale === i18n.defaultLocale;
      const otherLocales = i18n.locales.filter((locale) => locale !== i18n.defaultLocale);
      if (isDefault && otherLocales.length === 0) return;
      const script = isDefault ? redirectScript(siteConfig.baseUrl, otherLocales) : restoreScript(siteConfig.baseUrl);
      await fs.writeFile(file, insertHeadScript(html, script));
    },
  };
}
