import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Issue 23: what every page's main.js carries that the browser never uses.
 * Browser build only; the server build (static rendering) keeps everything.
 * - the route registry (.docusaurus/registry.js) without each route chunk's
 *   source path (stripSourcePaths.js): only server rendering reads it
 *   (react-loadable reports which modules a page used, to list their chunks in
 *   the HTML), and it was ~40% of the registry's gzip size, growing with every page;
 * - the site config without plugin options and Prism colour themes (trimSiteConfig.js);
 * - for @docusaurus/utils-common, the one tslib helper it calls instead of all of
 *   tslib (tslibShim.js); other importers of tslib, if any appear, get tslib.
 */
export default function leanMainPlugin(): Plugin {
  return {
    name: 'lean-main',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            { test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{ loader: path.join(__dirname, 'registryLoader.js') }] },
            { test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: [{ loader: path.join(__dirname, 'configLoader.js') }] },
            {
              test: /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/,
              resolve: { alias: { tslib$: path.join(__dirname, 'tslibShim.js') } },
            },
          ],
        },
      };
    },
  };
}
