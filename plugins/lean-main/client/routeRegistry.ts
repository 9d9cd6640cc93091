/**
 * The route registry of the production browser build, kept out of main.js
 * (issue 23: it has an entry per route chunk, so it grew every page's first load
 * with the page count).
 *
 * - The page being loaded finds how to load its own chunks in its data block
 *   (pageData.ts): for each of its chunk names, the Rspack chunks to fetch and
 *   the module to require.
 * - Any other route (a client-side navigation, a preload on hover) waits for the
 *   whole registry, a chunk of its own (fullRegistry.ts, with the route table and
 *   the chunk names of every route), loaded on first need and prefetched once
 *   the page is idle (see prefetchRegistry).
 * A page without the block simply loads everything through the whole registry.
 */
import type { RouteConfig } from 'react-router-config';
import type { ChunkLoad } from '../routeChunksFormat';
import { pageData } from './pageData';

declare const __webpack_require__: {
  (moduleId: string | number): unknown;
  e(chunkId: string | number): Promise<unknown>;
  t(moduleId: string | number, mode: number): unknown;
  /** The public path and a chunk's file name: its URL is p + u(id). */
  p: string;
  u(chunkId: string | number): string;
};

type Loader = () => Promise<unknown>;
type Registry = Record<string, [Loader, ...unknown[]]>;

/** What the registry chunk exports (fullRegistry.ts). */
export type RegistryModule = { default: Registry; routes: RouteConfig[] };

let registry: Promise<RegistryModule> | undefined;
let loadedRegistry: RegistryModule | undefined;

/** The whole registry; a failed load is retried on the next call. */
export function loadRegistry(): Promise<RegistryModule> {
  registry ??= import(/* webpackChunkName: "route-registry" */ './fullRegistry').then(
    (module) => (loadedRegistry = module as unknown as RegistryModule),
    (error: unknown) => {
      registry = undefined;
      throw error;
    },
  );
  return registry;
}

function loadFromPlan([chunkIds, moduleId, mode]: ChunkLoad): Promise<unknown> {
  return Promise.all(chunkIds.map((id) => __webpack_require__.e(id))).then(() =>
    mode === undefined ? __webpack_require__(moduleId) : __webpack_require__.t(moduleId, mode),
  );
}

/** Loads the module behind a chunk name; undefined when no route chunk has that name. */
export function loadChunk(chunkName: string): Promise<unknown> {
  const plan = pageData.chunks[chunkName];
  if (plan) return loadFromPlan(plan);
  return loadRegistry().then((module) => module.default[chunkName]?.[0]());
}

/** The URL of a chunk's file; undefined for a chunk with no file of its own (one that is part of main.js). */
export function chunkUrl(chunkId: string | number): string | undefined {
  const file = __webpack_require__.u(chunkId);
  return file.includes('undefined') ? undefined : __webpack_require__.p + file;
}

/**
 * The Rspack chunks a chunk name's module needs, read off its registry loader
 * without loading anything: the loader is called with a stand-in for
 * __webpack_require__.e that notes the ids and never settles, so nothing after
 * it runs. Undefined before the whole registry has loaded.
 */
export function chunkIdsOf(chunkName: string): Array<string | number> | undefined {
  if (!loadedRegistry) return undefined;
  const loader = loadedRegistry.default[chunkName]?.[0];
  if (!loader) return [];
  const fetchChunk = __webpack_require__.e;
  const ids: Array<string | number> = [];
  __webpack_require__.e = (chunkId) => {
    ids.push(chunkId);
    return new Promise(() => {});
  };
  try {
    void loader();
  } finally {
    __webpack_require__.e = fetchChunk;
  }
  return ids;
}

/**
 * Fetches the registry's file at idle priority, so that the first client-side
 * navigation does not wait for it (Docusaurus's own prefetch of route chunks
 * works the same way); it is executed only when a route needs it.
 */
export function prefetchRegistry(): void {
  const url = pageData.registry === undefined ? undefined : chunkUrl(pageData.registry);
  if (!url || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

if (typeof window !== 'undefined') {
  window.addEventListener('load', () => (window.requestIdleCallback ?? setTimeout)(prefetchRegistry), { once: true });
}
