/**
 * The route table of the production browser build (issue 23). Docusaurus's
 * .docusaurus/routes.js has an entry per route and creates every route's
 * component at start-up; it now lives in the registry chunk. At start-up the
 * table holds only the page's own branch, built from its data block, which is
 * all that rendering (hydrating) the page needs; before anything needs another
 * route (a navigation, a preload on hover), the whole table is loaded and put
 * in place, in the same array, which every reader in main.js shares:
 * appRoutes.tsx, preload.ts, normalizeLocation.ts, docusaurus.ts and the
 * theme's useHomePageRoute.
 */
import type { RouteConfig } from 'react-router-config';
import type { BranchRoute } from '../routeChunksFormat';
import ComponentCreator, { routeKeyOf } from './ComponentCreator';
import { pageData } from './pageData';
import { loadRegistry } from './routeRegistry';

export const routes: RouteConfig[] = [];

let complete = false;
let loading: Promise<void> | undefined;

/**
 * The path the page was loaded at, when its branch serves it: the path the page
 * was built for, with or without a trailing slash (the router does not tell
 * them apart). Any other path (the 404 page served for an unknown address, a
 * page reached in other letter case) is routed with the whole table, as
 * Docusaurus would, before the page renders.
 */
const initialPath = typeof window === 'undefined' ? undefined : window.location.pathname;
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const branchServesInitialPath = !!initialPath && !!pageData.path && pageData.routes.length > 0 && withoutSlash(initialPath) === withoutSlash(pageData.path);

/** A route of the data block as a route of the table, with the component the whole table will have too. */
export function routeFromBranch({ key, routes: nested, ...fields }: BranchRoute): RouteConfig {
  const hash = key.slice(fields.path.length + 1);
  const route: RouteConfig = { ...fields, key, component: ComponentCreator(fields.path, hash) };
  if (nested) route.routes = nested.map(routeFromBranch);
  return route;
}

/**
 * Keys for the routes of the whole table: react-router-config keys a route by
 * its `key`, else by its index, and an index that changes between the branch
 * and the whole table would mount the page anew.
 */
function withKeys(table: RouteConfig[]): RouteConfig[] {
  for (const route of table) {
    route.key ??= routeKeyOf(route.component);
    if (route.routes) withKeys(route.routes);
  }
  return table;
}

routes.push(...pageData.routes.map(routeFromBranch));
// Only its existence is asked for (useHomePageRoute); it has no component and
// is never rendered: going there needs the whole table first.
if (pageData.home) routes.push({ path: pageData.home.path, exact: true, key: pageData.home.key });

/** Whether the whole table is in place. */
export function hasAllRoutes(): boolean {
  return complete;
}

/** Puts the whole table in place; a failed load is retried on the next call. */
export function loadAllRoutes(): Promise<void> {
  loading ??= loadRegistry().then(
    (module) => {
      routes.splice(0, routes.length, ...withKeys(module.routes));
      complete = true;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The table, once it can serve `pathname`: at once for the page's own path, else after the whole table has loaded. */
export function routesFor(pathname: string): Promise<RouteConfig[]> {
  if (complete || (branchServesInitialPath && pathname === initialPath)) return Promise.resolve(routes);
  return loadAllRoutes().then(() => routes);
}

export default routes;
