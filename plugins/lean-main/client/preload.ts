/**
 * Docusaurus's client preload (core/lib/client/preload.js) on the live route
 * table: loads the route components a path needs, after the whole table when
 * the path is not the page's own, and then the page bodies they name (issue 38:
 * a page's body is static HTML, see plugins/static-bodies).
 */
import { matchRoutes } from 'react-router-config';
import { missingBodyKeys } from '../../static-bodies/client/bodyKeys';
import { routesFor } from './liveRoutes';

/** decodeURI, or the text itself when it is not a valid URI (a malformed address must not stop the page). */
function decodedOrSame(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export default function preload(pathname: string): Promise<unknown[]> {
  return routesFor(pathname).then((routes) => {
    const matches = [...new Set([pathname, decodedOrSame(pathname)])].flatMap((path) => matchRoutes(routes, path));
    return Promise.all(matches.map(({ route }) => (route.component as { preload?: () => Promise<unknown> } | undefined)?.preload?.()));
  }).then((loaded) => {
    const missing = missingBodyKeys(loaded);
    if (missing.length === 0) return loaded;
    return import('../../static-bodies/client/bodies').then(({ preloadBodies }) => preloadBodies(missing)).then(() => loaded);
  });
}
