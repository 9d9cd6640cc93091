import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { purgeCss, tokensOf } from './purgeCss';

/**
 * Issue 38: the stylesheet every page loads keeps only the rules some page of
 * this locale's build can use (purgeCss.ts): a rule whose classes or ids appear
 * in no built HTML, script or data file is removed. The file gets a new
 * content-hashed name (assets are cached for good) and every page links that.
 */
export default function cssPurgePlugin(context: LoadContext): Plugin {
  return {
    name: 'css-purge',
    async postBuild({ outDir }) {
      const otherLocales = context.i18n.locales.filter((locale) => locale !== context.i18n.currentLocale);
      // The default locale's build folder holds the other locales' builds: they are not its pages.
      const skip = new Set(context.i18n.currentLocale === context.i18n.defaultLocale ? otherLocales.map((locale) => path.join(outDir, locale)) : []);
      const files: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) {
            if (!skip.has(file)) walk(file);
          } else if (/\.(html|js|json)$/.test(entry.name)) files.push(file);
        }
      };
      walk(outDir);
      const tokens = new Set<string>();
      for (const file of files) tokensOf(fs.readFileSync(file, 'utf8'), tokens);
      const cssDir = path.join(outDir, 'assets', 'css');
      const renames = new Map<string, string>();
      for (const name of fs.existsSync(cssDir) ? fs.readdirSync(cssDir) : []) {
        if (!name.endsWith('.css')) continue;
        const { css } = purgeCss(fs.readFileSync(path.join(cssDir, name), 'utf8'), tokens);
        const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 8);
        const renamed = name.replace(/(\.[0-9a-f]{8})?\.css$/, `.${hash}.css`);
        fs.writeFileSync(path.join(cssDir, renamed), css);
        if (renamed !== name) {
          fs.rmSync(path.join(cssDir, name));
          renames.set(`${context.baseUrl}assets/css/${name}`, `${context.baseUrl}assets/css/${renamed}`);
        }
      }
      if (renames.size === 0) return;
      for (const file of files) {
        if (!file.endsWith('.html')) continue;
        const html = fs.readFileSync(file, 'utf8');
        let next = html;
        for (const [from, to] of renames) next = next.split(from).join(to);
        if (next !== html) fs.writeFileSync(file, next);
      }
    },
  };
}
