import fs from 'node:fs';
import path from 'node:path';

const BUILD_DIR = path.resolve(__dirname, '../../../build');

/** Paths (without origin) listed in the sitemaps of both locales of the build. */
export function sitemapPaths(): string[] {
  const files = [path.join(BUILD_DIR, 'sitemap.xml'), path.join(BUILD_DIR, 'zh', 'sitemap.xml')];
  return files.flatMap((file) => {
    if (!fs.existsSync(file)) throw new Error(`Missing ${file}: run \`npm run build\` first.`);
    const xml = fs.readFileSync(file, 'utf8');
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  });
}
