import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { extractChunkLoads, injectChunkLoads, pageChunkLoads, parseRoutes } from './routeChunksData';
import { DATA_ELEMENT_ID, REGISTRY_CHUNK_NAME } from './routeChunksFormat';

/**
 * Issue 23: what every page's first load carries that the browser never uses.
 * Browser build only; the server build (static rendering) keeps everything.
 * - the route registry (.docusaurus/registry.js) without each route chunk's
 *   source path (stripSourcePaths.js): only server rendering reads it
 *   (react-loadable reports which modules a page used, to list their chunks in
 *   the HTML), and it was ~40% of the registry's gzip size, growing with every
 *   page (in main.js on the dev server; in production, in the registry's own chunk);
 * - the site config without plugin options and Prism colour themes (trimSiteConfig.js);
 * - for @docusaurus/utils-common, the one tslib helper it calls instead of all of
 *   tslib (tslibShim.js); other importers of tslib, if any appear, get tslib;
 * - in production, the route registry itself: Docusaurus's ComponentCreator
 *   gives way to client/ComponentCreator.tsx, which loads the registry as a chunk
 *   of its own, on first need; each page's HTML says how to load the page's own
 *   chunks (routeChunksData.js, written after the build).
 */
export default function leanMainPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-main',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const production = config.mode === 'production';
      return {
        module: {
          rules: [
            ...(production ? [{ test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/, use: [{ loader: path.join(__dirname, 'replaceLoader.js'), options: { with: path.join(__dirname, 'client/ComponentCreator.tsx') } }] }] : []),
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
    async postBuild({ outDir, routesPaths }) {
      await writeRouteChunks({ outDir, routesPaths, generatedFilesDir: context.generatedFilesDir, baseUrl: context.baseUrl });
    },
  };
}

/** Writes each page's route-chunk data block (see routeChunksData.js). */
async function writeRouteChunks({ outDir, routesPaths, generatedFilesDir, baseUrl }: { outDir: string; routesPaths: string[]; generatedFilesDir: string; baseUrl: string }) {
  const jsDir = path.join(outDir, 'assets/js');
  const registryFile = new RegExp(`^${REGISTRY_CHUNK_NAME}\\.[0-9a-f]+\\.js$`);
  const registryFiles = fs.readdirSync(jsDir).filter((name) => registryFile.test(name));
  if (registryFiles.length !== 1) throw new Error(`lean-main: expected one ${REGISTRY_CHUNK_NAME} chunk in ${jsDir}, found ${registryFiles.length}`);
  const loads = await extractChunkLoads(fs.readFileSync(path.join(jsDir, registryFiles[0]), 'utf8'));
  const routes = parseRoutes(fs.readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8'));
  const routesChunkNames = JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'));
  for (const routePath of routesPaths) {
    const relative = routePath.slice(baseUrl.length);
    const file = path.join(outDir, relative.endsWith('.html') ? relative : path.join(relative, 'index.html'));
    if (!fs.existsSync(file)) continue;
    const data = pageChunkLoads({ routes, routesChunkNames, loads }, routePath);
    fs.writeFileSync(file, injectChunkLoads(fs.readFileSync(file, 'utf8'), data, DATA_ELEMENT_ID));
  }
}
