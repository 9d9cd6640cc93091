/**
 * The chunk-name tree of each route, by route key ("path-hash"): the page's own
 * routes from its data block at start-up, every route once the whole registry
 * has loaded (registerAllChunkNames.ts). Docusaurus imports
 * .docusaurus/routesChunkNames.json into main.js instead: an entry per route.
 */
import type { ChunkNameTree } from '../routeChunksFormat';
import { pageData } from './pageData';

const names: Record<string, ChunkNameTree> = { ...pageData.names };

export function registerChunkNames(more: Record<string, ChunkNameTree>): void {
  Object.assign(names, more);
}

export function chunkNamesOf(routeKey: string): ChunkNameTree | undefined {
  return names[routeKey];
}
