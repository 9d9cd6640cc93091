import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { extractChunkLoads, injectChunkLoads, pageData, parseRoutes, prefetchChunkMismatches } from './routeChunksData';
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
 * - in production, react-helmet-async replaced by the little the browser needs
 *   of it (client/helmet.tsx), and nprogress loaded at the first navigation;
 * - in production, everything about every route: the registry, the chunk
 *   names and the route table move to a chunk of their own, loaded before
 *   anything needs another route (client/liveRoutes.ts); each page's HTML
 *   carries its own branch of the table, how to load its chunks and what its
 *   links prefetch (routeChunksData.js, written after the build).
 */
export default function leanMainPlugin(context: LoadContext): Plugin {
  // The named chunks of the last production browser build, as Rspack emitted them.
  const emitted: EmittedChunks = { named: new Map() };
  return {
    name: 'lean-main',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const production = config.mode === 'production';
      if (production) {
        // Docusaurus's __webpack_require__.gca (chunk name to file) puts a map of
        // every route chunk's name in the runtime, as does a chunk file named
        // after its chunk: both grow with the page count. Nothing of ours needs
        // them (client/docusaurus.ts prefetches by chunk id).
        config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor?.name !== 'ChunkAssetPlugin');
      }
      return {
        ...(production
          ? {
              output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
              plugins: [new RecordChunks(emitted)],
              // The server build keeps the real one, which writes every page's head (client/helmet.tsx).
              resolve: { alias: { 'react-helmet-async$': client('helmet.tsx') } },
            }
          : {}),
        module: {
          rules: [
            ...(production ? routeTableRules() : []),
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
      await writeRouteChunks({ outDir, routesPaths, emitted, generatedFilesDir: context.generatedFilesDir, baseUrl: context.baseUrl });
    },
  };
}

const client = (file: string) => path.join(__dirname, 'client', file);
const coreClient = (file: string) => new RegExp(`[\\\\/]@docusaurus[\\\\/]core[\\\\/]lib[\\\\/]client[\\\\/]${file.replace(/[/.]/g, (c) => (c === '.' ? '\\.' : '[\\\\/]'))}$`);
const replaceWith = (file: string) => [{ loader: path.join(__dirname, 'replaceLoader.js'), options: { with: client(file) } }];
const rewriteImport = (from: string, to: string) => [{ loader: path.join(__dirname, 'rewriteImportLoader.js'), options: { from, to } }];

/**
 * Production browser build: the route registry, the chunk names and the route
 * table of every route leave main.js (see client/liveRoutes.ts). Each reader of
 * them in main.js gets ours instead; the registry chunk (client/fullRegistry.ts)
 * imports the generated files themselves.
 */
function routeTableRules() {
  return [
    { test: coreClient('exports/ComponentCreator.js'), use: replaceWith('ComponentCreator.tsx') },
    { test: coreClient('preload.js'), use: replaceWith('preload.ts') },
    { test: coreClient('normalizeLocation.js'), use: replaceWith('normalizeLocation.ts') },
    { test: coreClient('docusaurus.js'), use: replaceWith('docusaurus.ts') },
    // The progress bar's library, loaded at the first navigation (client/nprogress.ts).
    { test: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/, use: replaceWith('nprogress.ts') },
    { test: coreClient('App.js'), use: rewriteImport('@generated/routes', client('appRoutes.tsx')) },
    {
      test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]routesUtils\.js$/,
      use: rewriteImport('@generated/routes', client('liveRoutes.ts')),
    },
  ];
}

type EmittedChunks = {
  /** The registry chunk's id and its one JavaScript file. */
  registry?: { id: string | number; file: string };
  /** The id of every named chunk (a route chunk's name is its webpackChunkName). */
  named: Map<string, string | number>;
};
// Rspack's namedChunks can list a name whose chunk it then gives as null.
type NamedChunks = ReadonlyMap<string, { id?: string | number | null; files: Iterable<string> } | null | undefined>;

/** Notes, after each emit, the ids of the named chunks and the registry chunk's file (file names no longer say which is which). */
class RecordChunks {
  constructor(private readonly emitted: EmittedChunks) {}

  apply(compiler: { hooks: { afterEmit: { tap(name: string, fn: (compilation: { namedChunks: NamedChunks }) => void): void } } }) {
    compiler.hooks.afterEmit.tap('lean-main', ({ namedChunks }) => {
      this.emitted.named = new Map();
      for (const [name, chunk] of namedChunks) if (chunk?.id !== undefined && chunk.id !== null) this.emitted.named.set(name, chunk.id);
      const registry = namedChunks.get(REGISTRY_CHUNK_NAME);
      const files = registry ? [...registry.files].filter((file) => file.endsWith('.js')) : [];
      this.emitted.registry = registry?.id !== undefined && registry.id !== null && files.length === 1 ? { id: registry.id, file: files[0] } : undefined;
    });
  }
}

/** Writes each page's route-chunk data block (see routeChunksData.js). */
async function writeRouteChunks({ outDir, routesPaths, emitted, generatedFilesDir, baseUrl }: { outDir: string; routesPaths: string[]; emitted: EmittedChunks; generatedFilesDir: string; baseUrl: string }) {
  if (!emitted.registry) throw new Error(`lean-main: the build emitted no ${REGISTRY_CHUNK_NAME} chunk of one file`);
  const { id: registryId, file: registryFile } = emitted.registry;
  const loads = await extractChunkLoads(fs.readFileSync(path.join(outDir, registryFile), 'utf8'));
  const mismatches = prefetchChunkMismatches(loads, emitted.named);
  if (mismatches.length) throw new Error(`lean-main: the last chunk a registry loader fetches is not its named chunk for ${mismatches.length} chunk names (${mismatches.slice(0, 3).join(', ')}); prefetches would fetch the wrong files`);
  const routes = parseRoutes(fs.readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8'));
  const routesChunkNames = JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'));
  for (const routePath of routesPaths) {
    const relative = routePath.slice(baseUrl.length);
    const file = path.join(outDir, relative.endsWith('.html') ? relative : path.join(relative, 'index.html'));
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const data = pageData({ routes, routesChunkNames, loads, baseUrl, registryId }, routePath, html);
    fs.writeFileSync(file, injectChunkLoads(html, data, DATA_ELEMENT_ID));
  }
}
