/** The id of the JSON data block a page's HTML carries (written by index.ts, read by client/pageData.ts). */
export const DATA_ELEMENT_ID = 'route-chunks';

/**
 * The name of the chunk that holds the whole registry (its file, like every
 * chunk's, is `<id>.<hash>.js`; the build notes which it is). The
 * `webpackChunkName` comment in client/routeRegistry.ts must say the same (a
 * magic comment cannot name a constant).
 */
export const REGISTRY_CHUNK_NAME = 'route-registry';

/**
 * How to load the module behind one route chunk name without the route registry:
 * the Rspack chunks to fetch, the module to require, and, for a module required
 * through `__webpack_require__.t` (a namespace object), the mode it passes.
 */
export type ChunkLoad = [chunkIds: Array<string | number>, moduleId: string | number, mode?: number];

/** A route's chunk-name tree, as in .docusaurus/routesChunkNames.json. */
export type ChunkNameTree = string | { [key: string]: ChunkNameTree };

/**
 * One route of the generated route table, without its component: `key` is the
 * route key ("path-hash", the component's identity); the other fields are the
 * route's own (`path`, `exact`, `sidebar`…). `routes` holds only the child on
 * the page's branch.
 */
export type BranchRoute = { key: string; path: string; exact?: boolean; routes?: BranchRoute[]; [field: string]: unknown };

/** A page's data block. */
export type PageData = {
  /** The path the page was built for (its branch is what the route table gives for it). */
  path?: string;
  /** How to load each of the page's route chunks, by chunk name. */
  chunks: Record<string, ChunkLoad>;
  /** The chunk-name tree of each route on the page's branch, by route key. */
  names: Record<string, ChunkNameTree>;
  /** The branch of the route table that the page's path matches, outermost first. */
  routes: BranchRoute[];
  /** The home page's route when it is not on the branch (the breadcrumbs ask whether one exists). */
  home?: BranchRoute;
  /** The Rspack chunk id of the registry chunk (its file is prefetched once the page is idle). */
  registry?: string | number;
  /** For the pages the page links to outside its sidebar: the chunks a prefetch of each fetches (those that carry its route modules, not the shared chunks they need). */
  prefetch: Record<string, Array<string | number>>;
};
