/**
 * `window.docusaurus` (core/lib/client/docusaurus.js) on the live route table.
 * - preload (a link hovered or touched): loads the route's components, and the
 *   whole route table first when the route is not the page's own.
 * - prefetch (a link scrolled into view): fetches, at idle priority, the chunks
 *   of the routes the link's path matches. Until the whole table is in, only for the pages the
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

declare const __webpack_require__: { gca(chunkName: string): string | undefined };

const fetched = new Set<string>();
const loaded = new Set<string>();

type Connection = { effectiveType?: string; saveData?: boolean };
const isSlowConnection = () => {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return !!(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

/**
 * The chunk names a prefetch of the path fetches: those of the routes it
 * matches (not, as in Docusaurus, of every route sharing a matched route's path:
 * the home page's chunks for each docs link, as the docs roots' path is '/' too).
 * Undefined when unknown without the whole table.
 */
function chunkNamesToPrefetch(routePath: string): string[] | undefined {
  if (!hasAllRoutes()) return pageData.prefetch[routePath.replace(/[?#].*$/, '')];
  const wanted = matchRoutes(routes, routePath).flatMap(({ route }) => {
    const tree = typeof route.key === 'string' ? chunkNamesOf(route.key) : undefined;
    return tree ? (Object.values(flat(tree as ChunkNames)) as string[]) : [];
  });
  return [...new Set(wanted)];
}

function prefetch(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  const names = chunkNamesToPrefetch(routePath);
  if (!names) return false;
  fetched.add(routePath);
  return Promise.all(
    names.map((name) => {
      const asset = __webpack_require__.gca(name);
      // A chunk merged into another has no asset of its own.
      return asset && !asset.includes('undefined') ? prefetchHelper(asset) : Promise.resolve();
    }),
  );
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({ prefetch, preload });
