/**
 * `window.docusaurus` (core/lib/client/docusaurus.js) on the live route table.
 * - preload (a link hovered or touched): loads the route's components, and the
 *   whole route table first when the route is not the page's own; a failure
 *   is left for the navigation to handle, and the next hover tries again.
 * - prefetch (a link scrolled into view): fetches, at idle priority, the chunks
 *   of the routes the link's path matches (by chunk id: the runtime has no map
 *   of chunk names, see ../index.ts). Until the whole table is in, only for the pages the
 *   data block lists (what the page links to outside its sidebar); a sidebar
 *   link seen before then is not prefetched: loading the whole table for a
 *   prefetch would load it on every page. Its hover still preloads it.
 */
import { matchRoutes } from 'react-router-config';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import type { ChunkNames } from '@docusaurus/types';
import { chunkNamesOf } from './chunkNames';
import { hasAllRoutes, routes } from './liveRoutes';
import { pageData } from './pageData';
import preloadRoute from './preload';
import { chunkIdsOf, chunkUrl } from './routeRegistry';

const fetched = new Set<string>();
const loaded = new Set<string>();

type Connection = { effectiveType?: string; saveData?: boolean };
const isSlowConnection = () => {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return !!(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

/**
 * The Rspack chunks a prefetch of the path fetches: those of the routes it
 * matches (not, as in Docusaurus, of every route sharing a matched route's path:
 * the home page's chunks for each docs link, as the docs roots' path is '/' too).
 * Undefined when unknown without the whole table.
 */
function chunksToPrefetch(routePath: string): Array<string | number> | undefined {
  if (!hasAllRoutes()) return pageData.prefetch[routePath.replace(/[?#].*$/, '')];
  const ids = matchRoutes(routes, routePath).flatMap(({ route }) => {
    const tree = typeof route.key === 'string' ? chunkNamesOf(route.key) : undefined;
    const names = tree ? (Object.values(flat(tree as ChunkNames)) as string[]) : [];
    // The last chunk a loader fetches carries the module; the ones before it
    // are shared chunks it was split from, which a page mostly has already.
    // The build checks that order (routeChunksData.js, prefetchChunkOf).
    return names.flatMap((name) => chunkIdsOf(name)?.slice(-1) ?? []);
  });
  return [...new Set(ids)];
}

function prefetch(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  const ids = chunksToPrefetch(routePath);
  if (!ids) return false;
  fetched.add(routePath);
  return Promise.all(
    ids.map((id) => {
      const url = chunkUrl(id);
      return url ? prefetchHelper(url) : Promise.resolve();
    }),
  );
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  // A hover's preload that fails (offline, a file gone after a new deploy) is
  // nobody's error yet: a later hover tries again, and a click's navigation
  // has its own recovery (Docusaurus reloads the new address).
  return preloadRoute(routePath).catch(() => {
    loaded.delete(routePath);
  });
}

export default Object.freeze({ prefetch, preload });
