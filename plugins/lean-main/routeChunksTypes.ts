/**
 * How to load the module behind one route chunk name without the route registry:
 * the Rspack chunks to fetch, the module to require, and, for a module required
 * through `__webpack_require__.t` (a namespace object), the mode it passes.
 */
export type ChunkLoad = [chunkIds: Array<string | number>, moduleId: string | number, mode?: number];

/** A page's data block: its route chunk names and how to load each. */
export type RouteChunksData = Record<string, ChunkLoad>;
