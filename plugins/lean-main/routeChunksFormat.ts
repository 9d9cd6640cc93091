/** The id of the JSON data block a page's HTML carries (written by index.ts, read by client/routeRegistry.ts). */
export const DATA_ELEMENT_ID = 'route-chunks';

/**
 * How to load the module behind one route chunk name without the route registry:
 * the Rspack chunks to fetch, the module to require, and, for a module required
 * through `__webpack_require__.t` (a namespace object), the mode it passes.
 */
export type ChunkLoad = [chunkIds: Array<string | number>, moduleId: string | number, mode?: number];

/** A page's data block: its route chunk names and how to load each. */
export type RouteChunksData = Record<string, ChunkLoad>;
