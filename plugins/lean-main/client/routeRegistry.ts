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
import { REGISTRY_CHUNK_NAME, type ChunkLoad } from '../routeChunksFormat';
import { pageData } from './pageData';

declare const __webpack_require__: {
  (moduleId: string | number): unknown;
  e(chunkId: string | number): Promise<unknown>;
  t(moduleId: string | number, mode: number): unknown;
  gca?(chunkName: string): string | undefined;
};

type Loader = () => Promise<unknown>;
type Registry = Record<string, [Loader, ...unknown[]]>;

/** What the registry chunk exports (fullRegistry.ts). */
export type RegistryModule = { default: Registry; routes: RouteConfig[] };

let registry: Promise<RegistryModule> | undefined;

/** The whole registry; a failed load is retried on the next call. */
export function loadRegistry(): Promise<RegistryModule> {
  registry ??= import(/* webpackChunkName: "route-registry" */ './fullRegistry').then(
    (module) => module as unknown as RegistryModule,
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

/**
 * Fetches the registry's file at idle priority, so that the first client-side
 * navigation does not wait for it (Docusaurus's own prefetch of route chunks
 * works the same way); it is executed only when a route needs it.
 */
export function prefetchRegistry(): void {
  const url = __webpack_require__.gca?.(REGISTRY_CHUNK_NAME);
  if (!url || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

if (typeof window !== 'undefined') {
  window.addEventListener('load', () => (window.requestIdleCallback ?? setTimeout)(prefetchRegistry), { once: true });
}
