import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { extractBodies } from './extractBodies';
import { BODY_DIR } from './client/bodyFiles';

/**
 * Issue 38: a page's body is HTML, never JavaScript (the model: Astro's
 * islands, VitePress's static content).
 * - Every build marks each compiled MDX page with its body key (loader.js).
 * - The production browser build drops the body from the page's module: its
 *   chunk keeps only what the page chrome reads (front matter, toc, metadata).
 *   The page's holder element keeps the server HTML as it is when React
 *   hydrates (src/components/StaticBody), and its interactive parts mount on
 *   their own as islands (client/mountIslands.ts).
 * - The production browser build gets the Markdown components' stylesheets
 *   without their code (stylesOnlyLoader.js): nothing renders Markdown there,
 *   and the islands import what they use.
 * - After the build, each body's HTML is cut from the built pages into
 *   `{baseUrl}page-bodies/<key>.json`, which a client-side navigation loads
 *   with the page's chunks (lean-main's preload).
 * The dev server renders pages in the browser as before.
 */
export default function staticBodiesPlugin(context: LoadContext): Plugin {
  // The loader's own code, so that a change to it invalidates Rspack's persistent cache.
  const loaderVersion = crypto
    .createHash('sha256')
    .update(['loader.js', 'mdxModule.js', 'bodyKey.js', 'stylesOnlyLoader.js'].map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8')).join('\0'))
    .digest('hex')
    .slice(0, 12);
  return {
    name: 'static-bodies',
    configureWebpack(config, isServer) {
      const stub = !isServer && config.mode === 'production';
      const componentStyles = path.join(__dirname, 'client', 'mdxComponentStyles.js');
      const ownComponents = path.join(context.siteDir, 'src', 'theme', 'MDXComponents.tsx');
      return {
        ...(stub ? { resolve: { alias: { '@theme/MDXComponents': componentStyles } } } : {}),
        module: {
          rules: [
            ...(stub
              ? [
                  {
                    test: (file: string) => file === componentStyles,
                    use: [
                      {
                        loader: path.join(__dirname, 'stylesOnlyLoader.js'),
                        options: { siteDir: context.siteDir, entries: [fs.existsSync(ownComponents) ? ownComponents : '@theme-original/MDXComponents'], loaderVersion },
                      },
                    ],
                  },
                ]
              : []),
            {
              // `resource`, not `test`: Docusaurus's MDX fallback rule excludes the
              // `include` of every rule whose `test` matches MDX files, and this
              // rule has none.
              resource: /\.mdx?$/i,
              // After mdx-loader, the only other loader of Markdown files.
              enforce: 'post',
              use: [{ loader: path.join(__dirname, 'loader.js'), options: { siteDir: context.siteDir, stub, loaderVersion } }],
            },
          ],
        },
      };
    },
    async postBuild({ outDir, routesPaths, baseUrl }) {
      writeBodyFiles({ outDir, routesPaths, baseUrl });
    },
  };
}

/** Writes every page body of the build to its file, once; fails when one key has two different bodies. */
export function writeBodyFiles({ outDir, routesPaths, baseUrl }: { outDir: string; routesPaths: string[]; baseUrl: string }): number {
  const written = new Map<string, { html: string; page: string }>();
  const dir = path.join(outDir, BODY_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const routePath of routesPaths) {
    const relative = routePath.slice(baseUrl.length);
    const file = path.join(outDir, relative.endsWith('.html') ? relative : path.join(relative, 'index.html'));
    if (!fs.existsSync(file)) continue;
    for (const body of extractBodies(fs.readFileSync(file, 'utf8'))) {
      const seen = written.get(body.key);
      if (seen) {
        if (seen.html !== body.html) throw new Error(`static-bodies: the body ${body.key} differs between ${seen.page} and ${routePath}`);
        continue;
      }
      written.set(body.key, { html: body.html, page: routePath });
      fs.writeFileSync(path.join(dir, `${body.key}.json`), JSON.stringify({ html: body.html }));
    }
  }
  return written.size;
}
