/** The id of the JSON data block a page's HTML carries (written by index.ts, read by client/routeRegistry.ts). */
export const DATA_ELEMENT_ID = 'route-chunks';

/**
 * The name of the chunk that holds the whole registry: its file is
 * `<name>.<hash>.js`. The `webpackChunkName` comment in client/routeRegistry.ts
 * must say the same (a magic comment cannot name a constant).
 */
export const REGISTRY_CHUNK_NAME = 'route-registry';

/**
 * How to load the module behind one route chunk name without the route registry:
 * the Rspack chunks to fetch, the module to require, and, for a module required
 * through `__webpack_require__.t` (a namespace object), the mode it passes.
 */
export type ChunkLoad = [chunkIds: Array<string | number>, moduleId: string | number, mode?: number];

/** A page's data block: its route chunk names and how to load each. */
export type RouteChunksData = Record<string, ChunkLoad>;
